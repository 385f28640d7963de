// The business aggregate's language, stream `business-{id}`: its events, commands and state
// (decisions in business.ts). Events carry everything their read models need (a deletion names
// who loses access), so projections never replay the stream.
import { Schema } from "effect";
import { Id, IsoInstant, PhoneNumber, message } from "../auth/fields";
import { AgentLink, BusinessUrl, MenuVersion, Quota, Thumbnail } from "./businessProfile";
import { Company } from "./company";
import { Grant, type TeamMember } from "./team";

const Profile = { name: Schema.String, thumbnail: Thumbnail, url: BusinessUrl };

export const BusinessEvent = Schema.Union([
  message("BusinessCreated", { businessId: Id, ...Profile, menuVersion: MenuVersion, ownerId: Id, createdAt: IsoInstant }),
  message("BusinessProfileUpdated", Profile),
  message("BusinessSettingsUpdated", { menuVersion: MenuVersion, quota: Quota, agent: AgentLink }),
  message("BusinessOwnerChanged", { previousOwnerId: Id, ownerId: Id }),
  message("CompanyUpdated", { company: Company }),
  message("TeamMemberInvited", { userId: Id, phoneNumber: PhoneNumber, grants: Schema.Array(Grant) }),
  message("TeamMemberGrantsChanged", { userId: Id, grants: Schema.Array(Grant) }),
  message("TeamMemberRemoved", { userId: Id }),
  message("RestaurantAdded", { restaurantId: Id }),
  message("RestaurantRemoved", { restaurantId: Id }),
  message("BusinessDeleted", { ownerId: Id, memberIds: Schema.Array(Id), deletedAt: IsoInstant }),
]);
export type BusinessEvent = typeof BusinessEvent.Type;

type Profile = { readonly name: string; readonly thumbnail: string | null; readonly url: string | null };
type Rev = { readonly rev?: number | undefined };

export type BusinessCommand =
  | { readonly type: "CreateBusiness"; readonly data: Profile & { readonly businessId: string; readonly menuVersion: MenuVersion; readonly ownerId: string } }
  | { readonly type: "UpdateBusinessProfile"; readonly data: Profile & Rev }
  | { readonly type: "UpdateBusiness"; readonly data: Profile & Rev & { readonly menuVersion: MenuVersion; readonly ownerId: string; readonly quota: Quota; readonly agent: AgentLink } }
  | { readonly type: "UpdateCompany"; readonly data: Rev & { readonly company: Company } }
  | { readonly type: "InviteTeamMember"; readonly data: TeamMember }
  | { readonly type: "ChangeMemberGrants"; readonly data: { readonly userId: string; readonly grants: ReadonlyArray<Grant> } }
  | { readonly type: "RemoveTeamMember"; readonly data: { readonly userId: string } }
  | { readonly type: "AddRestaurant"; readonly data: { readonly restaurantId: string } }
  | { readonly type: "RemoveRestaurant"; readonly data: { readonly restaurantId: string } }
  | { readonly type: "DeleteBusiness"; readonly data: Rev };

export interface ActiveBusiness extends Profile {
  readonly status: "active";
  readonly businessId: string;
  readonly menuVersion: MenuVersion;
  readonly ownerId: string;
  readonly quota: Quota;
  readonly agent: AgentLink;
  readonly company: Company | null;
  readonly team: ReadonlyArray<TeamMember>;
  readonly restaurantIds: ReadonlyArray<string>;
  readonly createdAt: string;
  /** The stream version: the number of events folded (`_rev`). */
  readonly revision: number;
}

export type BusinessState =
  | { readonly status: "none"; readonly revision: number }
  | ActiveBusiness
  | { readonly status: "deleted"; readonly revision: number };

export const businessStreamId = (businessId: string): string => `business-${businessId}`;

const BUSINESS_EVENT_TYPES: ReadonlySet<string> = new Set(BusinessEvent.members.map((member) => member.fields.type.literal));

/** Whether a recorded event is a business event (claim streams share the `business-` prefix). */
export const isBusinessEvent = (event: { readonly type: string }): event is BusinessEvent => BUSINESS_EVENT_TYPES.has(event.type);

/** The business a recorded business event belongs to, from its stream id. */
export const businessIdOfStream = (streamId: string): string => streamId.slice("business-".length);
