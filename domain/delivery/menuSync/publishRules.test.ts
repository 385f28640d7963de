import { describe, expect, it } from "vitest";
import type { GrabItem, GrabMenu } from "../grabfood/grabMenu";
import { NOTHING_TO_PUBLISH, publishProblems } from "./publishRules";

const item = (patch: Partial<GrabItem> = {}): GrabItem => ({ id: "p1", name: "Latte", availableStatus: "AVAILABLE", price: 1200, modifierGroups: [], ...patch });
const menuOf = (items: GrabItem[], code = "MYR"): GrabMenu => ({
  merchantID: "1-A", partnerMerchantID: "r1", currency: { code, symbol: "RM", exponent: 2 }, sellingTimes: [],
  categories: items.length === 0 ? [] : [{ id: "c1", name: "Coffee", availableStatus: "AVAILABLE", sellingTimeID: "st-default", items }],
});
const group = (min: number, modifiers: Array<{ name: string; price: number }>) => ({
  id: "g1", name: "Milk", availableStatus: "AVAILABLE" as const, selectionRangeMin: min, selectionRangeMax: 2,
  modifiers: modifiers.map((m, i) => ({ id: `m${i}`, availableStatus: "AVAILABLE" as const, ...m })),
});

describe("pre-publish rules", () => {
  it("passes a menu GrabFood takes", () => {
    expect(publishProblems(menuOf([item({ modifierGroups: [group(1, [{ name: "Oat", price: 200 }])] })]), true)).toEqual([]);
  });

  it("names the store's hours, an empty menu and a currency GrabFood does not sell in", () => {
    expect(publishProblems(menuOf([], "USD"), false).map((p) => [p.module, p.message])).toEqual([
      ["in-house-delivery", "Set the delivery opening hours first"],
      ["business", "GrabFood does not sell in USD"],
      ["catalog", NOTHING_TO_PUBLISH],
    ]);
  });

  it("names the add-on group at fault: empty, unsatisfiable, or a free add-on in a required group", () => {
    const problems = (g: ReturnType<typeof group>) => publishProblems(menuOf([item({ modifierGroups: [g] })]), true);
    expect(problems(group(0, []))).toEqual([{ message: 'Add-on group "Milk" of "Latte" has no add-on', module: "addonGroup", itemId: "g1", itemName: "Milk" }]);
    expect(problems(group(2, [{ name: "Oat", price: 200 }]))[0]?.message).toBe('Add-on group "Milk" of "Latte" needs 2 choices but offers 1');
    expect(problems(group(1, [{ name: "Fresh", price: 0 }]))[0]?.message).toBe('Add-on "Fresh" of the required group "Milk" (Latte) has a price of 0');
    expect(problems(group(0, [{ name: "Fresh", price: 0 }]))).toEqual([]);
  });

  it("names an item whose name passes GrabFood's length", () => {
    const [problem] = publishProblems(menuOf([item({ name: "L".repeat(81) })]), true);
    expect(problem).toMatchObject({ module: "product", itemId: "p1", message: `Item "${"L".repeat(81)}" is longer than 80 characters` });
  });
});
