import { describe, expect, it } from "vitest";
import { businessEditAccess, marketingMigrationAccess, marketingOverviewAccess, marketingSettingAccess, restaurantCreateAccess } from "./businessAccess";
import { type PermissionRecord, defineAbilityFor } from "./permissions";

const userId = "00000000000000000000000a";
const claims = { userId, roles: [], agentIds: [] };
type Grants = Extract<PermissionRecord, { level: 1 }>["grants"];
const record = (grants: Grants, owner = false): PermissionRecord => ({ level: 1, userId, businessId: "b1", owner, grants });
const menuAndStock = defineAbilityFor(claims, [record([
  { action: "manage", subject: "Menu" },
  { action: "manage", subject: "Stock" },
  { action: "read", subject: "Restaurant" },
  { action: "update", subject: "Restaurant" },
])]);
const checks = [marketingOverviewAccess, marketingSettingAccess, marketingMigrationAccess, businessEditAccess, restaurantCreateAccess];

describe("the feature checks the server and the drawer share", () => {
  it("keep a menu-and-stock team member out of marketing, the business profile and new restaurants", () => {
    expect(checks.map((check) => check(menuAndStock, "b1"))).toEqual([false, false, false, false, false]);
  });

  it("let the owner in, only in their own business", () => {
    const owner = defineAbilityFor(claims, [record([], true)]);
    expect(checks.map((check) => check(owner, "b1"))).toEqual([true, true, true, true, true]);
    expect(checks.map((check) => check(owner, "b2"))).toEqual([false, false, false, false, false]);
  });

  it("open the marketing overview to a loyalty manager, but not the voucher setting", () => {
    const loyalty = defineAbilityFor(claims, [record([{ action: "manage", subject: "Membership" }])]);
    expect([marketingOverviewAccess(loyalty, "b1"), marketingSettingAccess(loyalty, "b1")]).toEqual([true, false]);
  });
});
