import { describe, expect, it } from "vitest";
import { sameValue } from "./sameValue";

describe("sameValue", () => {
  it("compares documents by content, whatever their key order", () => {
    expect(sameValue({ a: 1, b: { c: [1, { d: null }] } }, { b: { c: [1, { d: null }] }, a: 1 })).toBe(true);
    expect(sameValue({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameValue({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameValue({ a: null }, {})).toBe(false);
    expect(sameValue([], {})).toBe(false);
  });
});
