// The business aggregate, stream `business-{id}` (language in businessModel.ts): create, the
// owner's profile, the provider's whole update, company legal info, the team, the registry of
// its restaurants, delete. Spec 1 §2-§3, §5-§6.
// Decisions where the spec is silent:
// - The creator becomes the owner. A provider update may hand the business to another user; a
//   team member who becomes owner leaves the team (the owner record covers everything).
// - The business stream lists its restaurants, so the restaurant quota and "delete needs no
//   restaurants left" hold under concurrency: restaurant creation adds the restaurant here
//   ('Business id not found' when there is no business, spec 1 §5) in the same unit of work as
//   its stream (application/createRestaurant.ts).
// - Deleting a business that still has restaurants is 409 'Delete the restaurants of this
//   business first'; a deleted business answers 'Business not found' (404) like a missing one.
// - Whole-document writes (profile, provider update, company, delete) check `rev` (revision.ts).
// - A write that changes nothing appends nothing; the URL's uniqueness is its claim
//   (uniqueClaim.ts), moved in the same unit of work (application/businessUrl.ts).
import { type DecideContext, type Decider, type Decision, accept, reject } from "../engine/decider";
import { isoOf } from "../auth/fields";
import { NO_AGENT, UNLIMITED_QUOTA } from "./businessProfile";
import type { ActiveBusiness, BusinessCommand, BusinessEvent, BusinessState } from "./businessModel";
import { ALREADY_MEMBER, MEMBER_NOT_FOUND, normaliseGrants, sameGrants } from "./team";
import { staleRevision } from "./revision";
import { sameValue } from "./sameValue";

export const BUSINESS_NOT_FOUND = "Business not found";
export const BUSINESS_ID_NOT_FOUND = "Business id not found";
export const BUSINESS_EXISTS = "Business already exists";
export const QUOTA_REACHED = "Restaurant quota reached";
export const RESTAURANTS_LEFT = "Delete the restaurants of this business first";

const evolveActive = (b: ActiveBusiness, event: BusinessEvent): BusinessState => {
  switch (event.type) {
    case "BusinessCreated": return b;
    case "BusinessProfileUpdated": return { ...b, ...event.data };
    case "BusinessSettingsUpdated": return { ...b, menuVersion: event.data.menuVersion, quota: event.data.quota, agent: event.data.agent };
    case "BusinessOwnerChanged": return { ...b, ownerId: event.data.ownerId, team: b.team.filter((m) => m.userId !== event.data.ownerId) };
    case "CompanyUpdated": return { ...b, company: event.data.company };
    case "TeamMemberInvited": return { ...b, team: [...b.team, event.data] };
    case "TeamMemberGrantsChanged":
      return { ...b, team: b.team.map((m) => (m.userId === event.data.userId ? { ...m, grants: event.data.grants } : m)) };
    case "TeamMemberRemoved": return { ...b, team: b.team.filter((m) => m.userId !== event.data.userId) };
    case "RestaurantAdded": return { ...b, restaurantIds: [...b.restaurantIds, event.data.restaurantId] };
    case "RestaurantRemoved": return { ...b, restaurantIds: b.restaurantIds.filter((id) => id !== event.data.restaurantId) };
    case "BusinessDeleted": return { status: "deleted", revision: b.revision };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};

export const evolveBusiness = (state: BusinessState, event: BusinessEvent): BusinessState => {
  const revision = state.revision + 1;
  if (event.type === "BusinessCreated") {
    const { businessId, name, thumbnail, url, menuVersion, ownerId, createdAt } = event.data;
    return {
      status: "active", businessId, name, thumbnail, url, menuVersion, ownerId, createdAt, revision,
      quota: UNLIMITED_QUOTA, agent: NO_AGENT, company: null, team: [], restaurantIds: [],
    };
  }
  if (state.status !== "active") return { ...state, revision };
  return { ...evolveActive(state, event), revision };
};

type Rule<C extends BusinessCommand["type"]> = (
  data: Extract<BusinessCommand, { type: C }>["data"],
  business: ActiveBusiness,
  ctx: DecideContext,
) => Decision<BusinessEvent>;

const profileChange = (data: { name: string; thumbnail: string | null; url: string | null }, b: ActiveBusiness): BusinessEvent[] => {
  const profile = { name: data.name, thumbnail: data.thumbnail, url: data.url };
  return sameValue(profile, { name: b.name, thumbnail: b.thumbnail, url: b.url }) ? [] : [{ type: "BusinessProfileUpdated", data: profile }];
};

const updateProfile: Rule<"UpdateBusinessProfile"> = (data, b) =>
  staleRevision(data.rev, b.revision) ?? accept(...profileChange(data, b));

const updateBusiness: Rule<"UpdateBusiness"> = (data, b) => {
  const stale = staleRevision<BusinessEvent>(data.rev, b.revision);
  if (stale !== null) return stale;
  const settings = { menuVersion: data.menuVersion, quota: data.quota, agent: data.agent };
  const events: BusinessEvent[] = profileChange(data, b);
  if (!sameValue(settings, { menuVersion: b.menuVersion, quota: b.quota, agent: b.agent })) {
    events.push({ type: "BusinessSettingsUpdated", data: settings });
  }
  if (data.ownerId !== b.ownerId) events.push({ type: "BusinessOwnerChanged", data: { previousOwnerId: b.ownerId, ownerId: data.ownerId } });
  return accept(...events);
};

const updateCompany: Rule<"UpdateCompany"> = ({ rev, company }, b) =>
  staleRevision(rev, b.revision) ?? (sameValue(company, b.company) ? accept() : accept({ type: "CompanyUpdated", data: { company } }));

const isMember = (b: ActiveBusiness, userId: string): boolean => b.team.some((m) => m.userId === userId);

const invite: Rule<"InviteTeamMember"> = ({ userId, phoneNumber, grants }, b) =>
  userId === b.ownerId || isMember(b, userId)
    ? reject(ALREADY_MEMBER, 409)
    : accept({ type: "TeamMemberInvited", data: { userId, phoneNumber, grants: normaliseGrants(grants) } });

const changeGrants: Rule<"ChangeMemberGrants"> = ({ userId, grants }, b) => {
  const member = b.team.find((m) => m.userId === userId);
  if (member === undefined) return reject(MEMBER_NOT_FOUND, 404);
  return sameGrants(member.grants, grants) ? accept() : accept({ type: "TeamMemberGrantsChanged", data: { userId, grants: normaliseGrants(grants) } });
};

const removeMember: Rule<"RemoveTeamMember"> = ({ userId }, b) =>
  isMember(b, userId) ? accept({ type: "TeamMemberRemoved", data: { userId } }) : reject(MEMBER_NOT_FOUND, 404);

const addRestaurant: Rule<"AddRestaurant"> = ({ restaurantId }, b) => {
  if (b.restaurantIds.includes(restaurantId)) return accept();
  const cap = b.quota.restaurants;
  if (cap !== null && b.restaurantIds.length >= cap) return reject(QUOTA_REACHED, 409);
  return accept({ type: "RestaurantAdded", data: { restaurantId } });
};

const removeRestaurant: Rule<"RemoveRestaurant"> = ({ restaurantId }, b) =>
  b.restaurantIds.includes(restaurantId) ? accept({ type: "RestaurantRemoved", data: { restaurantId } }) : accept();

const deleteBusiness: Rule<"DeleteBusiness"> = ({ rev }, b, ctx) => {
  const stale = staleRevision<BusinessEvent>(rev, b.revision);
  if (stale !== null) return stale;
  if (b.restaurantIds.length > 0) return reject(RESTAURANTS_LEFT, 409);
  const memberIds = b.team.map((m) => m.userId);
  return accept({ type: "BusinessDeleted", data: { ownerId: b.ownerId, memberIds, deletedAt: isoOf(ctx.now) } });
};

export const decideBusiness = (command: BusinessCommand, state: BusinessState, ctx: DecideContext): Decision<BusinessEvent> => {
  if (command.type === "CreateBusiness") {
    if (state.status !== "none") return reject(BUSINESS_EXISTS, 409);
    return accept({ type: "BusinessCreated", data: { ...command.data, createdAt: isoOf(ctx.now) } });
  }
  if (state.status !== "active") return reject(command.type === "AddRestaurant" ? BUSINESS_ID_NOT_FOUND : BUSINESS_NOT_FOUND, 404);
  switch (command.type) {
    case "UpdateBusinessProfile": return updateProfile(command.data, state, ctx);
    case "UpdateBusiness": return updateBusiness(command.data, state, ctx);
    case "UpdateCompany": return updateCompany(command.data, state, ctx);
    case "InviteTeamMember": return invite(command.data, state, ctx);
    case "ChangeMemberGrants": return changeGrants(command.data, state, ctx);
    case "RemoveTeamMember": return removeMember(command.data, state, ctx);
    case "AddRestaurant": return addRestaurant(command.data, state, ctx);
    case "RemoveRestaurant": return removeRestaurant(command.data, state, ctx);
    case "DeleteBusiness": return deleteBusiness(command.data, state, ctx);
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
};

export const businessDecider: Decider<BusinessState, BusinessCommand, BusinessEvent> = {
  initialState: { status: "none", revision: 0 },
  decide: decideBusiness,
  evolve: evolveBusiness,
};
