// Enrolling a member (POST /membership/members, the demo and seed data): the phone's claim in the
// business `membership-phone-{businessId}-{e164}` (memberPhoneClaim.ts), the member `member-{id}`
// with the programme's on-join reward recorded, and that reward's voucher claims
// (rewardClaims.ts), all decided in ONE unit of work and appended in one transaction. A crash can
// therefore never leave a phone claimed by no member (which answered 'phoneNumber has constraint'
// while the till got 'Member not found'); a phone already enrolled answers 'phoneNumber has
// constraint' (409) and nothing is written.
// Input as the API decodes it (memberInput.ts EnrolInput): the phone is stored in E.164, a blank
// name is none, the birthday is a date, the card number trimmed.
// The business's time zone is looked up unless `options` names it (a seeder that knows it).
// Decision where the spec is silent: while the programme has an on-join reward, the enrolments
// of the business queue behind each other in this process, as every one of them decides on the
// same voucher streams.
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { toE164 } from "../../shared/phone";
import { memberDecider } from "../member/member";
import { type EnrolInput, birthdayOf } from "../member/memberInput";
import { memberStreamId } from "../member/memberModel";
import { memberPhoneClaim, memberPhoneStreamId } from "../member/memberPhoneClaim";
import { cardNoOf } from "../member/memberUpdate";
import { loadProgramme, programmeIn } from "./activeProgramme";
import { businessTimeZone } from "./businessTimeZone";
import { type RewardClaimOutcome, claimRewards } from "./rewardClaims";

export interface Enrolled {
  readonly memberId: string;
  /** The on-join reward's claims. */
  readonly rewardClaims: RewardClaimOutcome;
}

export const enrolMember = async (engine: Engine, businessId: string, input: EnrolInput, options: RunOptions): Promise<Enrolled> => {
  const phoneNumber = toE164(input.phoneNumber) ?? input.phoneNumber;
  const name = input.name?.trim() || null;
  const birthday = birthdayOf(input.birthday ?? "") ?? null;
  const memberId = engine.context().newId();
  const hasOnJoinReward = (await loadProgramme(engine, businessId)).onJoinReward.vouchers.length > 0;
  const timeZone = options.timeZone ?? (await businessTimeZone(engine.readModels, businessId));
  const outcome = await engine.runner.transact(async (unit): Promise<Enrolled> => {
    const onJoinRewardIds = (await programmeIn(unit, businessId)).onJoinReward.vouchers;
    await unit.decide(memberPhoneClaim, memberPhoneStreamId(businessId, phoneNumber), { type: "Claim", data: { key: phoneNumber, ownerId: memberId } });
    await unit.decide(memberDecider, memberStreamId(memberId), {
      type: "EnrolMember",
      data: { memberId, businessId, phoneNumber, name, birthday, cardNo: cardNoOf(input.cardNo), onJoinRewardIds },
    });
    return { memberId, rewardClaims: await claimRewards(unit, { memberId, phoneNumber, name }, onJoinRewardIds) };
  }, { ...options, timeZone, ...(hasOnJoinReward ? { queueKey: `membership-join-${businessId}` } : {}) });
  return outcome.value;
};
