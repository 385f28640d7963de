// The fixture of the till's application functions and reactions (domain/loyalty/application
// completeBill, refundBill, the bill reactions): the marketing shop (marketingShop.ts: two
// businesses with a restaurant each on the memory store) with a loyalty programme that levels up
// every 10 experience and draws one MEMBER_REWARD voucher, members enrolled with their phone
// claim as enrolment makes it, and the bill bodies as the POS route decodes them.
import { Schema } from "effect";
import { createVoucher } from "../../domain/marketing/application/createVoucher";
import type { RecordedEvent } from "../../domain/engine/events";
import { BillCompletedInput } from "../../domain/loyalty/application/billInput";
import { memberDecider } from "../../domain/loyalty/member/member";
import { memberStreamId } from "../../domain/loyalty/member/memberModel";
import { memberPhoneClaim, memberPhoneStreamId } from "../../domain/loyalty/member/memberPhoneClaim";
import { programmeDecider } from "../../domain/loyalty/programme/programme";
import { programmeStreamId } from "../../domain/loyalty/programme/programmeModel";
import { OnLevelRewardInput } from "../../domain/loyalty/programme/rewards";
import { NewProgrammeInput } from "../../domain/loyalty/programme/settings";
import { type MarketingShop, OWNER, openMarketingShop, voucherDoc } from "./marketingShop";

export interface TillShop extends MarketingShop {
  readonly till: { readonly restaurantId: string; readonly businessId: string };
  readonly rewardVoucherId: string;
}

export const openTillShop = async (programme: Record<string, unknown> = {}): Promise<TillShop> => {
  const shop = await openMarketingShop();
  const { engine, businessId } = shop;
  const rewardVoucherId = await createVoucher(engine, { businessId, voucher: voucherDoc("MEMBER_REWARD", { name: "Free kopi" }) }, OWNER);
  const stream = programmeStreamId(businessId);
  const settings = Schema.decodeUnknownSync(NewProgrammeInput)({ name: "Rewards", url: `rewards-${businessId}`, creditOneToOne: true, baseExpToLevelUp: 10, ...programme });
  await engine.runner.run(programmeDecider, stream, { type: "CreateProgramme", data: { ...settings, businessId } }, OWNER);
  const onLevelReward = Schema.decodeUnknownSync(OnLevelRewardInput)({ vouchers: [{ voucher: rewardVoucherId, minLevel: 0, weight: 1 }], noRewardWeight: 0 });
  await engine.runner.run(programmeDecider, stream, { type: "ReplaceOnLevelReward", data: { onLevelReward } }, OWNER);
  return { ...shop, till: { restaurantId: shop.restaurantId, businessId }, rewardVoucherId };
};

/** A member of the shop's business with its phone claimed, as enrolment makes them. */
export const tillMember = async (shop: TillShop, phoneNumber: string, name: string | null = null): Promise<string> => {
  const { engine, businessId } = shop;
  const memberId = engine.context().newId();
  await engine.runner.transact(async (unit) => {
    await unit.decide(memberPhoneClaim, memberPhoneStreamId(businessId, phoneNumber), { type: "Claim", data: { key: phoneNumber, ownerId: memberId } });
    await unit.decide(memberDecider, memberStreamId(memberId), {
      type: "EnrolMember", data: { memberId, businessId, phoneNumber, name, birthday: null, cardNo: null, onJoinRewardIds: [] },
    });
  }, OWNER);
  return memberId;
};

/** A BILL_COMPLETED body as the route decodes it. */
export const billOf = (billId: string, memberPhone: string, amount = 1250): BillCompletedInput =>
  Schema.decodeUnknownSync(BillCompletedInput)({
    billId, memberPhone,
    total: { amount, precision: 2, currency: "MYR" },
    items: [{ productId: "kopi", quantity: 1, price: { amount, precision: 2, currency: "MYR" } }],
    closedAt: "2026-01-05T07:30:00.000Z",
  });

/** The last event of `type` on the member's stream. */
export const lastMemberEvent = async (shop: TillShop, memberId: string, type: string): Promise<RecordedEvent> => {
  const event = (await shop.engine.store.readStream(memberStreamId(memberId))).events.filter((e) => e.type === type).at(-1);
  if (event === undefined) throw new Error(`No ${type} on member ${memberId}`);
  return event;
};
