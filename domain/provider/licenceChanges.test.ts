import { describe, expect, it } from "vitest";
import { licenceChanges } from "./licenceChanges";

describe("what a licence order changed", () => {
  it("lists features added and removed, the expiry and the channel", () => {
    const previous = { license: { expiredAt: "2027-01-31T16:00:00.000Z", features: ["pickup" as const, "kds" as const] }, channel: "latest" as const };
    expect(licenceChanges(previous, { license: { expiredAt: null, features: ["kds", "ods"] }, channel: "beta" })).toEqual([
      { kind: "featuresAdded", features: ["ods"] },
      { kind: "featuresRemoved", features: ["pickup"] },
      { kind: "expiry", from: "2027-01-31T16:00:00.000Z", to: null },
      { kind: "channel", from: "latest", to: "beta" },
    ]);
  });

  it("says nothing changed when the terms are the same, and a first licence sets its expiry", () => {
    const terms = { license: { expiredAt: null, features: ["kds" as const] }, channel: "latest" as const };
    expect(licenceChanges({ license: terms.license, channel: "latest" }, terms)).toEqual([]);
    expect(licenceChanges({ license: null, channel: "latest" }, terms)).toEqual([{ kind: "featuresAdded", features: ["kds"] }, { kind: "expiry", from: null, to: null }]);
  });
});
