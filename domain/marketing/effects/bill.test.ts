import { describe, expect, it } from "vitest";
import { messagesOf } from "../../business/schemaSpec";
import { MAX_MONEY_AMOUNT } from "../../shared/money";
import { BILL_TOTAL_TOO_LARGE, Bill } from "./bill";

const line = (amount: number, quantity = 1, precision = 2) => ({ productId: "kopi", quantity, unitPrice: { amount, precision, currency: "MYR" } });

describe("bill bounds", () => {
  it("take a bill whose total is within MAX_MONEY_AMOUNT", () => {
    expect(messagesOf(Bill, { lines: [line(MAX_MONEY_AMOUNT / 4, 4)] })).toEqual([]);
  });

  it("refuse a bill whose total leaves it, counting quantities, add-ons and the finest precision", () => {
    expect(messagesOf(Bill, { lines: [line(MAX_MONEY_AMOUNT, 2)] })).toEqual([BILL_TOTAL_TOO_LARGE]);
    expect(messagesOf(Bill, { lines: [line(MAX_MONEY_AMOUNT / 10, 1, 2), line(1, 1, 3)] })).toEqual([BILL_TOTAL_TOO_LARGE]);
    const withAddons = { ...line(1), addons: [{ selectionId: "shot", price: { amount: MAX_MONEY_AMOUNT, precision: 2, currency: "MYR" }, quantity: 2 }] };
    expect(messagesOf(Bill, { lines: [withAddons] })).toEqual([BILL_TOTAL_TOO_LARGE]);
  });

  it("refuse an overlong product id and more than 1,000 lines", () => {
    expect(messagesOf(Bill, { lines: [{ ...line(100), productId: "p".repeat(65) }] })).toEqual(["Invalid id"]);
    expect(messagesOf(Bill, { lines: Array.from({ length: 1001 }, () => line(1)) })).toContain("At most 1000 lines");
  });
});
