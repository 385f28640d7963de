import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { expiryDay, expiryState } from "./licenceExpiry";

const NOW = Temporal.Instant.from("2026-11-26T10:00:00Z");

describe("a licence's expiry on the restaurant list", () => {
  it("is none, expired, soon (30 days in the country's zone) or current", () => {
    expect(expiryState(null, NOW, "MY")).toBe("none");
    expect(expiryState("2026-11-26T10:00:00Z", NOW, "MY")).toBe("expired");
    expect(expiryState("2026-12-26T10:00:00Z", NOW, "MY")).toBe("soon");
    expect(expiryState("2026-12-26T16:00:00Z", NOW, "MY")).toBe("current");
    expect(expiryState("2026-12-26T16:00:00Z", NOW, "ID")).toBe("soon");
  });

  it("reads as the day in the restaurant's country", () => {
    expect(expiryDay("2027-01-31T16:00:00Z", "MY")).toBe("1 Feb 2027");
    expect(expiryDay("2027-01-31T15:00:00Z", "ID")).toBe("31 Jan 2027");
  });
});
