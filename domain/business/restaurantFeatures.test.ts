import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { LicenseInput, enabledFeatures, licenseFromInput } from "./restaurantFeatures";
import { messagesOf } from "./schemaSpec";

const now = Temporal.Instant.from("2025-06-01T00:00:00Z");

describe("restaurant feature flags", () => {
  it("turns on the licensed features until the licence expires", () => {
    const license = { expiredAt: "2025-06-01T00:00:01.000Z", features: ["kds", "stock"] as const };
    expect(enabledFeatures(license, now)).toEqual(["kds", "stock"]);
    expect(enabledFeatures({ ...license, expiredAt: "2025-06-01T00:00:00.000Z" }, now)).toEqual([]);
    expect(enabledFeatures({ ...license, expiredAt: null }, now)).toEqual(["kds", "stock"]);
    expect(enabledFeatures(null, now)).toEqual([]);
  });

  it("stores features de-duplicated in the spec's order", () => {
    expect(licenseFromInput({ expiredAt: null, features: ["ods", "stock", "ods"] }).features).toEqual(["stock", "ods"]);
  });

  it("refuses unknown features", () => {
    expect(messagesOf(LicenseInput, { expiredAt: null, features: ["teleport"] })).toHaveLength(1);
  });
});
