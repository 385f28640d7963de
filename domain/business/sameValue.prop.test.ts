// Properties of sameValue: equal after any key reordering (what JSONB does), and otherwise it
// agrees with comparing canonical JSON text.
import fc from "fast-check";
import { describe, it } from "vitest";
import { sameValue } from "./sameValue";

const reorder = (value: unknown, reverse: boolean): unknown => {
  if (Array.isArray(value)) return value.map((item) => reorder(item, reverse));
  if (typeof value !== "object" || value === null) return value;
  const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1));
  return Object.fromEntries((reverse ? entries.reverse() : entries).map(([k, v]) => [k, reorder(v, reverse)]));
};
const canonical = (value: unknown): string => JSON.stringify(reorder(value, false));

describe("sameValue properties", () => {
  it("ignores the order of object keys", () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => sameValue(value, reorder(value, true)) && sameValue(reorder(value, true), value)));
  });

  it("agrees with canonical JSON equality", () => {
    fc.assert(fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => sameValue(a, b) === (canonical(a) === canonical(b))));
  });
});
