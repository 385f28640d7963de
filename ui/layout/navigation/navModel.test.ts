import { describe, expect, it } from "vitest";
import { flagsFor } from "../../../domain/auth/roleFlags";
import type { IndexedRoute } from "../../app/routeIndex";
import { activeGroupOf, navGroups } from "./navModel";

const adminOnly = (flags: { isAdmin: boolean }) => flags.isAdmin;
const INDEX: IndexedRoute[] = [
  { path: "/", handle: { name: "home" } },
  { path: "/admin/businesses", handle: { name: "business-list", nav: { group: "Admin", label: "Business list" } } },
  { path: "/admin/agents", handle: { nav: { group: "Admin", label: "Agent list" }, allow: adminOnly } },
  { path: "/b/:businessId", handle: { name: "business-overview", nav: { group: "Business", label: "Overview" } } },
  { path: "/b/:businessId/marketing/voucher", handle: { nav: { group: "Marketing", label: "Voucher" } } },
];

const staff = flagsFor({ userId: "s", roles: ["staff"], agentIds: [] });
const admin = flagsFor({ userId: "a", roles: ["admin"], agentIds: [] });

describe("the drawer's groups", () => {
  it("keeps route order, groups entries, and hides entries whose allow check fails", () => {
    expect(navGroups(INDEX, {}, staff)).toEqual([{ title: "Admin", items: [{ label: "Business list", icon: undefined, path: "/admin/businesses" }] }]);
    expect(navGroups(INDEX, {}, admin)[0]?.items.map((item) => item.label)).toEqual(["Business list", "Agent list"]);
  });

  it("offers business entries only with a business in the address, built with its id", () => {
    const groups = navGroups(INDEX, { businessId: "b1" }, staff);
    expect(groups.map((group) => group.title)).toEqual(["Admin", "Business", "Marketing"]);
    expect(groups[2]?.items[0]?.path).toBe("/b/b1/marketing/voucher");
  });

  it("hides an entry needing a right in the business unless the user holds it", () => {
    const gated: IndexedRoute[] = [
      { path: "/b/:businessId/marketing/loyalty/overview", handle: { nav: { group: "Loyalty", label: "Overview" }, rights: { action: "manage", subject: "Membership" } } },
    ];
    expect(navGroups(gated, { businessId: "b1" }, staff, () => false)).toEqual([]);
    expect(navGroups(gated, { businessId: "b1" }, staff, (right) => typeof right !== "function" && right.subject === "Membership")[0]?.title).toBe("Loyalty");
  });

  it("opens the group of the longest entry the address falls under", () => {
    const groups = navGroups(INDEX, { businessId: "b1" }, staff);
    expect(activeGroupOf(groups, "/b/b1/marketing/voucher/new")).toBe("Marketing");
    expect(activeGroupOf(groups, "/b/b1/restaurants")).toBe("Business");
    expect(activeGroupOf(groups, "/elsewhere")).toBeUndefined();
  });
});
