import { describe, expect, it } from "vitest";
import { percentile } from "./percentile";

describe("percentile (nearest rank)", () => {
  const hundred = Array.from({ length: 100 }, (_, i) => 100 - i);

  it("answers the sample at rank ceil(p/100 · n) of the sorted samples", () => {
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile([3, 1, 2], 50)).toBe(2);
    expect(percentile([3, 1, 2], 99)).toBe(3);
    expect(percentile([7], 1)).toBe(7);
  });

  it("leaves the samples in their order", () => {
    const samples = [5, 1, 4];
    percentile(samples, 50);
    expect(samples).toEqual([5, 1, 4]);
  });

  it("refuses no samples and a percentile outside (0, 100]", () => {
    expect(() => percentile([], 50)).toThrow("No samples");
    expect(() => percentile([1], 0)).toThrow("Invalid percentile 0");
    expect(() => percentile([1], 101)).toThrow("Invalid percentile 101");
  });
});
