// Owns: the provider admin's Payments as the API answers them (issue 18 "Payments: transactions
// ... and settlements with totals per restaurant and period, payout account approvals"): the
// response Schemas the server encodes and the UI's client decodes strictly.
// - A transaction is one payment the system recorded: a platform order (its payment type as the
//   platform reported it) or a till bill (paymentTransactions.projection.ts says why cash).
//   `status` PAID counts in its settlement; DECLINED (an order declined or cancelled), REFUNDED
//   (a bill refunded) and PENDING (an online order not paid yet) do not.
// - A settlement is one restaurant's month in one currency: how many payments and how much, in
//   total and per payment type, in integer minor units at `precision`.
// - A payout account row is a restaurant's account (domain/business/payoutAccount.ts) as the
//   provider reviews it.
import { Schema } from "effect";
import { BankAccount, PayoutStatus } from "../business/payoutAccount";
import { PaymentType } from "../orders/order";

export { PaymentType };
export const PAYMENT_TYPES: ReadonlyArray<typeof PaymentType.Type> = PaymentType.literals;

export const PaymentSource = Schema.Literals(["order", "bill"]);
export type PaymentSource = typeof PaymentSource.Type;
export const TransactionStatus = Schema.Literals(["PAID", "PENDING", "DECLINED", "REFUNDED"]);
export type TransactionStatus = typeof TransactionStatus.Type;

export const PaymentTransaction = Schema.Struct({
  id: Schema.String,
  source: PaymentSource,
  /** The platform's short order number, or the till's bill id. */
  reference: Schema.String,
  businessId: Schema.String,
  businessName: Schema.String,
  restaurantId: Schema.String,
  restaurantName: Schema.String,
  paymentType: PaymentType,
  amount: Schema.Int,
  currency: Schema.String,
  precision: Schema.Int,
  /** When it was paid: the order placed, the bill closed (ISO instant). */
  at: Schema.String,
  /** Its settlement month in the restaurant's time zone. */
  month: Schema.String,
  status: TransactionStatus,
});
export type PaymentTransaction = typeof PaymentTransaction.Type;

export const TypeTotal = Schema.Struct({ count: Schema.Int, amount: Schema.Int });
export type TypeTotal = typeof TypeTotal.Type;
export const TypeTotals = Schema.Struct({ cash: TypeTotal, ePayment: TypeTotal, credit: TypeTotal, ePaymentSandbox: TypeTotal });
export type TypeTotals = typeof TypeTotals.Type;

export const Settlement = Schema.Struct({
  id: Schema.String,
  restaurantId: Schema.String,
  restaurantName: Schema.String,
  businessId: Schema.String,
  businessName: Schema.String,
  month: Schema.String,
  currency: Schema.String,
  precision: Schema.Int,
  count: Schema.Int,
  amount: Schema.Int,
  byType: TypeTotals,
});
export type Settlement = typeof Settlement.Type;

export const PayoutAccountRow = Schema.Struct({
  restaurantId: Schema.String,
  restaurantName: Schema.String,
  businessId: Schema.String,
  businessName: Schema.String,
  status: PayoutStatus,
  enable: Schema.Boolean,
  account: Schema.NullOr(BankAccount),
  /** The restaurant's version, for the review's `_rev`. */
  _rev: Schema.Int,
});
export type PayoutAccountRow = typeof PayoutAccountRow.Type;

const pageOf = <S extends Schema.Top>(row: S) => Schema.Struct({ resources: Schema.Array(row), pagination: Schema.Struct({ totalResources: Schema.Number }) });
export const TransactionPage = pageOf(PaymentTransaction);
export type TransactionPage = typeof TransactionPage.Type;
export const SettlementPage = pageOf(Settlement);
export type SettlementPage = typeof SettlementPage.Type;
export const PayoutAccountPage = pageOf(PayoutAccountRow);
export type PayoutAccountPage = typeof PayoutAccountPage.Type;
