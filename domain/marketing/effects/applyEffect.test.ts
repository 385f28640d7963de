import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { applyEffect, breakdownOf, evaluateEffect } from "./applyEffect";
import { openBill } from "./bill";
import type { Effect } from "./effect";
import type { RuleSet } from "./rules";
import { billEffect, billOf, byAmount, byPercent, itemEffect, myr, toAmount } from "./testBills";

const totalOf = (effect: Effect, bill = billOf([["kopi", 2, 500], ["roti", 1, 300]])) => {
  const result = evaluateEffect(effect, bill);
  return Result.isSuccess(result) ? result.success.discount.amount : result.failure;
};

const SIMPLE = { type: "SIMPLE" } as const;

describe("bill effects", () => {
  it("takes an amount or a percentage off the bill", () => {
    expect(totalOf(billEffect(byAmount(250)))).toBe(250);
    expect(totalOf(billEffect(byPercent(10)))).toBe(130);
    expect(totalOf(billEffect(byAmount(5000)))).toBe(1300);
  });

  it("refuses a bill below the minimum purchase, and a fixed price on a bill", () => {
    expect(totalOf(billEffect(byAmount(100), 1301))).toBe("MIN_PURCHASE_REQUIRED");
    expect(totalOf(billEffect(byAmount(100), 1300))).toBe(100);
    expect(totalOf(billEffect(toAmount(100)))).toBe("INVALID_EFFECT");
  });

  it("allows only an amount on a payment, and one bill-level discount per bill", () => {
    const payment: Effect = { target: "PAYMENT", adjustment: byPercent(10), options: {} };
    expect(totalOf(payment)).toBe("INVALID_EFFECT");
    expect(totalOf({ ...payment, adjustment: byAmount(300) })).toBe(300);
    const first = applyEffect(billEffect(byAmount(100)), openBill(billOf([["kopi", 1, 500]])));
    if (Result.isFailure(first)) throw new Error(first.failure);
    expect(Result.isFailure(applyEffect(billEffect(byAmount(100)), first.success.bill)) && "DISCOUNT_ALREADY_EXIST").toBe("DISCOUNT_ALREADY_EXIST");
  });

  it("refuses an online order when the effect is not available online", () => {
    const effect = { ...billEffect(byAmount(100)), availableOnlineOrder: false };
    expect(totalOf(effect, billOf([["kopi", 1, 500]], { online: true }))).toBe("INVALID_EFFECT");
    expect(totalOf(effect, billOf([["kopi", 1, 500]], { online: false }))).toBe(100);
  });
});

describe("item strategies", () => {
  it("SIMPLE discounts the target units, add-ons unless excluded, at most maxQuantity (most expensive first)", () => {
    const bill = billOf([["kopi", 3, 500, [["ice", 100]]], ["roti", 1, 300]]);
    expect(totalOf(itemEffect(byPercent(50), SIMPLE, ["kopi"]), bill)).toBe(900);
    expect(totalOf(itemEffect(byPercent(50), SIMPLE, ["kopi"], { excludeAddonPrice: true }), bill)).toBe(750);
    expect(totalOf(itemEffect(toAmount(200), SIMPLE, ["kopi"], { maxQuantity: 1 }), bill)).toBe(400);
    expect(totalOf(itemEffect(byAmount(100), SIMPLE, ["teh"]), bill)).toBe("ITEM_NOT_ENOUGH");
    expect(totalOf(itemEffect(byAmount(100), SIMPLE, []), bill)).toBe(400);
  });

  it("COMBO prices each full set, and atLeast takes every eligible unit as one set", () => {
    const combo = { type: "COMBO", groups: [{ itemIds: ["kopi"], count: 1 }, { itemIds: ["roti"], count: 1 }] } as const;
    const bill = billOf([["kopi", 2, 500], ["roti", 1, 300]]);
    expect(totalOf(itemEffect(toAmount(600), combo, []), bill)).toBe(200);
    const result = evaluateEffect(itemEffect(toAmount(600), combo, []), bill);
    expect(Result.isSuccess(result) && result.success.lines.map((l) => l.discount.amount)).toEqual([125, 75]);
    expect(totalOf(itemEffect(byAmount(100), { ...combo, atLeast: true }, []), bill)).toBe(100);
    expect(totalOf(itemEffect(toAmount(100), { ...combo, atLeast: true }, []), bill)).toBe("INVALID_EFFECT");
    expect(totalOf(itemEffect(byAmount(100), combo, []), billOf([["kopi", 2, 500]]))).toBe("ITEM_NOT_ENOUGH");
  });

  it("BUY_X_GET_Y gives y of every x + y units of the set, cheapest first", () => {
    const strategy = { type: "BUY_X_GET_Y", x: 2, y: 1 } as const;
    const bill = billOf([["kopi", 4, 500], ["teh", 2, 400]]);
    expect(totalOf(itemEffect(byPercent(100), strategy, ["kopi", "teh"]), bill)).toBe(800);
    expect(totalOf(itemEffect(byPercent(100), strategy, ["kopi"]), bill)).toBe(500);
    expect(totalOf(itemEffect(byPercent(100), strategy, ["teh"]), bill)).toBe("ITEM_NOT_ENOUGH");
  });

  it("BUY_X_GET_Y_V2 chooses the adjusted units by priority", () => {
    const bill = billOf([["kopi", 2, 500], ["cake", 1, 1200]]);
    const v2 = (priority: "CHEAPEST_FIRST" | "MOST_EXPENSIVE_FIRST") =>
      itemEffect(byPercent(100), { type: "BUY_X_GET_Y_V2", itemAIds: ["kopi"], x: 2, y: 1, priority }, ["cake"]);
    expect(totalOf(v2("CHEAPEST_FIRST"), bill)).toBe(500);
    expect(totalOf(v2("MOST_EXPENSIVE_FIRST"), bill)).toBe(1200);
  });

  it("BUY_X_ITEM_A_GET_Y_ITEM_B earns y B units for every x A units, never counting a unit twice", () => {
    const strategy = { type: "BUY_X_ITEM_A_GET_Y_ITEM_B", itemAIds: ["kopi"], x: 2, y: 1 } as const;
    expect(totalOf(itemEffect(byPercent(100), strategy, ["roti"]), billOf([["kopi", 4, 500], ["roti", 3, 300]]))).toBe(600);
    expect(totalOf(itemEffect(byPercent(100), strategy, ["roti"]), billOf([["kopi", 1, 500], ["roti", 3, 300]]))).toBe("ITEM_NOT_ENOUGH");
    expect(totalOf(itemEffect(byPercent(100), { ...strategy, itemAIds: ["kopi"] }, ["kopi"]), billOf([["kopi", 3, 500]]))).toBe(500);
  });

  it("a unit is discounted once: a second item effect on the same units finds the discount already there", () => {
    const bill = openBill(billOf([["kopi", 1, 500]]));
    const first = applyEffect(itemEffect(byAmount(100), SIMPLE, ["kopi"]), bill);
    if (Result.isFailure(first)) throw new Error(first.failure);
    const second = applyEffect(itemEffect(byAmount(100), SIMPLE, ["kopi"]), first.success.bill);
    expect(Result.isFailure(second) && second.failure).toBe("DISCOUNT_ALREADY_EXIST");
    expect(breakdownOf(first.success.bill)).toMatchObject({ subtotal: myr(500), itemDiscount: myr(100), total: myr(400) });
  });
});

describe("advanced effects", () => {
  const advance = (applyTo: "bill" | "item", rules: RuleSet): Effect => ({
    target: "ADVANCE", adjustment: byAmount(100), options: { applyTo, canApplyRule: rules },
  });

  it("applies to the bill when its rules hold, else INVALID_EFFECT", () => {
    const bill = billOf([["kopi", 2, 500]], { restaurantId: "r1", date: "2026-11-26", time: "09:30" });
    const rules = { operator: "all" as const, rules: [
      { type: "bill" as const, field: "total", operator: "$gte" as const, value: 10 },
      { type: "bill" as const, field: "time", operator: "$lt" as const, value: "10:00" },
    ] };
    expect(totalOf(advance("bill", rules), bill)).toBe(100);
    expect(totalOf(advance("bill", { ...rules, rules: [...rules.rules, { type: "bill", field: "restaurantId", operator: "$eq", value: "r2" }] }), bill)).toBe("INVALID_EFFECT");
  });

  it("applies to the lines its item and add-on rules select, else ITEM_NOT_ENOUGH", () => {
    const bill = billOf([["kopi", 2, 500, [["ice", 50]]], ["roti", 1, 300]]);
    const onIce = { operator: "any" as const, rules: [{ type: "addon" as const, field: "selectionId", operator: "$in" as const, value: ["ice"] }] };
    expect(totalOf(advance("item", onIce), bill)).toBe(200);
    expect(totalOf(advance("item", { operator: "any", rules: [{ type: "item", field: "productId", operator: "$eq", value: "teh" }] }), bill)).toBe("ITEM_NOT_ENOUGH");
  });
});

describe("item effects with advanced rules", () => {
  const buyTwoGetOne = (rules: RuleSet): Effect => ({
    target: "ITEM", adjustment: byPercent(100), targetIds: [], strategy: { type: "BUY_X_GET_Y", x: 2, y: 1 }, options: { canApplyRule: rules },
  });

  it("runs the strategy over the lines the rules hold for only", () => {
    const kuihOnly: RuleSet = { operator: "all", rules: [{ type: "item", field: "productId", operator: "$eq", value: "kuih" }] };
    expect(totalOf(buyTwoGetOne(kuihOnly), billOf([["kuih", 3, 200], ["kopi", 3, 500]]))).toBe(200);
    expect(totalOf(buyTwoGetOne(kuihOnly), billOf([["kuih", 2, 200], ["kopi", 3, 500]]))).toBe("ITEM_NOT_ENOUGH");
  });

  it("reads bill rules for every line, so a failing bill rule leaves no line", () => {
    const bigBill: RuleSet = { operator: "all", rules: [{ type: "bill", field: "total", operator: "$gte", value: 50 }] };
    expect(totalOf(buyTwoGetOne(bigBill), billOf([["kuih", 3, 200]]))).toBe("ITEM_NOT_ENOUGH");
    expect(totalOf(buyTwoGetOne(bigBill), billOf([["kuih", 3, 2000]]))).toBe(2000);
  });
});

describe("what one step reports and refuses", () => {
  const apply = (effect: Effect, bill = openBill(billOf([["kopi", 2, 500], ["roti", 1, 300]]))) => applyEffect(effect, bill);
  const after = (effect: Effect, bill = openBill(billOf([["kopi", 2, 500], ["roti", 1, 300]]))) => {
    const step = apply(effect, bill);
    if (Result.isFailure(step)) throw new Error(step.failure);
    return step.success.bill;
  };
  const reason = (result: ReturnType<typeof applyEffect>) => (Result.isFailure(result) ? result.failure : "applied");
  const advanceItem = (adjustment: Effect["adjustment"], productIds: string[], maxQuantity?: number): Effect => ({
    target: "ADVANCE", adjustment,
    options: { applyTo: "item", canApplyRule: { operator: "all", rules: [{ type: "item", field: "productId", operator: "$in", value: productIds }] }, ...(maxQuantity === undefined ? {} : { maxQuantity }) },
  });

  it("reads a minimum purchase in whole ringgit at the bill's precision", () => {
    const effect: Effect = { target: "BILL", adjustment: byAmount(100), options: { minPurchase: { amount: 10, precision: 0 } } };
    expect(totalOf(effect, billOf([["kopi", 1, 999]]))).toBe("MIN_PURCHASE_REQUIRED");
    expect(totalOf(effect, billOf([["kopi", 1, 1000]]))).toBe(100);
  });

  it("lists the lines an item effect discounted, with their units and discount, and no other line", () => {
    const step = apply(itemEffect(byAmount(100), SIMPLE, ["roti"]));
    expect(Result.isSuccess(step) && step.success.lines).toEqual([{ lineIndex: 1, productId: "roti", units: 1, discount: myr(100) }]);
  });

  it("gives each line of the breakdown what it costs less its discount", () => {
    const result = evaluateEffect(itemEffect(byPercent(50), SIMPLE, ["kopi"]), billOf([["kopi", 2, 500], ["roti", 1, 300]]));
    expect(Result.isSuccess(result) && result.success.lines.map((l) => [l.amount.amount, l.discount.amount, l.total.amount])).toEqual([[1000, 500, 500], [300, 0, 300]]);
  });

  it("says ITEM_NOT_ENOUGH, not DISCOUNT_ALREADY_EXIST, when the products were never on the bill", () => {
    const taken = after(itemEffect(byAmount(100), SIMPLE, ["kopi"]));
    expect(reason(apply(itemEffect(byAmount(100), SIMPLE, ["teh"]), taken))).toBe("ITEM_NOT_ENOUGH");
    expect(reason(apply(itemEffect(byAmount(100), SIMPLE, ["kopi"]), taken))).toBe("DISCOUNT_ALREADY_EXIST");
    expect(reason(apply(advanceItem(byAmount(100), ["teh"]), taken))).toBe("ITEM_NOT_ENOUGH");
    expect(reason(apply(advanceItem(byAmount(100), ["kopi"]), taken))).toBe("DISCOUNT_ALREADY_EXIST");
  });

  it("allows one payment discount per bill", () => {
    const payment: Effect = { target: "PAYMENT", adjustment: byAmount(100), options: {} };
    expect(reason(apply(payment, after(payment)))).toBe("DISCOUNT_ALREADY_EXIST");
  });

  it("discounts an advance item unit with its add-ons, at most maxQuantity units (most expensive first; 0 is no limit)", () => {
    expect(totalOf(advanceItem(byPercent(10), ["kopi"]), billOf([["kopi", 2, 500, [["ice", 50]]]]))).toBe(110);
    const bill = billOf([["teh", 1, 300], ["kopi", 1, 500]]);
    expect(totalOf(advanceItem(byPercent(10), ["kopi", "teh"], 1), bill)).toBe(50);
    expect(totalOf(advanceItem(byPercent(10), ["kopi", "teh"], 0), bill)).toBe(80);
  });

  it("refuses a negative amount as INVALID_EFFECT, and takes an effect on an online order unless it is marked not available online", () => {
    expect(totalOf(billEffect(byAmount(-100)))).toBe("INVALID_EFFECT");
    const online = billOf([["kopi", 1, 500]], { online: true });
    expect(totalOf(billEffect(byAmount(100)), online)).toBe(100);
    expect(totalOf({ ...billEffect(byAmount(100)), availableOnlineOrder: true }, online)).toBe(100);
  });
});
