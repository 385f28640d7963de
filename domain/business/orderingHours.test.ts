import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { openForOrders } from "./orderingHours";

const week = (start: string, end: string) => Array.from({ length: 7 }, () => ({ enable: true, hours: [{ start, end }] }));
// 2025-03-03T02:00Z is 10:00 in Kuala Lumpur and 11:00 in Tokyo.
const at = Temporal.Instant.from("2025-03-03T02:00:00Z");

describe("ordering channels open now", () => {
  it("opens an enabled channel whose hours cover the instant in the restaurant's zone", () => {
    const settings = {
      pickup: { enable: true, operatingHours: week("09:00", "10:30") },
      "dine-in": { enable: false, operatingHours: week("00:00", "23:59") },
      "feedme-delivery": null,
    };
    expect(openForOrders(settings, at)).toEqual({ "feedme-delivery": false, "in-house-delivery": false, pickup: true, "dine-in": false });
    expect(openForOrders(settings, at, "Asia/Tokyo").pickup).toBe(false);
  });
});
