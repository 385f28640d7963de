import { describe, expect, it } from "vitest";
import { END_REQUIRED, newPromotionDraft, promotionDraftOf, promotionErrors, promotionInputOf, promotionStepErrors } from "./promotionDraft";
import { NEW_RULE } from "./promotionRuleDraft";

const named = { ...newPromotionDraft("item", "2026-01-10"), name: "Buy 2" };

describe("the promotion draft", () => {
  it("asks for a name on the Basic step ('Name is required')", () => {
    expect(promotionStepErrors(newPromotionDraft("bill", "2026-01-10"), "basic")).toEqual({ name: "Name is required" });
  });

  it("sends no end when available daily, and asks for one when not", () => {
    expect(promotionInputOf({ ...named, end: "2026-02-01" }).end).toBeNull();
    expect(promotionErrors({ ...named, availableDaily: false })).toEqual({ end: END_REQUIRED });
    expect(promotionErrors({ ...named, availableDaily: false, end: "2026-01-01" })).toEqual({ end: "End date cannot be before start date" });
  });

  it("writes auto apply as priority 0, and off as no priority (spec 3 §5)", () => {
    const input = promotionInputOf(named);
    expect(input.autoApply).toBe(true);
    expect(promotionDraftOf({ ...input, targetRestaurant: [], start: input.start ?? null, end: null, effect: { ...input.effect, priority: 0 } }).autoApply).toBe(true);
    expect(promotionDraftOf({ ...input, targetRestaurant: [], start: null, end: null, effect: { ...input.effect, priority: null } }).autoApply).toBe(false);
  });

  it("sends item rules only when there are some, and checks them with the server's Rule Schema", () => {
    expect("canApplyRule" in (promotionInputOf(named).effect.options as object)).toBe(false);
    const rules = { operator: "any" as const, rules: [{ ...NEW_RULE, field: "quantity", operator: "$gte" as const, text: "12" }] };
    const effect = promotionInputOf({ ...named, rules }).effect;
    expect(effect.target === "ITEM" ? effect.options.canApplyRule : null).toEqual({ operator: "any", rules: [{ type: "item", field: "quantity", operator: "$gte", value: 12 }] });
    expect(promotionStepErrors({ ...named, rules: { operator: "all", rules: [{ ...NEW_RULE, field: "quantity", operator: "$gte", text: "3" }] } }, "advance")).toEqual({
      "effect.options.canApplyRule.rules.0.value": "Invalid quantity",
    });
    expect(promotionStepErrors({ ...named, rules: { operator: "all", rules: [{ ...NEW_RULE, type: "bill", field: "total", text: "abc" }] } }, "advance")).toEqual({
      "effect.options.canApplyRule.rules.0.value": "Invalid field type",
    });
  });

  it("keeps the rules of a stored promotion for editing", () => {
    const rules = { operator: "all" as const, rules: [{ ...NEW_RULE, operator: "$in" as const, text: "kuih, kopi" }] };
    const input = promotionInputOf({ ...named, rules });
    const again = promotionDraftOf({ name: input.name, targetRestaurant: [], start: input.start ?? null, end: null, effect: input.effect });
    expect(again.rules).toEqual({ operator: "all", rules: [{ ...NEW_RULE, operator: "$in", text: "kuih, kopi" }] });
    expect(again.group).toBe("item");
  });
});
