// Owns: how a member is named on the member screens and in the credit notices
// ('{amount} credit sent to {name} ({phone})'): the member's name, else the display name of its
// user, else its phone; the phone is the current one, else the latest previous one.
// Also the tier and title names a member's indexes and ids stand for in the programme.
import type { Programme } from "../programme/programmeModel";
import { tierLadder } from "../tierDecision";
import type { MemberResponse } from "./memberResponse";

type LoyaltyMember = MemberResponse;
/** What naming needs of a programme: its tiers and titles. */
export type NamingProgramme = Pick<Programme, "tier" | "titles">;

export const phoneOf = (member: LoyaltyMember): string | null =>
  member.phoneNumber ?? member.user.phoneNumber ?? member.user.prevPhoneNumbers.at(-1) ?? null;

export const nameOf = (member: LoyaltyMember): string => member.name ?? member.user.displayName ?? phoneOf(member) ?? "";

export const tierNameOf = (programme: NamingProgramme, member: Pick<LoyaltyMember, "tier">): string =>
  tierLadder(programme.tier)[member.tier]?.name ?? "";

export const titleNameOf = (programme: NamingProgramme, titleId: string): string =>
  programme.titles.find((title) => title.id === titleId)?.name ?? titleId;
