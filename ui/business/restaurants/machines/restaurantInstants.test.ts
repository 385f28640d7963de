import { describe, expect, it } from "vitest";
import { formatInstant } from "./restaurantInstants";

describe("formatInstant", () => {
  it("shows DD/MM/YYYY HH:mm in the zone, or Never", () => {
    expect(formatInstant("2026-01-05T16:30:00Z", "Asia/Kuala_Lumpur")).toBe("06/01/2026 00:30");
    expect(formatInstant(null, "Asia/Kuala_Lumpur")).toBe("Never");
  });
});
