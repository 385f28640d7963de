import fc from "fast-check";
import { isDeepStrictEqual } from "node:util";
import { describe, expect, it } from "vitest";
import { sameData } from "./sameData";

const json = fc.jsonValue();
/** The same value with every object's keys in reverse order. */
const reordered = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(reordered);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(Object.entries(value).reverse().map(([key, item]) => [key, reordered(item)]));
};

describe("sameData", () => {
  it("agrees with Node's deep strict equality on JSON values", () => {
    fc.assert(fc.property(json, json, (a, b) => {
      expect(sameData(a, b)).toBe(isDeepStrictEqual(a, b));
    }));
  });

  it("ignores the order of object keys", () => {
    fc.assert(fc.property(json, (value) => {
      expect(sameData(value, reordered(value))).toBe(true);
    }));
  });

  it("tells arrays from objects, null from an empty object, and an absent key from null", () => {
    expect(sameData([], {})).toBe(false);
    expect(sameData(null, {})).toBe(false);
    expect(sameData({ a: null }, {})).toBe(false);
    expect(sameData({ a: undefined }, {})).toBe(true);
    expect(sameData({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(sameData({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] })).toBe(false);
  });
});
