import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { applyEffect, evaluateEffect } from "./applyEffect";
import { type Bill, openBill } from "./bill";
import type { Effect, ItemStrategy } from "./effect";
import { billOf, byAmount, byPercent, itemEffect, toAmount, type LineSpec } from "./testBills";

/** The discount of each line, or the failure reason. */
const perLine = (effect: Effect, bill: Bill) => {
  const result = evaluateEffect(effect, bill);
  return Result.isSuccess(result) ? result.success.lines.map((l) => l.discount.amount) : result.failure;
};
const free = (strategy: ItemStrategy, targetIds: ReadonlyArray<string>, lines: ReadonlyArray<LineSpec>) =>
  perLine(itemEffect(byPercent(100), strategy, targetIds), billOf(lines));

describe("SIMPLE", () => {
  it("reads maxQuantity 0 as no limit", () => {
    expect(perLine(itemEffect(byAmount(100), { type: "SIMPLE" }, ["kopi"], { maxQuantity: 0 }), billOf([["kopi", 3, 500]]))).toEqual([300]);
    expect(perLine(itemEffect(byAmount(100), { type: "SIMPLE" }, ["kopi"], { maxQuantity: 2 }), billOf([["kopi", 3, 500]]))).toEqual([200]);
  });
});

describe("COMBO", () => {
  const kopiRoti = [{ itemIds: ["kopi"], count: 1 }, { itemIds: ["roti"], count: 1 }];
  const iced: LineSpec[] = [["kopi", 1, 500, [["ice", 100]]], ["roti", 1, 300]];

  it("prices a set without its add-ons unless withAddons", () => {
    expect(perLine(itemEffect(toAmount(600), { type: "COMBO", groups: kopiRoti }, []), billOf(iced))).toEqual([125, 75]);
    expect(perLine(itemEffect(toAmount(600), { type: "COMBO", groups: kopiRoti, withAddons: true }, []), billOf(iced))).toEqual([200, 100]);
  });

  it("with atLeast prices every eligible unit as one set, not set by set", () => {
    const bill = billOf([["kopi", 2, 500], ["roti", 1, 300]]);
    expect(perLine(itemEffect(byPercent(10), { type: "COMBO", groups: kopiRoti, atLeast: true }, []), bill)).toEqual([100, 30]);
    expect(perLine(itemEffect(byPercent(10), { type: "COMBO", groups: kopiRoti }, []), bill)).toEqual([50, 30]);
  });

  it("with atLeast needs count units of every group", () => {
    const groups = [{ itemIds: ["kopi"], count: 2 }, { itemIds: ["roti"], count: 1 }];
    expect(perLine(itemEffect(byAmount(100), { type: "COMBO", groups, atLeast: true }, []), billOf([["kopi", 1, 500], ["roti", 3, 300]]))).toBe("ITEM_NOT_ENOUGH");
    expect(perLine(itemEffect(byAmount(100), { type: "COMBO", groups, atLeast: true }, []), billOf([["kopi", 2, 500], ["roti", 3, 300]]))).not.toBe("ITEM_NOT_ENOUGH");
  });

  it("takes a line's units once: three units make one set of two", () => {
    const pairs = { type: "COMBO", groups: [{ itemIds: ["kopi"], count: 2 }] } as const;
    expect(perLine(itemEffect(byAmount(100), pairs, []), billOf([["kopi", 3, 500]]))).toEqual([100]);
    expect(perLine(itemEffect(byAmount(100), pairs, []), billOf([["kopi", 4, 500]]))).toEqual([200]);
  });

  it("makes sets of the units an earlier item effect left", () => {
    const first = applyEffect(itemEffect(byAmount(100), { type: "SIMPLE" }, ["kopi"], { maxQuantity: 1 }), openBill(billOf([["kopi", 3, 500]])));
    if (Result.isFailure(first)) throw new Error(first.failure);
    const sets = applyEffect(itemEffect(byAmount(100), { type: "COMBO", groups: [{ itemIds: ["kopi"], count: 1 }] }, []), first.success.bill);
    expect(Result.isSuccess(sets) && sets.success.discount.amount).toBe(200);
  });
});

describe("add-ons of buy-x-get-y units", () => {
  const iced: LineSpec[] = [["kopi", 2, 500, [["ice", 100]]]];

  it("BUY_X_GET_Y frees a unit with its add-ons only with withAddons", () => {
    expect(free({ type: "BUY_X_GET_Y", x: 1, y: 1 }, ["kopi"], iced)).toEqual([500]);
    expect(free({ type: "BUY_X_GET_Y", x: 1, y: 1, withAddons: true }, ["kopi"], iced)).toEqual([600]);
  });

  it("BUY_X_GET_Y_V2 frees a unit with its add-ons only with withAddons", () => {
    const v2 = { type: "BUY_X_GET_Y_V2", itemAIds: [], priority: "CHEAPEST_FIRST", x: 1, y: 1 } as const;
    expect(free(v2, ["kopi"], iced)).toEqual([500]);
    expect(free({ ...v2, withAddons: true }, ["kopi"], iced)).toEqual([600]);
  });

  it("BUY_X_ITEM_A_GET_Y_ITEM_B frees a unit with its add-ons only with withAddons", () => {
    const aGetB = { type: "BUY_X_ITEM_A_GET_Y_ITEM_B", itemAIds: ["kopi"], x: 1, y: 1 } as const;
    expect(free(aGetB, ["kopi"], iced)).toEqual([500]);
    expect(free({ ...aGetB, withAddons: true }, ["kopi"], iced)).toEqual([600]);
  });
});

describe("BUY_X_ITEM_A_GET_Y_ITEM_B", () => {
  const oneForOne = (itemAIds: string[]) => ({ type: "BUY_X_ITEM_A_GET_Y_ITEM_B", itemAIds, x: 1, y: 1 } as const);

  it("frees the cheapest B unit", () => {
    expect(free(oneForOne(["kopi"]), ["roti", "teh"], [["kopi", 1, 500], ["roti", 1, 300], ["teh", 1, 100]])).toEqual([0, 0, 100]);
  });

  it("never frees the unit paid as the A, even when it is the cheapest B", () => {
    expect(free(oneForOne(["kopi"]), ["kopi", "roti"], [["kopi", 1, 100], ["roti", 1, 500]])).toEqual([0, 500]);
  });

  it("pays x A units for each set, so with x = 2 both kopi are paid for and the roti is free", () => {
    expect(free({ ...oneForOne(["kopi"]), x: 2 }, ["kopi", "roti"], [["kopi", 2, 100], ["roti", 1, 500]])).toEqual([0, 500]);
  });

  it("pays for no more A units than it needs, so the cheapest B unit stays the free one", () => {
    expect(free(oneForOne(["kopi"]), ["kopi", "roti"], [["kopi", 2, 100], ["roti", 1, 500]])).toEqual([100, 0]);
  });
});
