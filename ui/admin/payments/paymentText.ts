// Owns: how the Payments page words and formats its rows (issue 18): payment type, source and
// status labels, amounts in their currency (minor units shown with their precision), and the
// records the exports write (one per transaction or settlement, amounts as decimals).
import { formatMoney } from "../../../domain/shared/money";
import { NUMBER_FORMAT_SPECS } from "../../../domain/shared/numberFormat";
import type { PaymentSource, PaymentTransaction, PaymentType, PayoutStatus, Settlement, TransactionStatus } from "../../ports/paymentsPort";

export const PAYMENT_TYPE_LABELS: Readonly<Record<PaymentType, string>> = {
  cash: "Cash", ePayment: "ePayment", credit: "Credit", ePaymentSandbox: "ePayment (sandbox)",
};
export const SOURCE_LABELS: Readonly<Record<PaymentSource, string>> = { order: "Platform order", bill: "Till bill" };
export const TRANSACTION_STATUS_LABELS: Readonly<Record<TransactionStatus, string>> = {
  PAID: "Paid", PENDING: "Pending payment", DECLINED: "Declined", REFUNDED: "Refunded",
};
export const PAYOUT_STATUS_LABELS: Readonly<Record<PayoutStatus, string>> = { NEW: "New", PENDING: "Pending", APPROVED: "Approved" };

/** "12.50" for 1250 at precision 2 (no currency: exports keep it in its own column). */
export const decimalOf = (amount: number, precision: number, currency: string): string =>
  formatMoney({ amount, precision, currency }, NUMBER_FORMAT_SPECS["0,0.00"]).replaceAll(",", "");

/** "MYR 1,250.00". */
export const amountText = (amount: number, precision: number, currency: string): string =>
  `${currency} ${formatMoney({ amount, precision, currency }, NUMBER_FORMAT_SPECS["0,0.00"])}`;

export const TRANSACTION_COLUMNS = ["Paid at", "Month", "Business", "Restaurant", "Source", "Reference", "Payment type", "Status", "Currency", "Amount"] as const;
export const SETTLEMENT_COLUMNS = ["Month", "Business", "Restaurant", "Currency", "Payments", "Total", "Cash", "ePayment", "Credit", "ePayment (sandbox)"] as const;

export const transactionRecord = (row: PaymentTransaction): Record<(typeof TRANSACTION_COLUMNS)[number], string | number> => ({
  "Paid at": row.at, Month: row.month, Business: row.businessName, Restaurant: row.restaurantName, Source: SOURCE_LABELS[row.source],
  Reference: row.reference, "Payment type": PAYMENT_TYPE_LABELS[row.paymentType], Status: TRANSACTION_STATUS_LABELS[row.status],
  Currency: row.currency, Amount: decimalOf(row.amount, row.precision, row.currency),
});

export const settlementRecord = (row: Settlement): Record<(typeof SETTLEMENT_COLUMNS)[number], string | number> => {
  const decimal = (amount: number) => decimalOf(amount, row.precision, row.currency);
  return {
    Month: row.month, Business: row.businessName, Restaurant: row.restaurantName, Currency: row.currency, Payments: row.count, Total: decimal(row.amount),
    Cash: decimal(row.byType.cash.amount), ePayment: decimal(row.byType.ePayment.amount), Credit: decimal(row.byType.credit.amount),
    "ePayment (sandbox)": decimal(row.byType.ePaymentSandbox.amount),
  };
};
