// What a user may do, as a CASL ability built from their claims (roles.ts) and permission
// records (spec 1 §3 subjects and actions, §6 levels): level 0 = provider, level 1 = one business.
// Every business-scoped rule carries the condition `{ businessId }`, so a user of business A can
// never act on business B: the server checks instances, `canIn(ability, "update", "Voucher", id)`,
// with the businessId of the stored resource (never one taken from the request body).
// Decisions where the spec is silent (it says "the exact role-to-screen mapping is not shown"):
// - admin: manage all. staff: read every Business and Restaurant (business and restaurant lists,
//   spec 1 §6) plus whatever its level-0 records grant. Level-0 records of a user without a
//   provider role are ignored (a provider grant must not leak to a business user).
// - agent (at least one agent record): read the businesses it resells and read/update its own
//   agent records, both by the `agentId` condition. A Business subject carries `agentId` when it
//   has one; an Agent subject carries its own id as `agentId`.
// - level 1: `owner` manages every business subject of that business; each grant gives its
//   action on its subject of that business; any level-1 record lets the user read the Business
//   itself (its name in the header, its entry in `/my/businesses`).
// - Subject names are PascalCase (CASL's convention): "Business" is the business profile,
//   "Permission" is the team (spec 1 §6 'team (permission)'), "Role" the role definitions.
// - Records of another user (record.userId !== claims.userId) are ignored.
// The checks made with an ability (canIn, canOn) are abilityChecks.ts, apart from this module's
// Schemas so that the route table's rights (businessAccess.ts) stay off the first load (issue 14).
import { AbilityBuilder, type MongoAbility, createMongoAbility } from "@casl/ability";
import { Schema } from "effect";
import { Id } from "./fields";
import { flagsFor } from "./roleFlags";
import type { UserClaims } from "./roles";

export const Action = Schema.Literals(["manage", "create", "read", "update", "delete"]);
export type Action = typeof Action.Type;

export const BusinessSubject = Schema.Literals([
  "Business", "Restaurant", "Menu", "Promotion", "Voucher", "Membership", "Stock", "Permission", "Role",
]);
export type BusinessSubject = typeof BusinessSubject.Type;
export const businessSubjects: ReadonlyArray<BusinessSubject> = BusinessSubject.literals;

export const ProviderSubject = Schema.Literals(["all", "Business", "Restaurant", "Delivery", "Agent"]);
export type ProviderSubject = typeof ProviderSubject.Type;

export type SubjectName = BusinessSubject | ProviderSubject;
/** A subject instance: `subject("Voucher", { businessId })`; scoping fields are optional. */
export type SubjectRecord = { readonly businessId?: string; readonly agentId?: string };

export const PermissionRecord = Schema.Union([
  Schema.Struct({
    level: Schema.Literal(0),
    userId: Id,
    grants: Schema.Array(Schema.Struct({ action: Action, subject: ProviderSubject })),
  }),
  Schema.Struct({
    level: Schema.Literal(1),
    userId: Id,
    businessId: Id,
    owner: Schema.Boolean,
    grants: Schema.Array(Schema.Struct({ action: Action, subject: BusinessSubject })),
  }),
]);
export type PermissionRecord = typeof PermissionRecord.Type;

export type AppAbility = MongoAbility<[Action, SubjectName | SubjectRecord]>;

export const defineAbilityFor = (
  claims: UserClaims,
  records: ReadonlyArray<PermissionRecord>,
): AppAbility => {
  const { can, build } = new AbilityBuilder<AppAbility>(createMongoAbility);
  const flags = flagsFor(claims);
  if (flags.isAdmin) can("manage", "all");
  if (flags.isStaff) can("read", ["Business", "Restaurant"]);
  if (flags.isAgent) {
    const agentId = { $in: [...claims.agentIds] };
    can("read", "Business", { agentId });
    can(["read", "update"], "Agent", { agentId });
  }
  for (const record of records) {
    if (record.userId !== claims.userId) continue;
    if (record.level === 0) {
      if (!flags.isAdminOrStaff) continue;
      for (const grant of record.grants) can(grant.action, grant.subject);
      continue;
    }
    const scope = { businessId: record.businessId };
    can("read", "Business", scope);
    if (record.owner) can("manage", [...businessSubjects], scope);
    for (const grant of record.grants) can(grant.action, grant.subject, scope);
  }
  return build();
};

/** The read-model table of PermissionRecord rows (key `${userId}:${businessId}` for level 1),
 *  written by the business projections and read by the server on every authenticated request. */
export const PERMISSION_RECORDS_TABLE = "permission_records";
