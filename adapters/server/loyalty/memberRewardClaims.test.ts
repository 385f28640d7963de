// The bill's reward-claims reaction: the vouchers a bill's level-ups drew become the member's
// claims once, under the ids the till was answered; a voucher that refuses its claim (here: not
// a MEMBER_REWARD) is a refusal note and the others are still assigned.
import { beforeEach, describe, expect, it } from "vitest";
import { OWNER, voucherDoc } from "../../../tests/support/marketingShop";
import { type TillShop, billOf, lastMemberEvent, openTillShop, tillMember } from "../../../tests/support/tillShop";
import { reactionRunOptions } from "../../../domain/engine/reaction";
import { completeBill } from "../../../domain/loyalty/application/completeBill";
import { programmeDecider } from "../../../domain/loyalty/programme/programme";
import { programmeStreamId } from "../../../domain/loyalty/programme/programmeModel";
import { createVoucher } from "../../../domain/marketing/application/createVoucher";
import { VOUCHER_CLAIMS_TABLE } from "../../../domain/marketing/vouchers.projection";
import { billRewardClaims, billRewardClaimsReaction } from "./memberRewardClaims";

let shop: TillShop;
beforeEach(async () => {
  shop = await openTillShop();
});

const react = async (memberId: string) => {
  const event = await lastMemberEvent(shop, memberId, "BillCompleted");
  return billRewardClaimsReaction.handle(event, shop.engine, reactionRunOptions(billRewardClaimsReaction.name, event));
};
const claimsOf = async (memberId: string) =>
  (await shop.engine.readModels.list(VOUCHER_CLAIMS_TABLE, { where: { memberId } })).rows.map((c) => ({ voucherId: c.voucherId, claimId: c.id }));

describe("billRewardClaimsReaction", () => {
  it("assigns the drawn vouchers once, under the claim ids the till was answered", async () => {
    const memberId = await tillMember(shop, "+60135600001", "Mei");
    const answer = await completeBill(shop.engine, shop.till, billOf("W-1", "+60135600001"), OWNER);
    if (!("memberId" in answer)) throw new Error("The bill was not applied");
    expect(await react(memberId)).toEqual([]);
    expect(await react(memberId)).toEqual([]);
    expect(await claimsOf(memberId)).toEqual(billRewardClaims(memberId, "W-1", answer.rewardIds).assigned);
  });

  it("notes a voucher that refuses its claim and assigns the others", async () => {
    const notReward = await createVoucher(shop.engine, { businessId: shop.businessId, voucher: voucherDoc("SIMPLE_CLAIM") }, OWNER);
    const memberId = await tillMember(shop, "+60135600002");
    await shop.engine.runner.run(programmeDecider, programmeStreamId(shop.businessId), {
      type: "ReplaceOnLevelReward", data: { onLevelReward: { vouchers: [], fixVouchers: [{ level: 1, voucher: notReward }, { level: 1, voucher: shop.rewardVoucherId }] } },
    }, OWNER);
    await completeBill(shop.engine, shop.till, billOf("W-2", "+60135600002"), OWNER);
    const notes = await react(memberId);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(new RegExp(`^Voucher ${notReward} for bill W-2: `));
    expect((await claimsOf(memberId)).map((c) => c.voucherId)).toEqual([shop.rewardVoucherId]);
  });
});
