// Who may touch which stored business resource. Every check uses the businessId of the STORED
// record (its read model row, written in the same transaction as its events), never one from
// the request body (spec 1 §6; ARCHITECTURE §2.5).
// Decisions where the spec is silent:
// - A record the caller may not even read answers as missing (404 with the area's message), so
//   ids of other tenants are not confirmed; a readable record the caller may not change is 403
//   'You are not allowed to do this'.
// - "Provider-level" means allowed without any business scope (admin, or staff with a level-0
//   grant): provider updates of a business, licences, payout reviews, the agent list.
import type { Action, SubjectName } from "../../../domain/auth/permissions";
import { canIn, canOn } from "../../../domain/auth/abilityChecks";
import { BUSINESS_NOT_FOUND } from "../../../domain/business/business";
import { BUSINESSES_TABLE } from "../../../domain/business/businesses.projection";
import { INVALID_RESTAURANT } from "../../../domain/business/restaurant";
import { RESTAURANTS_TABLE } from "../../../domain/business/restaurants.projection";
import { DomainError } from "../../../domain/engine/decider";
import type { Row } from "../../../domain/engine/projection";
import type { Caller } from "./caller";

export const FORBIDDEN = "You are not allowed to do this";

export const forbidUnless = (allowed: boolean): void => {
  if (!allowed) throw new DomainError(FORBIDDEN, 403);
};

/** Allowed without a business scope: the provider's own rights. */
export const isProvider = (caller: Caller, action: Action, subject: Exclude<SubjectName, "all">): boolean =>
  canOn(caller.user.ability, action, subject, {});

const businessFields = (row: Row) => ({
  businessId: String(row.id),
  ...(typeof row.agentId === "string" ? { agentId: row.agentId } : {}),
});

export const canReadBusinessRow = (caller: Caller, row: Row): boolean =>
  canOn(caller.user.ability, "read", "Business", businessFields(row));

/** The business row the caller may read, else 404 (by default 'Business not found'). */
export const readableBusiness = async (caller: Caller, businessId: string, notFound = BUSINESS_NOT_FOUND): Promise<Row> => {
  const row = await caller.engine.readModels.get(BUSINESSES_TABLE, businessId);
  if (row === undefined || !canReadBusinessRow(caller, row)) throw new DomainError(notFound, 404);
  return row;
};

/** The business row the caller may act on with `action` over `subject`, else 404 or 403. */
export const businessFor = async (
  caller: Caller,
  businessId: string,
  action: Action,
  subject: Exclude<SubjectName, "all">,
  notFound = BUSINESS_NOT_FOUND,
): Promise<Row> => {
  const row = await readableBusiness(caller, businessId, notFound);
  const ability = caller.user.ability;
  forbidUnless(subject === "Business" ? canOn(ability, action, "Business", businessFields(row)) : canIn(ability, action, subject, businessId));
  return row;
};

/** The restaurant row the caller may read, else 404 'Invalid restaurant'. */
export const readableRestaurant = async (caller: Caller, restaurantId: string): Promise<Row> => {
  const row = await caller.engine.readModels.get(RESTAURANTS_TABLE, restaurantId);
  if (row === undefined || !canIn(caller.user.ability, "read", "Restaurant", String(row.businessId))) {
    throw new DomainError(INVALID_RESTAURANT, 404);
  }
  return row;
};

/** The restaurant row the caller may act on with `action`, else 404 or 403. */
export const restaurantFor = async (caller: Caller, restaurantId: string, action: Action): Promise<Row> => {
  const row = await readableRestaurant(caller, restaurantId);
  forbidUnless(canIn(caller.user.ability, action, "Restaurant", String(row.businessId)));
  return row;
};
