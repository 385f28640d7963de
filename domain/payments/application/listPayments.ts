// Reading the provider admin's Payments (issue 18): a page of transactions, newest first,
// filtered by payment type, source, status, business, restaurant and the period paid; a page of
// one month's settlements, one row per restaurant and currency, filtered by business.
import { Schema } from "effect";
import type { ReadModels } from "../../engine/projection";
import { PAYMENT_SETTLEMENTS_TABLE, PAYMENT_TRANSACTIONS_TABLE } from "../paymentTransactions.projection";
import { type PaymentSource, type PaymentType, SettlementPage, type TransactionStatus, TransactionPage } from "../paymentView";
import { withPlaceNames } from "./placeNames";

export interface TransactionQuery {
  readonly paymentType: PaymentType | null;
  readonly source: PaymentSource | null;
  readonly status: TransactionStatus | null;
  readonly businessId: string | null;
  readonly restaurantId: string | null;
  /** ISO instants: paid at or after `from`, before `to`. */
  readonly from: string | null;
  readonly to: string | null;
  readonly offset: number;
  readonly limit: number;
  readonly totalCap: number;
}

export interface SettlementQuery {
  readonly month: string;
  readonly businessId: string | null;
  readonly offset: number;
  readonly limit: number;
  readonly totalCap: number;
}

const present = (values: Readonly<Record<string, string | null>>): Record<string, string> =>
  Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== null));

export const listTransactions = async (readModels: ReadModels, query: TransactionQuery): Promise<TransactionPage> => {
  const where = present({ paymentType: query.paymentType, source: query.source, status: query.status, businessId: query.businessId, restaurantId: query.restaurantId });
  const range = query.from === null && query.to === null ? {} : {
    range: { field: "at", ...(query.from === null ? {} : { from: query.from }), ...(query.to === null ? {} : { to: query.to }) },
  };
  const { rows, total } = await readModels.list(PAYMENT_TRANSACTIONS_TABLE, {
    where, ...range, orderBy: { field: "at", direction: "desc" }, offset: query.offset, limit: query.limit, totalCap: query.totalCap,
  });
  const named = await withPlaceNames(readModels, rows.map((row) => ({ ...row, restaurantId: String(row.restaurantId), businessId: String(row.businessId) })));
  return Schema.decodeUnknownSync(TransactionPage)({ resources: named, pagination: { totalResources: total } });
};

export const listSettlements = async (readModels: ReadModels, query: SettlementQuery): Promise<SettlementPage> => {
  const { rows, total } = await readModels.list(PAYMENT_SETTLEMENTS_TABLE, {
    where: present({ month: query.month, businessId: query.businessId }), orderBy: { field: "restaurantId", direction: "asc" },
    offset: query.offset, limit: query.limit, totalCap: query.totalCap,
  });
  const named = await withPlaceNames(readModels, rows.map((row) => ({ ...row, restaurantId: String(row.restaurantId), businessId: String(row.businessId) })));
  return Schema.decodeUnknownSync(SettlementPage)({ resources: named, pagination: { totalResources: total } });
};
