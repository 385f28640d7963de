import { describe, expect, it } from "vitest";
import { receiptRow, salesText } from "./receiptRows";

const myr = (amount: number) => ({ amount, precision: 2, currency: "MYR" });

describe("receipt rows", () => {
  it("shows the till's bill number, the member by name, the bill's lines (by menu name, else the till's id), its time in the restaurant's zone and its total", () => {
    const row = receiptRow({
      billId: "B-1", memberPhone: "+60135000001", memberName: "Siti Aminah", total: myr(1250), closedAt: "2026-03-01T17:30:00.000Z", refunded: true,
      items: [{ productId: "kopi", productName: "Kopi O", quantity: 2, price: myr(500) }, { productId: "toast", productName: null, quantity: 1, price: myr(250) }],
    }, "Asia/Kuala_Lumpur");
    expect(row).toEqual({
      billId: "B-1", closedAt: "02/03/2026 01:30", member: "Siti Aminah", phone: "+60135000001", items: "2 × Kopi O, 1 × toast", total: "MYR 12.50", refunded: true,
    });
  });

  it("tells a walk-in from a phone no member holds", () => {
    const bill = { billId: "B-2", total: myr(100), closedAt: "2026-03-01T17:30:00.000Z", refunded: false, items: [] };
    expect(receiptRow({ ...bill, memberPhone: null, memberName: null }, "UTC").member).toBe("Walk-in");
    expect(receiptRow({ ...bill, memberPhone: "+60135000009", memberName: null }, "UTC").member).toBe("Not a member");
  });

  it("sums sales per currency and reads 0.00 when nothing sold", () => {
    expect(salesText({ count: 0, refunded: 0, sales: [] })).toBe("0.00");
    expect(salesText({ count: 2, refunded: 0, sales: [myr(3000), { amount: 500, precision: 2, currency: "SGD" }] })).toBe("MYR 30.00 · SGD 5.00");
  });
});
