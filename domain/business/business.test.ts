import { describe, expect, it } from "vitest";
import { at, given, thenError, thenEvents } from "../auth/deciderSpec";
import { CONFLICT_MESSAGE } from "../engine/commandHandler";
import {
  BUSINESS_EXISTS, BUSINESS_ID_NOT_FOUND, BUSINESS_NOT_FOUND, QUOTA_REACHED, RESTAURANTS_LEFT, businessDecider,
} from "./business";
import type { BusinessCommand, BusinessEvent } from "./businessModel";
import type { Company } from "./company";
import { ALREADY_MEMBER, MEMBER_NOT_FOUND } from "./team";

const T0 = "2025-03-01T08:00:00.000Z";
const T1 = "2025-03-02T08:00:00.000Z";
const profile = { name: "Kopi Kita", thumbnail: null, url: "kopi-kita" };
const created: BusinessEvent = {
  type: "BusinessCreated",
  data: { businessId: "b1", ...profile, menuVersion: "v4", ownerId: "owner", createdAt: T0 },
};
const voucherGrants = [{ action: "manage", subject: "Voucher" }] as const;
const invited: BusinessEvent = {
  type: "TeamMemberInvited",
  data: { userId: "u2", phoneNumber: "+60123456780", grants: voucherGrants },
};
const added = (restaurantId: string): BusinessEvent => ({ type: "RestaurantAdded", data: { restaurantId } });
const company: Company = {
  name: "Kopi Sdn Bhd", regNo: "2019", sstRegNo: "", phoneNo: "+60123456789",
  address: { line1: "1 Jalan", line2: "", city: "KL", postcode: "50450", state: "WP", country: "MY" }, inclusiveTaxes: [],
};

describe("business decider: lifecycle", () => {
  it("creates a business whose creator is the owner", () => {
    const create: BusinessCommand = { type: "CreateBusiness", data: { businessId: "b1", ...profile, menuVersion: "v4", ownerId: "owner" } };
    expect(given(businessDecider, []).when(create, at(T0))).toEqual(thenEvents(created));
    expect(given(businessDecider, [created]).when(create, at(T0))).toEqual(thenError(BUSINESS_EXISTS, 409));
  });

  it("answers 'Business not found' for a missing or deleted business", () => {
    const deleted: BusinessEvent = { type: "BusinessDeleted", data: { ownerId: "owner", memberIds: [], deletedAt: T1 } };
    const rename: BusinessCommand = { type: "UpdateBusinessProfile", data: { ...profile, name: "New" } };
    expect(given(businessDecider, []).when(rename, at(T1))).toEqual(thenError(BUSINESS_NOT_FOUND, 404));
    expect(given(businessDecider, [created, deleted]).when(rename, at(T1))).toEqual(thenError(BUSINESS_NOT_FOUND, 404));
  });

  it("updates the profile, appends nothing when unchanged, and refuses a stale revision", () => {
    const business = given(businessDecider, [created]);
    expect(business.when({ type: "UpdateBusinessProfile", data: { ...profile, name: "Kopi Kita 2", rev: 1 } }, at(T1)))
      .toEqual(thenEvents({ type: "BusinessProfileUpdated", data: { ...profile, name: "Kopi Kita 2" } }));
    expect(business.when({ type: "UpdateBusinessProfile", data: profile }, at(T1))).toEqual(thenEvents());
    expect(business.when({ type: "UpdateBusinessProfile", data: { ...profile, name: "X", rev: 0 } }, at(T1)))
      .toEqual(thenError(CONFLICT_MESSAGE, 409));
  });

  it("lets the provider change menu version, quota, agent and owner; a member who becomes owner leaves the team", () => {
    const update: BusinessCommand = {
      type: "UpdateBusiness",
      data: { ...profile, menuVersion: "v3", ownerId: "u2", quota: { restaurants: 2 }, agent: { agentId: "ag1", isReseller: true } },
    };
    const business = given(businessDecider, [created, invited]);
    expect(business.when(update, at(T1))).toEqual(thenEvents(
      { type: "BusinessSettingsUpdated", data: { menuVersion: "v3", quota: { restaurants: 2 }, agent: { agentId: "ag1", isReseller: true } } },
      { type: "BusinessOwnerChanged", data: { previousOwnerId: "owner", ownerId: "u2" } },
    ));
    const after = given(businessDecider, [created, invited, { type: "BusinessOwnerChanged", data: { previousOwnerId: "owner", ownerId: "u2" } }]);
    expect(after.state).toMatchObject({ ownerId: "u2", team: [], revision: 3 });
  });

  it("stores the company legal info and appends nothing when it is unchanged", () => {
    expect(given(businessDecider, [created]).when({ type: "UpdateCompany", data: { company } }, at(T1)))
      .toEqual(thenEvents({ type: "CompanyUpdated", data: { company } }));
    expect(given(businessDecider, [created, { type: "CompanyUpdated", data: { company } }]).when({ type: "UpdateCompany", data: { company } }, at(T1)))
      .toEqual(thenEvents());
  });

  it("deletes a business with no restaurants, naming who loses access", () => {
    expect(given(businessDecider, [created, invited]).when({ type: "DeleteBusiness", data: {} }, at(T1)))
      .toEqual(thenEvents({ type: "BusinessDeleted", data: { ownerId: "owner", memberIds: ["u2"], deletedAt: T1 } }));
    expect(given(businessDecider, [created, added("r1")]).when({ type: "DeleteBusiness", data: {} }, at(T1)))
      .toEqual(thenError(RESTAURANTS_LEFT, 409));
  });
});

describe("business decider: team", () => {
  it("invites a user with de-duplicated, sorted grants", () => {
    const invite: BusinessCommand = {
      type: "InviteTeamMember",
      data: { userId: "u2", phoneNumber: "+60123456780", grants: [{ action: "manage", subject: "Voucher" }, { action: "manage", subject: "Voucher" }] },
    };
    expect(given(businessDecider, [created]).when(invite, at(T1))).toEqual(thenEvents(invited));
  });

  it("refuses to invite the owner or a member", () => {
    const invite = (userId: string): BusinessCommand => ({ type: "InviteTeamMember", data: { userId, phoneNumber: "+60123456780", grants: [] } });
    expect(given(businessDecider, [created]).when(invite("owner"), at(T1))).toEqual(thenError(ALREADY_MEMBER, 409));
    expect(given(businessDecider, [created, invited]).when(invite("u2"), at(T1))).toEqual(thenError(ALREADY_MEMBER, 409));
  });

  it("changes a member's grants and removes a member; an unknown member is 404", () => {
    const team = given(businessDecider, [created, invited]);
    const grants = [{ action: "read", subject: "Restaurant" }] as const;
    expect(team.when({ type: "ChangeMemberGrants", data: { userId: "u2", grants } }, at(T1)))
      .toEqual(thenEvents({ type: "TeamMemberGrantsChanged", data: { userId: "u2", grants } }));
    expect(team.when({ type: "ChangeMemberGrants", data: { userId: "u2", grants: voucherGrants } }, at(T1)))
      .toEqual(thenEvents());
    expect(team.when({ type: "RemoveTeamMember", data: { userId: "u2" } }, at(T1)))
      .toEqual(thenEvents({ type: "TeamMemberRemoved", data: { userId: "u2" } }));
    expect(team.when({ type: "RemoveTeamMember", data: { userId: "u9" } }, at(T1))).toEqual(thenError(MEMBER_NOT_FOUND, 404));
    expect(team.when({ type: "ChangeMemberGrants", data: { userId: "u9", grants } }, at(T1))).toEqual(thenError(MEMBER_NOT_FOUND, 404));
  });
});

describe("business decider: restaurant registry", () => {
  it("adds a restaurant once and answers 'Business id not found' without a business", () => {
    const add: BusinessCommand = { type: "AddRestaurant", data: { restaurantId: "r1" } };
    expect(given(businessDecider, [created]).when(add, at(T1))).toEqual(thenEvents(added("r1")));
    expect(given(businessDecider, [created, added("r1")]).when(add, at(T1))).toEqual(thenEvents());
    expect(given(businessDecider, []).when(add, at(T1))).toEqual(thenError(BUSINESS_ID_NOT_FOUND, 404));
  });

  it("holds the restaurant quota", () => {
    const quota: BusinessEvent = {
      type: "BusinessSettingsUpdated", data: { menuVersion: "v4", quota: { restaurants: 1 }, agent: { agentId: null, isReseller: false } },
    };
    expect(given(businessDecider, [created, quota, added("r1")]).when({ type: "AddRestaurant", data: { restaurantId: "r2" } }, at(T1)))
      .toEqual(thenError(QUOTA_REACHED, 409));
  });

  it("removes a listed restaurant, and appends nothing for an unknown one", () => {
    const business = given(businessDecider, [created, added("r1")]);
    expect(business.when({ type: "RemoveRestaurant", data: { restaurantId: "r1" } }, at(T1)))
      .toEqual(thenEvents({ type: "RestaurantRemoved", data: { restaurantId: "r1" } }));
    expect(business.when({ type: "RemoveRestaurant", data: { restaurantId: "r2" } }, at(T1))).toEqual(thenEvents());
  });
});
