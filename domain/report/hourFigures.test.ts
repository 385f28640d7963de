import { describe, expect, it } from "vitest";
import { money } from "../shared/money";
import { addSales, billSales, hourOf, negateSales } from "./hourFigures";

const MYR = (amount: number) => money(amount, "MYR");

describe("billSales", () => {
  it("reads gross from the lines and discounts as what gross exceeds the total by", () => {
    expect(billSales(MYR(900), [{ quantity: 2, price: MYR(500) }])).toEqual({ MYR: { bills: 1, gross: MYR(1000), discounts: MYR(100), net: MYR(900) } });
  });

  it("never reads negative discounts: lines below the total read gross = net", () => {
    expect(billSales(MYR(1200), [{ quantity: 1, price: MYR(1000) }]).MYR).toEqual({ bills: 1, gross: MYR(1200), discounts: MYR(0), net: MYR(1200) });
  });

  it("leaves lines of another currency out of gross", () => {
    expect(billSales(MYR(500), [{ quantity: 1, price: money(400, "SGD") }]).MYR?.gross).toEqual(MYR(500));
  });
});

describe("sums", () => {
  it("adds per currency and a negated bill takes it back", () => {
    const bill = billSales(MYR(900), [{ quantity: 2, price: MYR(500) }]);
    const other = billSales(money(300, "SGD"), []);
    const both = addSales(bill, other);
    expect(Object.keys(both).sort()).toEqual(["MYR", "SGD"]);
    expect(addSales(both, negateSales(bill)).MYR).toEqual({ bills: 0, gross: MYR(0), discounts: MYR(0), net: MYR(0) });
  });

  it("keys an instant by its UTC hour", () => {
    expect(hourOf("2026-03-01T17:30:00.000+08:00")).toBe("2026-03-01T09");
  });
});
