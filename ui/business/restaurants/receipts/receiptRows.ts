// Owns: how the receipts page shows the till's bills (spec 1 §7 GET /restaurants/{id}/receipt):
// money as "MYR 12.50", the till's bill number, the member by name with the phone beside it,
// items as the till's lines ("2 × KOPI-O"), times as DD/MM/YYYY HH:mm in the restaurant's time
// zone, and the period's sales per currency.
// Decision where the spec is silent: a bill line names the product by its name in the
// restaurant's menu ("2 × Kopi O"), and by the id the till sent when the menu has no such product
// (issue 16 item 9); a bill without a phone reads 'Walk-in', one whose phone no member holds
// 'Not a member'.
import { type Money, toDecimalString } from "../../../../domain/shared/money";
import type { ReceiptBill, Receipts } from "../../../ports/businessPort";
import { formatInstant } from "../machines/restaurantInstants";

export const moneyText = (money: Money): string => `${money.currency} ${toDecimalString(money)}`;

export interface ReceiptRow {
  readonly billId: string;
  readonly closedAt: string;
  readonly member: string;
  readonly phone: string;
  readonly items: string;
  readonly total: string;
  readonly refunded: boolean;
}

export const receiptRow = (bill: ReceiptBill, timeZone: string): ReceiptRow => ({
  billId: bill.billId,
  closedAt: formatInstant(bill.closedAt, timeZone),
  member: bill.memberName ?? (bill.memberPhone === null ? "Walk-in" : "Not a member"),
  phone: bill.memberPhone ?? "",
  items: bill.items.map((item) => `${item.quantity} × ${item.productName ?? item.productId}`).join(", "),
  total: moneyText(bill.total),
  refunded: bill.refunded,
});

/** "MYR 30.00" (or "MYR 30.00 · SGD 5.00"); nothing sold reads "0.00". */
export const salesText = (totals: Receipts["totals"]): string =>
  totals.sales.length === 0 ? "0.00" : totals.sales.map(moneyText).join(" · ");
