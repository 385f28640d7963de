// How the till names a member: by phone, within the business of the restaurant the event came
// from (the phone claim `membership-phone-{businessId}-{e164}`, memberPhoneClaim.ts). An unknown
// phone is 404 'Member not found' (the till enrols through POST /membership/members).
import type { Engine } from "../../engine/commandRunner";
import { DomainError } from "../../engine/decider";
import { toE164 } from "../../shared/phone";
import { MEMBER_NOT_FOUND } from "../member/member";
import { memberPhoneClaim, memberPhoneStreamId } from "../member/memberPhoneClaim";

/** The phone as the till sent it, in E.164 when it parses. */
export const tillPhone = (phone: string): string => toE164(phone) ?? phone;

export const memberIdByPhone = async (engine: Engine, businessId: string, phone: string): Promise<string> => {
  const { state } = await engine.runner.load(memberPhoneClaim, memberPhoneStreamId(businessId, tillPhone(phone)));
  if (state.ownerId === null) throw new DomainError(MEMBER_NOT_FOUND, 404, ["memberPhone"]);
  return state.ownerId;
};
