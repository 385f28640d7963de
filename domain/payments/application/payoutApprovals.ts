// The provider's payout account approvals (issue 18 "payout account approvals (NEW → PENDING →
// APPROVED)"): restaurants' payout accounts by status, and the provider's review of one.
// The account lives in the restaurant's stream (domain/business/payoutAccount.ts: the owner
// edits it while NEW and submits it, PENDING; only the provider approves it or reopens it), so
// the review is the restaurant decider's ChangePayoutAccount with the reviewer's right; the status
// rule is the one the owner's page and the Machine Lab's payout account machine use.
// Decisions where the spec is silent: reopening an account (back to NEW, for the owner to correct
// it) also switches payouts off, as payouts need an approved account; the list is by restaurant
// name, and 'Restaurant not found' (404) answers a review of a restaurant that is not there.
import { Schema } from "effect";
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { DomainError } from "../../engine/decider";
import type { ReadModels, Row } from "../../engine/projection";
import { changePayoutAccount } from "../../business/application/changePayoutAccount";
import { NEW_PAYOUT_ACCOUNT, type PayoutAccount, type PayoutStatus } from "../../business/payoutAccount";
import { RESTAURANTS_TABLE } from "../../business/restaurants.projection";
import { PayoutAccountPage, PayoutAccountRow } from "../paymentView";
import { withPlaceNames } from "./placeNames";

export const RESTAURANT_NOT_FOUND = "Restaurant not found";

export interface PayoutAccountQuery {
  readonly status: PayoutStatus | null;
  readonly businessId: string | null;
  readonly offset: number;
  readonly limit: number;
  readonly totalCap: number;
}

const accountOf = (row: Row): PayoutAccount => (row.payoutAccount as PayoutAccount | undefined) ?? NEW_PAYOUT_ACCOUNT;

const rowOf = (row: Row) => {
  const { status, enable, account } = accountOf(row);
  return { restaurantId: String(row.id), businessId: String(row.businessId), status, enable, account, _rev: Number(row._rev) };
};

export const listPayoutAccounts = async (readModels: ReadModels, query: PayoutAccountQuery): Promise<PayoutAccountPage> => {
  const where = { ...(query.status === null ? {} : { payoutStatus: query.status }), ...(query.businessId === null ? {} : { businessId: query.businessId }) };
  const { rows, total } = await readModels.list(RESTAURANTS_TABLE, {
    where, orderBy: { field: "name", direction: "asc" }, offset: query.offset, limit: query.limit, totalCap: query.totalCap,
  });
  return Schema.decodeUnknownSync(PayoutAccountPage)({ resources: await withPlaceNames(readModels, rows.map(rowOf)), pagination: { totalResources: total } });
};

export const payoutAccountRow = async (readModels: ReadModels, restaurantId: string): Promise<PayoutAccountRow> => {
  const row = await readModels.get(RESTAURANTS_TABLE, restaurantId);
  if (row === undefined) throw new DomainError(RESTAURANT_NOT_FOUND, 404);
  const [named] = await withPlaceNames(readModels, [rowOf(row)]);
  return Schema.decodeUnknownSync(PayoutAccountRow)(named);
};

export interface PayoutReview {
  readonly restaurantId: string;
  readonly status: "APPROVED" | "NEW";
  readonly rev: number | undefined;
}

/** The provider approves a pending account or reopens one for the owner to correct. */
export const reviewPayoutAccount = async (engine: Engine, { restaurantId, status, rev }: PayoutReview, options: RunOptions): Promise<void> => {
  const row = await engine.readModels.get(RESTAURANTS_TABLE, restaurantId);
  if (row === undefined) throw new DomainError(RESTAURANT_NOT_FOUND, 404);
  const current = accountOf(row);
  const payoutAccount: PayoutAccount = { ...current, status, enable: status === "NEW" ? false : current.enable };
  await changePayoutAccount(engine, { restaurantId, payoutAccount, reviewer: true, rev }, options);
};
