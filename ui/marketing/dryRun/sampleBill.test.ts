import { describe, expect, it } from "vitest";
import { SAMPLE_CURRENCIES, billOf, canRunSample, linePriceProblems, newSampleBill } from "./sampleBill";

describe("the dry run's sample bill", () => {
  it("starts from the targeted product with enough units for a buy x get y", () => {
    const bill = newSampleBill({ target: "ITEM", adjustment: { type: "byPercentage", amount: { amount: 10000, precision: 4 } }, targetIds: ["kuih"], strategy: { type: "BUY_X_GET_Y", x: 2, y: 1 }, options: {} });
    expect(bill.lines).toEqual([{ productId: "kuih", price: 10, quantity: 3 }]);
  });

  it("sends prices in minor units and leaves out what was not given", () => {
    expect(billOf({ restaurantId: null, date: null, time: " ", currency: "myr", lines: [{ productId: " kuih ", price: 2.5, quantity: 3 }] })).toEqual({
      lines: [{ productId: "kuih", quantity: 3, unitPrice: { amount: 250, precision: 2, currency: "MYR" } }],
    });
  });

  it("runs only when every line has a price, a free item being 0", () => {
    const bill = newSampleBill(null);
    const priced = { ...bill, lines: [{ productId: "kopi", price: 0, quantity: 1 }] };
    const unpriced = { ...bill, lines: [...priced.lines, { productId: "teh", price: null, quantity: 1 }] };
    expect(canRunSample(priced)).toBe(true);
    expect(canRunSample(unpriced)).toBe(false);
    expect(linePriceProblems(unpriced)).toEqual([undefined, "Price is required"]);
    expect(canRunSample({ ...bill, lines: [] })).toBe(false);
  });

  it("offers the supported countries' currencies", () => {
    expect(SAMPLE_CURRENCIES).toEqual(["MYR", "SGD", "IDR", "JPY"]);
  });
});
