// Properties of defineAbilityFor over random claims and permission records: a business-scoped
// check on business X succeeds only when a record of this user grants it on X, or the user has
// a provider role; and every such grant is honoured. Literal sets come from the Schemas.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  Action, BusinessSubject, type PermissionRecord, ProviderSubject, defineAbilityFor,
} from "./permissions";
import { canIn } from "./abilityChecks";
import type { UserClaims } from "./roles";

const businesses = ["A", "B", "C"];
const actionArb = fc.constantFrom(...Action.literals);
const businessSubjectArb = fc.constantFrom(...BusinessSubject.literals);

const recordArb: fc.Arbitrary<PermissionRecord> = fc.oneof(
  fc.record({
    level: fc.constant(1 as const),
    userId: fc.constantFrom("u1", "u2"),
    businessId: fc.constantFrom(...businesses),
    owner: fc.boolean(),
    grants: fc.array(fc.record({ action: actionArb, subject: businessSubjectArb }), { maxLength: 4 }),
  }),
  fc.record({
    level: fc.constant(0 as const),
    userId: fc.constantFrom("u1", "u2"),
    grants: fc.array(fc.record({ action: actionArb, subject: fc.constantFrom(...ProviderSubject.literals) }), { maxLength: 3 }),
  }),
);

const claimsArb: fc.Arbitrary<UserClaims> = fc.record({
  userId: fc.constant("u1"),
  roles: fc.oneof({ weight: 4, arbitrary: fc.constant([]) }, fc.subarray(["admin", "staff"] as const)),
  agentIds: fc.subarray(["ag1", "ag2"]),
});

const checkArb = fc.record({
  action: actionArb,
  subject: businessSubjectArb,
  businessId: fc.constantFrom(...businesses, "D"),
});

type Check = { readonly action: string; readonly subject: string; readonly businessId: string };
const grantCovers = (grant: { action: string; subject: string }, check: Check) =>
  (grant.subject === check.subject || grant.subject === "all") && (grant.action === "manage" || grant.action === check.action);

/** The reference model of a level-1 grant: a record of u1 for X that covers the check. */
const grantsOn = (records: ReadonlyArray<PermissionRecord>, check: Check) =>
  records.some((r) =>
    r.level === 1 && r.userId === "u1" && r.businessId === check.businessId &&
    (r.owner || (check.subject === "Business" && check.action === "read") || r.grants.some((g) => grantCovers(g, check))));

/** The reference model of the provider roles: admin anything; staff reads lists plus level-0 grants. */
const providerAllows = (claims: UserClaims, records: ReadonlyArray<PermissionRecord>, check: Check) =>
  claims.roles.includes("admin") ||
  (claims.roles.includes("staff") &&
    ((check.action === "read" && ["Business", "Restaurant"].includes(check.subject)) ||
      records.some((r) => r.level === 0 && r.userId === "u1" && r.grants.some((g) => grantCovers(g, check)))));

const runs = { numRuns: 1000 };

describe("permission properties", () => {
  it("a check on business X passes only if a record of this user grants it on X, or a provider role", () => {
    fc.assert(fc.property(claimsArb, fc.array(recordArb, { maxLength: 5 }), checkArb, (claims, records, check) => {
      const allowed = canIn(defineAbilityFor(claims, records), check.action, check.subject, check.businessId);
      if (allowed) expect(providerAllows(claims, records, check) || grantsOn(records, check)).toBe(true);
    }), runs);
  });

  it("without a provider role, no record for X means no access to X at all", () => {
    fc.assert(fc.property(fc.array(recordArb, { maxLength: 5 }), checkArb, fc.subarray(["ag1"]), (records, check, agentIds) => {
      const claims: UserClaims = { userId: "u1", roles: [], agentIds };
      const member = records.some((r) => r.level === 1 && r.userId === "u1" && r.businessId === check.businessId);
      if (!member) expect(canIn(defineAbilityFor(claims, records), check.action, check.subject, check.businessId)).toBe(false);
    }), runs);
  });

  it("every grant of a record of this user on X, and every provider right, is honoured", () => {
    fc.assert(fc.property(claimsArb, fc.array(recordArb, { maxLength: 5 }), checkArb, (claims, records, check) => {
      if (grantsOn(records, check) || providerAllows(claims, records, check)) {
        expect(canIn(defineAbilityFor(claims, records), check.action, check.subject, check.businessId)).toBe(true);
      }
    }), runs);
  });
});
