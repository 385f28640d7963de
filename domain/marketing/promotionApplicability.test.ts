import { describe, expect, it } from "vitest";
import { billEffect, byAmount } from "./effects/testBills";
import { autoAppliedPromotions, promotionNote } from "./promotionApplicability";
import type { PromotionDoc } from "./promotionInput";

const promotion = (change: Partial<PromotionDoc> = {}): PromotionDoc => ({
  name: "Happy hour",
  targetRestaurant: [],
  start: "2026-03-10",
  end: "2026-03-20",
  effect: billEffect(byAmount(100)),
  ...change,
});
const prioritised = (priority: number | null | undefined, change: Partial<PromotionDoc> = {}) => ({
  promotion: promotion({ ...change, effect: { ...billEffect(byAmount(100)), ...(priority === undefined ? {} : { priority }) } as PromotionDoc["effect"] }),
});

describe("whether a promotion may touch a bill", () => {
  it("is ongoing from its start day through its end day", () => {
    expect(promotionNote(promotion(), "r1", "2026-03-10")).toBeNull();
    expect(promotionNote(promotion(), "r1", "2026-03-20")).toBeNull();
    expect(promotionNote(promotion(), "r1", "2026-03-09")).toBe("Promotion is incoming");
    expect(promotionNote(promotion(), "r1", "2026-03-21")).toBe("Promotion is expired");
  });

  it("targets the listed restaurants, every one when none is listed or the bill has none", () => {
    const targeted = promotion({ targetRestaurant: ["r1"] });
    expect(promotionNote(targeted, "r1", "2026-03-15")).toBeNull();
    expect(promotionNote(targeted, "r2", "2026-03-15")).toBe("Not valid at this restaurant");
    expect(promotionNote(targeted, undefined, "2026-03-15")).toBeNull();
    expect(promotionNote(promotion(), "r2", "2026-03-15")).toBeNull();
  });
});

describe("promotions a till applies by itself", () => {
  it("are the ongoing ones with a priority that target the bill's restaurant", () => {
    const auto = prioritised(0); // spec 3 §5: auto apply on means priority 0
    const manual = prioritised(undefined);
    const unranked = prioritised(null);
    const ended = prioritised(2, { end: "2026-03-12" });
    const elsewhere = prioritised(3, { targetRestaurant: ["r9"] });
    expect(autoAppliedPromotions([auto, manual, unranked, ended, elsewhere], "r1", "2026-03-15")).toEqual([auto]);
    expect(autoAppliedPromotions([auto, elsewhere], undefined, "2026-03-15")).toEqual([auto, elsewhere]);
  });
});
