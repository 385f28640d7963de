// A business's team (spec 1 §6 'team (permission)'): users invited by phone as staff, each with
// grants {action, subject} over the business subjects of domain/auth/permissions.ts. The owner
// is not a team member: the owner's level-1 record says `owner: true` and manages everything.
// Decisions where the spec is silent:
// - A member is invited by phone (E.164, MY or SG: 'Invalid phone no'); the phone must belong to
//   a registered user, else 'Invalid user' (spec 1 §8), resolved by the server before deciding.
// - Grants are stored de-duplicated and sorted, so equal sets compare equal; an empty set is a
//   member who may only read the business itself.
// - Inviting the owner or a member is 409 'User is already a member'; changing or removing
//   someone who is not a member is 404 'Member not found'.
import { Schema } from "effect";
import { boundedList } from "../shared/inputBounds";
import { Action, BusinessSubject } from "../auth/permissions";
import { PhoneNumberSchema } from "../shared/phoneNumberSchema";

export const ALREADY_MEMBER = "User is already a member";
export const MEMBER_NOT_FOUND = "Member not found";

export const Grant = Schema.Struct({ action: Action, subject: BusinessSubject });
export type Grant = typeof Grant.Type;
/** Every subject × action pair fits well within 100. */
export const Grants = boundedList(Grant, 100, "grants");

/** POST /businesses/{businessId}/team. */
export const InviteMemberInput = Schema.Struct({ phoneNumber: PhoneNumberSchema, grants: Grants });
export type InviteMemberInput = typeof InviteMemberInput.Type;

/** PUT /businesses/{businessId}/team/{userId}. */
export const MemberGrantsInput = Schema.Struct({ grants: Grants });

export interface TeamMember {
  readonly userId: string;
  readonly phoneNumber: string;
  readonly grants: ReadonlyArray<Grant>;
}

const grantKey = (grant: Grant): string => `${grant.subject}:${grant.action}`;

/** The grants de-duplicated and sorted by subject then action. */
export const normaliseGrants = (grants: ReadonlyArray<Grant>): ReadonlyArray<Grant> => {
  const unique = new Map(grants.map((grant) => [grantKey(grant), grant]));
  return [...unique.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, grant]) => grant);
};

export const sameGrants = (a: ReadonlyArray<Grant>, b: ReadonlyArray<Grant>): boolean =>
  normaliseGrants(a).map(grantKey).join() === normaliseGrants(b).map(grantKey).join();
