import { describe, expect, it } from "vitest";
import { comparePosVersions, formatPosVersion, isAtLeastVersion, parsePosVersion } from "./posVersion";

describe("POS versions", () => {
  it("parses versions with missing parts, a v prefix or a suffix", () => {
    expect(parsePosVersion("6.22.5")).toEqual([6, 22, 5]);
    expect(parsePosVersion("4.1")).toEqual([4, 1, 0]);
    expect(parsePosVersion("v6.9.0-beta.2")).toEqual([6, 9, 0]);
    expect(parsePosVersion("six")).toBeNull();
    expect(parsePosVersion(undefined)).toBeNull();
    expect(formatPosVersion([4, 3, 10])).toBe("4.3.10");
  });

  it("compares numerically, not as text", () => {
    expect(comparePosVersions([4, 3, 10], [4, 3, 9])).toBe(1);
    expect(comparePosVersions([6, 9, 0], [6, 11, 0])).toBe(-1);
    expect(isAtLeastVersion("6.22.5", "6.22.5")).toBe(true);
    expect(isAtLeastVersion("6.22.4", "6.22.5")).toBe(false);
    expect(isAtLeastVersion(null, "0.0.0")).toBe(false);
  });
});
