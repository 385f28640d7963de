import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import {
  type CreditBalance, EMPTY_BALANCE, applyDelta, deductionDelta, expiredDelta, ledgerTotal, liveFree, liveLots, lotRemainder, spendable,
} from "./creditLedger";

const now = Temporal.Instant.from("2026-11-25T00:00:00Z");
const lot = (lotId: string, amount: number, expiredAt: string) => ({ lotId, amount, expiredAt });
const balance: CreditBalance = {
  normal: 50,
  free: [
    lot("late", 300, "2026-12-31T00:00:00.000Z"),
    lot("gone", 70, "2026-11-25T00:00:00.000Z"), // expires exactly now: no longer spendable
    lot("soon", 200, "2026-11-30T00:00:00.000Z"),
    lot("soon-too", 10, "2026-11-30T00:00:00.000Z"),
  ],
};

describe("a member's credit ledger (spec 2 §5)", () => {
  it("spends normal credit and free lots that expire after now", () => {
    expect(liveLots(balance, now).map((l) => l.lotId)).toEqual(["late", "soon", "soon-too"]);
    expect(liveFree(balance, now)).toBe(510);
    expect(spendable(balance, now)).toBe(560);
    expect(spendable(balance, now.subtract({ milliseconds: 1 }))).toBe(630);
    expect(ledgerTotal(balance)).toBe(630);
    expect(spendable(EMPTY_BALANCE, now)).toBe(0);
    expect(liveLots({ normal: 0, free: [lot("empty", 0, "2027-01-01T00:00:00.000Z")] }, now)).toEqual([]);
  });

  it("folds a movement in, adding to a lot or opening one, dropping lots at 0", () => {
    const after = applyDelta(balance, { normal: -20, free: [lot("soon", -200, "2026-11-30T00:00:00.000Z"), lot("late", 5, "2027-01-31T00:00:00.000Z"), lot("new", 9, "2027-02-01T00:00:00.000Z")] });
    expect(after).toEqual({
      normal: 30,
      free: [lot("late", 305, "2027-01-31T00:00:00.000Z"), lot("gone", 70, "2026-11-25T00:00:00.000Z"), lot("soon-too", 10, "2026-11-30T00:00:00.000Z"), lot("new", 9, "2027-02-01T00:00:00.000Z")],
    });
  });

  it("closes the expired lots with something left in one movement", () => {
    expect(expiredDelta(balance, now)).toEqual({ normal: 0, free: [lot("gone", -70, "2026-11-25T00:00:00.000Z")] });
    expect(expiredDelta(balance, now.subtract({ milliseconds: 1 }))).toBeNull();
    expect(expiredDelta({ normal: 0, free: [lot("spent", 0, "2020-01-01T00:00:00.000Z")] }, now)).toBeNull();
  });

  it("deducts the earliest-expiring live lots first, ties in grant order, then normal credit", () => {
    expect(deductionDelta(balance, 205, now)).toEqual({ normal: -0, free: [lot("soon", -200, "2026-11-30T00:00:00.000Z"), lot("soon-too", -5, "2026-11-30T00:00:00.000Z")] });
    expect(deductionDelta(balance, 560, now)).toEqual({
      normal: -50,
      free: [lot("soon", -200, "2026-11-30T00:00:00.000Z"), lot("soon-too", -10, "2026-11-30T00:00:00.000Z"), lot("late", -300, "2026-12-31T00:00:00.000Z")],
    });
    expect(deductionDelta({ normal: 40, free: [] }, 40, now)).toEqual({ normal: -40, free: [] });
  });

  it("refuses to take the balance below 0", () => {
    expect(deductionDelta(balance, 561, now)).toBeNull();
    expect(deductionDelta(EMPTY_BALANCE, 1, now)).toBeNull();
  });

  it("finds what is left of a live lot to take back", () => {
    expect(lotRemainder(balance, "soon", now)).toEqual(lot("soon", 200, "2026-11-30T00:00:00.000Z"));
    expect(lotRemainder(balance, "gone", now)).toBeNull();
    expect(lotRemainder(balance, "unknown", now)).toBeNull();
  });
});
