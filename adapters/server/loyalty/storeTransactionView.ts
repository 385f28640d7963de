// A store transaction as the API answers it (spec 2 §3 Store transaction; the UI's
// StoreTransactionRow): the `store_transactions` row with its money as decimals (priceWithTax,
// totalTax, price) and its status 'Reverted' if reverted, otherwise 'Completed'.
import type { Row } from "../../../domain/engine/projection";
import { type Money, toDecimal } from "../../../domain/shared/money";

export const COMPLETED = "Completed";
export const REVERTED = "Reverted";

export const storeTransactionView = (row: Row): Row => {
  const { month: _, priceWithTaxes, ...shown } = row;
  const price = row.price as Money;
  return {
    ...shown,
    currency: price.currency,
    price: toDecimal(price),
    totalTax: toDecimal(row.totalTax as Money),
    priceWithTax: toDecimal(priceWithTaxes as Money),
    taxTotals: (row.taxTotals as ReadonlyArray<{ key: string; inclusive: boolean; amount: Money }>).map((line) => ({ ...line, amount: toDecimal(line.amount) })),
    status: row.reverted === true ? REVERTED : COMPLETED,
  };
};
