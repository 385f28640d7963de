import { describe, expect, it } from "vitest";
import { distanceKm } from "./geoDistance";

describe("distanceKm", () => {
  it("is zero for one place, symmetric, and right for a known pair", () => {
    const klcc = { lat: 3.1579, lng: 101.7123 };
    const bangsar = { lat: 3.1326, lng: 101.6714 };
    expect(distanceKm(klcc, klcc)).toBe(0);
    expect(distanceKm(klcc, bangsar)).toBeCloseTo(distanceKm(bangsar, klcc), 10);
    expect(distanceKm(klcc, bangsar)).toBeGreaterThan(5.2);
    expect(distanceKm(klcc, bangsar)).toBeLessThan(5.5);
    // Kuala Lumpur to Singapore, about 316 km as the crow flies.
    expect(distanceKm(klcc, { lat: 1.2903, lng: 103.852 })).toBeGreaterThan(300);
    expect(distanceKm(klcc, { lat: 1.2903, lng: 103.852 })).toBeLessThan(330);
  });
});
