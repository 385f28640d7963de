// Owns: the checks that say whether a user may use a back-office feature of one business, each
// the very function its server route calls (spec 3 §2 'Entries the user may not use are hidden';
// ARCHITECTURE §2.5): the UI hides a drawer entry or an action when its check fails, so a user is
// never offered what the server would answer with 403.
// Decisions where the spec is silent:
// - The marketing area's overview opens to a reader of promotions, vouchers or membership (its
//   figures are cut to what the user may read); its marketing-v2 setting needs a reader of
//   promotions or vouchers; the migration needs update on both.
// - Editing the business profile or its company legal info needs update on the Business; adding
//   a restaurant needs create on Restaurant.
import type { Action, AppAbility, BusinessSubject } from "./permissions";
import { canIn } from "./abilityChecks";

/** Whether the user of `ability` may use a feature inside `businessId`. */
export type BusinessAccess = (ability: AppAbility, businessId: string) => boolean;

/** One action on one subject of the business. */
export const rightIn = (action: Action, subject: BusinessSubject): BusinessAccess => (ability, businessId) =>
  canIn(ability, action, subject, businessId);

const anyOf = (...checks: ReadonlyArray<BusinessAccess>): BusinessAccess => (ability, businessId) =>
  checks.some((check) => check(ability, businessId));

const allOf = (...checks: ReadonlyArray<BusinessAccess>): BusinessAccess => (ability, businessId) =>
  checks.every((check) => check(ability, businessId));

export const marketingOverviewAccess: BusinessAccess = anyOf(rightIn("read", "Promotion"), rightIn("read", "Voucher"), rightIn("read", "Membership"));
export const marketingSettingAccess: BusinessAccess = anyOf(rightIn("read", "Promotion"), rightIn("read", "Voucher"));
export const marketingMigrationAccess: BusinessAccess = allOf(rightIn("update", "Promotion"), rightIn("update", "Voucher"));
export const businessEditAccess: BusinessAccess = rightIn("update", "Business");
export const restaurantCreateAccess: BusinessAccess = rightIn("create", "Restaurant");
