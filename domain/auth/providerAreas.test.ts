import { describe, expect, it } from "vitest";
import { type ProviderArea, canUseProviderArea } from "./providerAreas";
import { flagsFor } from "./roleFlags";

const ID = "00000000000000000000000a";
const admin = flagsFor({ userId: ID, roles: ["admin"], agentIds: [] });
const staff = flagsFor({ userId: ID, roles: ["staff"], agentIds: [] });
const agent = flagsFor({ userId: ID, roles: [], agentIds: [ID] });
const owner = flagsFor({ userId: ID, roles: [], agentIds: [] });

const who = (area: ProviderArea) => ({
  admin: canUseProviderArea(admin, area),
  staff: canUseProviderArea(staff, area),
  agent: canUseProviderArea(agent, area),
  owner: canUseProviderArea(owner, area),
});

describe("the admin section's visibility (spec 1 §6)", () => {
  it.each(["agentList", "licenseOrders", "deliveryCompanies", "rewardJob", "payments", "settings"] as const)("%s needs an admin", (area) => {
    expect(who(area)).toEqual({ admin: true, staff: false, agent: false, owner: false });
  });

  it.each(["restaurantTags", "orders", "util"] as const)("%s needs an admin or staff", (area) => {
    expect(who(area)).toEqual({ admin: true, staff: true, agent: false, owner: false });
  });

  it.each(["businessList", "dealerLead", "restaurantList"] as const)("%s needs an admin, staff or agent", (area) => {
    expect(who(area)).toEqual({ admin: true, staff: true, agent: true, owner: false });
  });
});
