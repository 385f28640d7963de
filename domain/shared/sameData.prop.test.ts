import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sameData } from "./sameData";

// Through JSON once, as stored data is (-0 becomes 0).
const json = fc.jsonValue().map((value) => JSON.parse(JSON.stringify(value)) as unknown);
/** The oracle: JSON text with every object's keys sorted. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    typeof item === "object" && item !== null && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item);
/** The same value with every object's keys in reverse order. */
const reordered = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(reordered);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(Object.entries(value).reverse().map(([key, item]) => [key, reordered(item)]));
};

describe("sameData", () => {
  it("agrees with comparing the JSON texts with sorted keys", () => {
    fc.assert(fc.property(json, json, (a, b) => {
      expect(sameData(a, b)).toBe(canonical(a) === canonical(b));
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
