import { describe, expect, it } from "vitest";
import type { LicenceOrder } from "../../ports/providerOpsPort";
import { changeLines, daysLeftText, expiryText, orderedAtText } from "./licenceText";

const order = (changes: LicenceOrder["changes"]): LicenceOrder => ({
  id: "o1", restaurantId: "r1", restaurantName: "Kopi Bangsar", businessId: "b1", businessName: "Kopi Kita",
  terms: { license: { expiredAt: null, features: [] }, channel: "latest" }, previous: { license: null, channel: "latest" },
  changes, orderedBy: { userId: "u1", name: "Aisyah" }, orderedAt: "2026-11-26T02:05:00.000Z", timeZone: "Asia/Kuala_Lumpur",
});

describe("how the licence orders page words a licence", () => {
  it("says what an order changed, one line each", () => {
    expect(changeLines(order([
      { kind: "featuresAdded", features: ["kds", "pickup"] },
      { kind: "featuresRemoved", features: ["ods"] },
      { kind: "expiry", from: null, to: "2027-01-31T16:00:00.000Z" },
      { kind: "channel", from: "latest", to: "beta" },
    ]))).toEqual(["Added Kitchen display (KDS), Pickup", "Removed Order display (ODS)", "Expiry No expiry → 1 Feb 2027", "Channel Latest → Beta"]);
    expect(changeLines(order([]))).toEqual(["No change"]);
  });

  it("reads days left, ended ones and times in the restaurant's zone", () => {
    expect(daysLeftText(1, false)).toBe("1 day left");
    expect(daysLeftText(12, false)).toBe("12 days left");
    expect(daysLeftText(0, false)).toBe("Ends today");
    expect(daysLeftText(-3, true)).toBe("Ended 3 days ago");
    expect(daysLeftText(0, true)).toBe("Ended today");
    expect(expiryText("2027-01-31T15:00:00.000Z", "Asia/Jakarta")).toBe("31 Jan 2027");
    expect(orderedAtText("2026-11-26T02:05:00.000Z", "Asia/Kuala_Lumpur")).toBe("26 Nov 2026, 10:05");
  });
});
