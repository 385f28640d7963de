// Owns: how the receipts page shows the till's bills (spec 1 §7 GET /restaurants/{id}/receipt):
// money as "MYR 12.50", items as a count of pieces, times as DD/MM/YYYY HH:mm in the
// restaurant's time zone, and the period's sales per currency.
import { type Money, toDecimalString } from "../../../domain/shared/money";
import type { ReceiptBill, Receipts } from "../../ports/businessPort";
import { formatInstant } from "../machines/restaurantInstants";

export const moneyText = (money: Money): string => `${money.currency} ${toDecimalString(money)}`;

export interface ReceiptRow {
  readonly billId: string;
  readonly closedAt: string;
  readonly member: string;
  readonly pieces: number;
  readonly total: string;
  readonly refunded: boolean;
}

export const receiptRow = (bill: ReceiptBill, timeZone: string): ReceiptRow => ({
  billId: bill.billId,
  closedAt: formatInstant(bill.closedAt, timeZone),
  member: bill.memberPhone ?? "",
  pieces: bill.items.reduce((sum, item) => sum + item.quantity, 0),
  total: moneyText(bill.total),
  refunded: bill.refunded,
});

/** "MYR 30.00" (or "MYR 30.00 · SGD 5.00"); nothing sold reads "0.00". */
export const salesText = (totals: Receipts["totals"]): string =>
  totals.sales.length === 0 ? "0.00" : totals.sales.map(moneyText).join(" · ");
