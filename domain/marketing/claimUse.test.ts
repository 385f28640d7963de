import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import {
  REDEEM_WINDOW_MS, cooldownUntil, currentUse, isCoolingDown, isMaximumReached, isRedeemWindowOpen, isTransferOpen, maxUseOf, useView, validityWindow,
} from "./claimUse";

const at = (iso: string) => Temporal.Instant.from(iso);
const use = (billId: string, appliedAt: string) => ({ billId, restaurantId: "r", appliedAt });

describe("claim use", () => {
  it("is history length + 1 once applied; max use defaults to 1", () => {
    expect(currentUse(useView([]))).toBe(0);
    const view = useView([use("a", "2026-01-01T00:00:00Z"), use("b", "2026-01-02T00:00:00Z")]);
    expect(view).toMatchObject({ history: [{ billId: "a" }], appliedAt: "2026-01-02T00:00:00Z" });
    expect(currentUse(view)).toBe(2);
    expect(maxUseOf(null)).toBe(1);
    expect(isMaximumReached(view, 2)).toBe(true);
    expect(isMaximumReached(view, 3)).toBe(false);
  });

  it("cools down until appliedAt + cooldown minutes", () => {
    const view = useView([use("a", "2026-01-01T10:00:00Z")]);
    expect(cooldownUntil(view, 90)?.toString()).toBe("2026-01-01T11:30:00Z");
    expect(isCoolingDown(view, 90, at("2026-01-01T11:29:59Z"))).toBe(true);
    expect(isCoolingDown(view, 90, at("2026-01-01T11:30:00Z"))).toBe(false);
    expect(isCoolingDown(useView([]), 90, at("2026-01-01T11:00:00Z"))).toBe(false);
  });

  it("keeps the transfer open while transferExpiredAt is in the future, and the redeem window 10 minutes", () => {
    expect(isTransferOpen("2026-01-01T10:00:00Z", at("2026-01-01T09:59:59Z"))).toBe(true);
    expect(isTransferOpen("2026-01-01T10:00:00Z", at("2026-01-01T10:00:00Z"))).toBe(false);
    expect(isTransferOpen(null, at("2026-01-01T10:00:00Z"))).toBe(false);
    expect(REDEEM_WINDOW_MS).toBe(600_000);
    expect(isRedeemWindowOpen(at("2026-01-01T10:00:00Z"), at("2026-01-01T10:09:59Z"))).toBe(true);
    expect(isRedeemWindowOpen(at("2026-01-01T10:00:00Z"), at("2026-01-01T10:10:00Z"))).toBe(false);
  });

  it("is valid N days including the day of the claim, in the business time zone", () => {
    const dynamic = validityWindow({ validity: 0, validSince: null }, at("2026-01-05T17:00:00Z"), "Asia/Kuala_Lumpur");
    expect(dynamic.validFrom.toString()).toBe("2026-01-05T16:00:00Z");
    expect(dynamic.expiredAt.toString()).toBe("2026-01-06T16:00:00Z");
    const fixed = validityWindow({ validity: 2, validSince: "2026-02-01" }, at("2026-01-05T17:00:00Z"), "UTC");
    expect([fixed.validFrom.toString(), fixed.expiredAt.toString()]).toEqual(["2026-02-01T00:00:00Z", "2026-02-04T00:00:00Z"]);
  });
});
