// The loyalty side of the till (issue 4 item 5; ARCHITECTURE §3):
//   BILL_COMPLETED {billId, memberPhone, total {amount, precision, currency}, items [{productId,
//     quantity, price}], closedAt} → the member's visit, spend, experience, level-ups with their
//     draws, cashback (domain/loyalty/member/memberBills.ts), then the drawn and fixed vouchers
//     become claims (memberRewardClaims.ts)
//   BILL_REFUNDED {billId, memberPhone} → what the bill earned taken back (rewards stay)
// Every bill the member side accepts (or skips as outside the programme) is also recorded for
// the restaurant's receipt report (restaurantBillLog.ts).
// Each billId applies once per member: a repeat appends nothing and answers `applied: false`
// with the member's figures; the reward-claim step runs again (its claim ids are derived, so
// nothing is assigned twice) in case the first attempt stopped before it.
// Decisions where the spec is silent:
// - The member is found by phone in the restaurant's business (memberPhoneClaim.ts); an unknown
//   phone is 404 'Member not found' (the till enrols through POST /membership/members).
// - A restaurant outside the programme's activation locations (targetRestaurant, when not
//   empty) earns nothing: 200 with `applied: false, reason: 'Restaurant not in programme'`.
import { Schema } from "effect";
import { IsoInstant } from "../../../domain/auth/fields";
import { DomainError } from "../../../domain/engine/decider";
import { memberPhoneClaim, memberPhoneStreamId } from "../../../domain/loyalty/member/memberPhoneClaim";
import { MEMBER_NOT_FOUND } from "../../../domain/loyalty/member/member";
import type { ActiveMember, MemberEvent } from "../../../domain/loyalty/member/memberModel";
import { amountOf } from "../../../domain/loyalty/member/creditUnits";
import { Money } from "../../../domain/shared/money";
import { checkPhone, toE164 } from "../../../domain/shared/phone";
import { decodeBody } from "../decodeBody";
import { businessTimeZone } from "../loyalty/businessTimeZone";
import { memberRunner } from "../loyalty/memberCommandRunner";
import { creditPrecisionOf, levelProgrammeOf, loadProgramme } from "../loyalty/memberProgramme";
import { assignRewardClaims } from "../loyalty/memberRewardClaims";
import type { PosEventContext } from "./posEventRoutes";
import { logCompletedBill, logRefundedBill } from "./restaurantBillLog";

export const NOT_IN_PROGRAMME = "Restaurant not in programme";

const BillId = Schema.String.check(Schema.isNonEmpty({ message: "Bill id is required" }));
const MemberPhone = Schema.String.check(Schema.makeFilter((text: string) => checkPhone(text, "MY") ?? true));
const NonNegativeMoney = Money.check(Schema.makeFilter((m: Money) => m.amount >= 0 || "Invalid total"));

const BillCompletedBody = Schema.Struct({
  billId: BillId,
  memberPhone: MemberPhone,
  total: NonNegativeMoney,
  items: Schema.Array(Schema.Struct({
    productId: Schema.String.check(Schema.isNonEmpty({ message: "Product id is required" })),
    quantity: Schema.Finite.check(Schema.isInt({ message: "Invalid quantity" }), Schema.isGreaterThan(0, { message: "Invalid quantity" })),
    price: Money,
  })),
  closedAt: IsoInstant,
});

const BillRefundedBody = Schema.Struct({ billId: BillId, memberPhone: MemberPhone });

const memberIdOf = async (context: PosEventContext, businessId: string, phone: string): Promise<string> => {
  const e164 = toE164(phone) ?? phone;
  const { state } = await context.caller.engine.commands.load(memberPhoneClaim, memberPhoneStreamId(businessId, e164));
  if (state.ownerId === null) throw new DomainError(MEMBER_NOT_FOUND, 404, ["memberPhone"]);
  return state.ownerId;
};

const claimBillRewards = (context: PosEventContext, member: ActiveMember, billId: string) => {
  const bill = member.bills[billId];
  const recipient = { memberId: member.memberId, phoneNumber: member.phoneNumber, name: member.name };
  return assignRewardClaims(context.caller.engine, context.caller.user.userId, context.request.id, recipient, `bill-${billId}`, bill?.rewardIds ?? []);
};

export const billCompleted = async (body: unknown, context: PosEventContext): Promise<unknown> => {
  const input = decodeBody(BillCompletedBody, body);
  const businessId = String(context.restaurant.businessId);
  const restaurantId = String(context.restaurant.id);
  const programme = await loadProgramme(context.caller.engine, businessId);
  if (programme.targetRestaurant.length > 0 && !programme.targetRestaurant.includes(restaurantId)) {
    await logCompletedBill(context, input);
    return { billId: input.billId, applied: false, reason: NOT_IN_PROGRAMME };
  }
  const memberId = await memberIdOf(context, businessId, input.memberPhone);
  const run = memberRunner(context.caller, await businessTimeZone(context.caller.engine.store.readModels, businessId));
  const outcome = await run(memberId, {
    type: "CompleteBill",
    data: {
      billId: input.billId, restaurantId, total: input.total, items: input.items, closedAt: input.closedAt,
      programme: levelProgrammeOf(programme), experiencePerSpent: programme.experiencePerSpent,
      cashback: programme.cashback, creditOneToOne: programme.creditOneToOne,
    },
  });
  if (outcome.state.status !== "active") throw new DomainError(MEMBER_NOT_FOUND, 404);
  const member = outcome.state;
  const events = outcome.events as unknown as ReadonlyArray<MemberEvent>;
  const completed = events.find((e): e is Extract<MemberEvent, { type: "BillCompleted" }> => e.type === "BillCompleted");
  const cashback = events.find((e) => e.type === "CreditTransactionRecorded" && e.data.source === "CASHBACK");
  const rewardClaims = await claimBillRewards(context, member, input.billId);
  await logCompletedBill(context, input);
  return {
    billId: input.billId, memberId, applied: completed !== undefined,
    experienceGained: member.bills[input.billId]?.experienceGained ?? 0,
    level: member.level, experience: member.experience,
    levelUps: completed?.data.levelUps ?? [],
    cashback: cashback?.type === "CreditTransactionRecorded" ? amountOf(cashback.data.free.reduce((t, l) => t + l.amount, 0), creditPrecisionOf(programme)) : 0,
    rewardClaims,
  };
};

export const billRefunded = async (body: unknown, context: PosEventContext): Promise<unknown> => {
  const input = decodeBody(BillRefundedBody, body);
  const businessId = String(context.restaurant.businessId);
  const memberId = await memberIdOf(context, businessId, input.memberPhone);
  const run = memberRunner(context.caller, await businessTimeZone(context.caller.engine.store.readModels, businessId));
  const outcome = await run(memberId, { type: "RefundBill", data: { billId: input.billId, restaurantId: String(context.restaurant.id) } });
  const events = outcome.events as unknown as ReadonlyArray<MemberEvent>;
  const refunded = events.find((e): e is Extract<MemberEvent, { type: "BillRefunded" }> => e.type === "BillRefunded");
  await logRefundedBill(context, input.billId);
  return {
    billId: input.billId, memberId, applied: refunded !== undefined,
    experienceRemoved: refunded?.data.experienceRemoved ?? 0,
    rewardsKept: refunded?.data.rewardsKept ?? [],
    cashbackReversalId: refunded?.data.cashbackReversalId ?? null,
  };
};
