import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { instantOf } from "./instantOf";

describe("instantOf", () => {
  it("gives the instant Temporal parses, the first time and every time after", () => {
    const isoInstants = fc
      .integer({ min: -8_000_000_000_000, max: 8_000_000_000_000 })
      .map((ms) => Temporal.Instant.fromEpochMilliseconds(ms).toString());
    fc.assert(
      fc.property(isoInstants, (iso) => {
        const expected = Temporal.Instant.from(iso).epochNanoseconds;
        expect(instantOf(iso).epochNanoseconds).toBe(expected);
        expect(instantOf(iso).epochNanoseconds).toBe(expected);
      }),
    );
  });

  it("refuses what is not an instant, as Temporal does", () => {
    expect(() => instantOf("2026-13-01T00:00:00Z")).toThrow();
  });
});
