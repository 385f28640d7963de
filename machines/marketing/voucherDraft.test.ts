import { describe, expect, it } from "vitest";
import { draftErrors, draftOf, newDraft, stepErrors, voucherInputOf } from "./voucherDraft";
import type { Effect } from "../../domain/marketing/effects/effect";
import { defaultEffect, effectKindOf, switchEffectKind } from "./voucherEffectKind";

const itemEffect = (targetIds: ReadonlyArray<string>): Effect => ({ target: "ITEM", adjustment: { type: "byAmount", amount: { amount: 100, precision: 2 } }, targetIds, strategy: { type: "SIMPLE" }, options: { maxQuantity: 3 } });
import { voucherFromInput } from "../../domain/marketing/voucherInput";

describe("the voucher wizard's draft", () => {
  it("sends a fixed period as validSince and the days from first to last inclusive", () => {
    const draft = { ...newDraft("SIMPLE_CLAIM"), name: "Free kopi", validity: "fixed" as const, validSince: "2026-12-01", validUntil: "2026-12-31" };
    expect(voucherInputOf(draft)).toMatchObject({ validSince: "2026-12-01", validFor: 31 });
    expect(draftErrors(draft)).toEqual({});
  });

  it("gives each step only its own fields' messages, in the spec's words", () => {
    const draft = { ...newDraft("AFTER_SALES"), validFor: 0, timePeriod: { start: "00:00", end: "24:00" }, usage: "multiple" as const, maxUse: 1, minPurchase: 10, maxPurchase: 5 };
    expect(stepErrors(draft, "basic")).toEqual({ name: "Name is required" });
    expect(stepErrors(draft, "configure")).toEqual({});
    expect(stepErrors(draft, "advance")).toEqual({
      validFor: "Min valid for 1 day",
      "timePeriod.end": "Invalid time",
      "multipleUse.maxUse": "Min usage is 2",
      "options.afterSales.minPurchase": "Min purchase cannot nore than max purchase",
      "options.afterSales.maxPurchase": "Max purchase cannot less than min purchase",
    });
  });

  it("reads a stored voucher back into the draft it was saved from", () => {
    const draft = { ...newDraft("SIMPLE_CLAIM"), name: "Free kopi", validity: "fixed" as const, validSince: "2026-12-01", validUntil: "2026-12-10", validFor: 10, maxClaim: 50 };
    expect(draftOf(voucherFromInput(voucherInputOf(draft)))).toEqual(draft);
  });
});

describe("the effect type chooser", () => {
  it("resets the effect to the new type's default but keeps the targeted item ids", () => {
    const item = itemEffect(["p1", "p2"]);
    const switched = switchEffectKind(item, "buyXGetYSame");
    expect(effectKindOf(switched)).toBe("buyXGetYSame");
    expect(switched).toEqual(defaultEffect("buyXGetYSame", ["p1", "p2"]));
  });

  it("does nothing when the same type is chosen again", () => {
    const item = itemEffect(["p1"]);
    expect(switchEffectKind(item, "item")).toBe(item);
  });
});
