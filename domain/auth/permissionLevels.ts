// The permission levels a client loads to build its ability set (spec 1 §6, §7 `POST
// /permissions/levels/{id}`): level 0 is the provider (rules that hold without any business),
// level 1 is one business. Both are cut from the user's own ability (permissions.ts), so the
// UI's ability and the server's checks can never disagree.
// Decisions where the spec is silent:
// - Level 0 answers every rule not scoped to a business: admin `manage all`, staff reads, an
//   agent's `agentId`-scoped rules, level-0 grants. A business user gets [] there.
// - Level 1 answers the rules that hold inside that business: the unscoped ones (an admin
//   manages every business) and those scoped to it with the `businessId` condition removed,
//   so the client checks plain subjects (`can("update", "Menu")`) within the business it shows.
//   Rules of other businesses never appear.
// - Any other level is 'Permission level not found'.
import type { RawRuleOf } from "@casl/ability";
import type { AppAbility } from "./permissions";

export const PROVIDER_LEVEL = 0;
export const BUSINESS_LEVEL = 1;
export const LEVEL_NOT_FOUND = "Permission level not found";

export type PermissionRule = RawRuleOf<AppAbility>;

type Conditions = Readonly<Record<string, unknown>>;

const conditionsOf = (rule: PermissionRule): Conditions | undefined => rule.conditions as Conditions | undefined;

const withConditions = (rule: PermissionRule, conditions: Conditions | undefined): PermissionRule => {
  const { conditions: _dropped, ...rest } = rule;
  return conditions === undefined || Object.keys(conditions).length === 0 ? rest : { ...rest, conditions } as PermissionRule;
};

/** Level 0: the rules of `ability` that need no business. */
export const providerRules = (ability: AppAbility): ReadonlyArray<PermissionRule> =>
  ability.rules.filter((rule) => conditionsOf(rule)?.businessId === undefined);

/** Level 1: the rules of `ability` inside `businessId`, its scope condition removed. */
export const businessRules = (ability: AppAbility, businessId: string): ReadonlyArray<PermissionRule> =>
  ability.rules.flatMap((rule) => {
    const conditions = conditionsOf(rule);
    if (conditions?.businessId === undefined) return [rule];
    if (conditions.businessId !== businessId) return [];
    const { businessId: _scope, ...rest } = conditions;
    return [withConditions(rule, rest)];
  });
