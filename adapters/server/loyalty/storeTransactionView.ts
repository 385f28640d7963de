// A store transaction as the API answers it (its Schema: domain/loyalty/store/
// storeTransactionResponse.ts; the UI's StoreTransactionRow): the `store_transactions` row with
// its money as decimals (priceWithTax, totalTax, price) and its status 'Reverted' if reverted,
// otherwise 'Completed'.
import type { Row } from "../../../domain/engine/projection";
import { COMPLETED, REVERTED, type StoreTransactionResponse, storeTransactionAnswerOf } from "../../../domain/loyalty/store/storeTransactionResponse";
import { type Money, toDecimal } from "../../../domain/shared/money";

export const storeTransactionView = (row: Row): StoreTransactionResponse => {
  const price = row.price as Money;
  return storeTransactionAnswerOf({
    ...row,
    currency: price.currency,
    price: toDecimal(price),
    totalTax: toDecimal(row.totalTax as Money),
    priceWithTax: toDecimal(row.priceWithTaxes as Money),
    taxTotals: (row.taxTotals as ReadonlyArray<{ key: string; inclusive: boolean; amount: Money }>).map((line) => ({ ...line, amount: toDecimal(line.amount) })),
    status: row.reverted === true ? REVERTED : COMPLETED,
  });
};
