// Owns: how a member is named on the member screens and in the credit notices
// ('{amount} credit sent to {name} ({phone})'): the member's name, else the display name of its
// user, else its phone; the phone is the current one, else the latest previous one.
// Also the tier and title names a member's indexes and ids stand for in the programme.
import { tierLadder } from "../../../domain/loyalty/tierDecision";
import type { LoyaltyMember } from "../../ports/loyaltyMembersPort";
import type { LoyaltyProgramme } from "../../ports/loyaltyPort";

export const phoneOf = (member: LoyaltyMember): string | null =>
  member.phoneNumber ?? member.user.phoneNumber ?? member.user.prevPhoneNumbers.at(-1) ?? null;

export const nameOf = (member: LoyaltyMember): string => member.name ?? member.user.displayName ?? phoneOf(member) ?? "";

export const tierNameOf = (programme: LoyaltyProgramme, member: Pick<LoyaltyMember, "tier">): string =>
  tierLadder(programme.tier)[member.tier]?.name ?? "";

export const titleNameOf = (programme: LoyaltyProgramme, titleId: string): string =>
  programme.titles.find((title) => title.id === titleId)?.name ?? titleId;
