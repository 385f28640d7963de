import { subject } from "@casl/ability";
import { describe, expect, it } from "vitest";
import { type PermissionRecord, businessSubjects, defineAbilityFor } from "./permissions";
import { canIn, canOn } from "./abilityChecks";
import { flagsFor } from "./roleFlags";
import type { UserClaims } from "./roles";

const user = (patch: Partial<UserClaims> = {}): UserClaims => ({ userId: "u1", roles: [], agentIds: [], ...patch });
const ownerOf = (businessId: string, userId = "u1"): PermissionRecord =>
  ({ level: 1, userId, businessId, owner: true, grants: [] });

describe("tenant isolation", () => {
  const ability = defineAbilityFor(user(), [ownerOf("A")]);
  it("an owner of A manages every subject of A", () => {
    for (const s of businessSubjects) {
      for (const action of ["read", "update", "create", "delete"] as const) expect(canIn(ability, action, s, "A")).toBe(true);
    }
  });
  it("an owner of A can neither read nor update anything of B", () => {
    for (const s of businessSubjects) {
      expect(canIn(ability, "read", s, "B")).toBe(false);
      expect(canIn(ability, "update", s, "B")).toBe(false);
    }
  });
  it("a subject without a businessId matches no business-scoped rule", () => {
    expect(canOn(ability, "read", "Voucher", {})).toBe(false);
    expect(ability.can("read", subject("Voucher", { businessId: "B", name: "V" }))).toBe(false);
  });
  it("ignores records that belong to another user", () => {
    expect(canIn(defineAbilityFor(user(), [ownerOf("A", "u2")]), "read", "Business", "A")).toBe(false);
  });
});

describe("business staff", () => {
  const staff: PermissionRecord = {
    level: 1, userId: "u1", businessId: "A", owner: false,
    grants: [{ action: "manage", subject: "Voucher" }, { action: "read", subject: "Membership" }],
  };
  const ability = defineAbilityFor(user(), [staff]);
  it("acts only on the subjects and actions granted", () => {
    expect(canIn(ability, "delete", "Voucher", "A")).toBe(true);
    expect(canIn(ability, "read", "Membership", "A")).toBe(true);
    expect(canIn(ability, "update", "Membership", "A")).toBe(false);
    expect(canIn(ability, "read", "Menu", "A")).toBe(false);
    expect(canIn(ability, "update", "Role", "A")).toBe(false);
  });
  it("reads the business it belongs to, and nothing of another", () => {
    expect(canIn(ability, "read", "Business", "A")).toBe(true);
    expect(canIn(ability, "update", "Business", "A")).toBe(false);
    expect(canIn(ability, "read", "Voucher", "B")).toBe(false);
  });
});

describe("provider roles", () => {
  it("an admin manages everything, in every business", () => {
    const ability = defineAbilityFor(user({ roles: ["admin"] }), []);
    expect(ability.can("manage", "all")).toBe(true);
    expect(canIn(ability, "delete", "Membership", "any")).toBe(true);
    expect(canOn(ability, "update", "Agent", { agentId: "ag1" })).toBe(true);
  });
  it("provider staff read every business and restaurant, and only what level-0 records add", () => {
    const records: PermissionRecord[] = [{ level: 0, userId: "u1", grants: [{ action: "manage", subject: "Delivery" }] }];
    const ability = defineAbilityFor(user({ roles: ["staff"] }), records);
    expect(canIn(ability, "read", "Business", "X")).toBe(true);
    expect(canIn(ability, "read", "Restaurant", "X")).toBe(true);
    expect(canIn(ability, "update", "Business", "X")).toBe(false);
    expect(canIn(ability, "read", "Voucher", "X")).toBe(false);
    expect(ability.can("update", "Delivery")).toBe(true);
    expect(ability.can("manage", "all")).toBe(false);
  });
  it("level-0 records of a user without a provider role grant nothing", () => {
    const records: PermissionRecord[] = [{ level: 0, userId: "u1", grants: [{ action: "manage", subject: "all" }] }];
    expect(defineAbilityFor(user(), records).can("read", "Business")).toBe(false);
  });
  it("an agent reads the businesses it resells and its own agent records only", () => {
    const ability = defineAbilityFor(user({ agentIds: ["ag1"] }), []);
    expect(canOn(ability, "read", "Business", { businessId: "A", agentId: "ag1" })).toBe(true);
    expect(canOn(ability, "read", "Business", { businessId: "B", agentId: "ag2" })).toBe(false);
    expect(canOn(ability, "update", "Business", { businessId: "A", agentId: "ag1" })).toBe(false);
    expect(canOn(ability, "update", "Agent", { agentId: "ag1" })).toBe(true);
    expect(canOn(ability, "update", "Agent", { agentId: "ag2" })).toBe(false);
  });
});

describe("derived flags (spec 1 §6)", () => {
  it("derives isAdmin, isAdminOrStaff, isAdminOrStaffOrAgent and the switch-user right", () => {
    expect(flagsFor(user({ roles: ["admin"] }))).toMatchObject({ isAdmin: true, isAdminOrStaff: true, canSwitchUser: true });
    expect(flagsFor(user({ roles: ["staff"] }))).toMatchObject({ isAdmin: false, isAdminOrStaff: true, canListenLive: true });
    expect(flagsFor(user({ agentIds: ["ag1"] }))).toMatchObject({ isAgent: true, isAdminOrStaff: false, isAdminOrStaffOrAgent: true });
    expect(flagsFor(user())).toMatchObject({ isAdminOrStaffOrAgent: false, canSwitchUser: false, isDebugUser: false });
    expect(flagsFor(user({ debugBy: "admin1" }))).toMatchObject({ isDebugUser: true, canSwitchUser: true });
  });
});
