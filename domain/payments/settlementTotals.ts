// Owns: a settlement's running totals (issue 18): adding a payment to its restaurant's month, or
// taking it back out when it is declined or refunded, in integer minor units.
// Decision where the spec is silent: a settlement holds one currency at one precision (its key
// names both), so its sums never mix units.
import type { PaymentType, TypeTotals } from "./paymentView";

export interface SettlementTotals {
  readonly count: number;
  readonly amount: number;
  readonly byType: TypeTotals;
}

const ZERO = { count: 0, amount: 0 };
export const EMPTY_TOTALS: SettlementTotals = { count: 0, amount: 0, byType: { cash: ZERO, ePayment: ZERO, credit: ZERO, ePaymentSandbox: ZERO } };

/** The totals with one payment added (`sign` 1) or taken back (`sign` -1). */
export const withPayment = (totals: SettlementTotals, paymentType: PaymentType, amount: number, sign: 1 | -1): SettlementTotals => {
  const type = totals.byType[paymentType];
  return {
    count: totals.count + sign,
    amount: totals.amount + sign * amount,
    byType: { ...totals.byType, [paymentType]: { count: type.count + sign, amount: type.amount + sign * amount } },
  };
};
