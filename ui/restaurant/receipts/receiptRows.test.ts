import { describe, expect, it } from "vitest";
import { receiptRow, salesText } from "./receiptRows";

const myr = (amount: number) => ({ amount, precision: 2, currency: "MYR" });

describe("receipt rows", () => {
  it("shows the bill's time in the restaurant's zone, its pieces and its total", () => {
    const row = receiptRow({
      billId: "B-1", memberPhone: "+60135000001", total: myr(1250), closedAt: "2026-03-01T17:30:00.000Z", refunded: true,
      items: [{ productId: "kopi", quantity: 2, price: myr(500) }, { productId: "toast", quantity: 1, price: myr(250) }],
    }, "Asia/Kuala_Lumpur");
    expect(row).toEqual({ billId: "B-1", closedAt: "02/03/2026 01:30", member: "+60135000001", pieces: 3, total: "MYR 12.50", refunded: true });
  });

  it("sums sales per currency and reads 0.00 when nothing sold", () => {
    expect(salesText({ count: 0, refunded: 0, sales: [] })).toBe("0.00");
    expect(salesText({ count: 2, refunded: 0, sales: [myr(3000), { amount: 500, precision: 2, currency: "SGD" }] })).toBe("MYR 30.00 · SGD 5.00");
  });
});
