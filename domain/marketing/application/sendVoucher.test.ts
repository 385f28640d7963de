import { beforeEach, describe, expect, it } from "vitest";
import { KEYED, type MarketingShop, OWNER, enrolMember, openMarketingShop, voucherDoc, voucherSnapshot } from "../../../tests/support/marketingShop";
import { VOUCHER_CLAIMS_TABLE } from "../vouchers.projection";
import { createVoucher } from "./createVoucher";
import { sendVoucher } from "./sendVoucher";

let shop: MarketingShop;
let voucherId: string;
beforeEach(async () => {
  shop = await openMarketingShop();
  voucherId = await createVoucher(shop.engine, { businessId: shop.businessId, voucher: voucherDoc("MEMBER_REWARD", { name: "Birthday" }) }, OWNER);
});

const claimsOf = async () => (await shop.engine.readModels.list(VOUCHER_CLAIMS_TABLE, { where: { voucherId } })).rows;

describe("sendVoucher", () => {
  it("gives each member named one assigned claim and says so", async () => {
    const mei = await enrolMember(shop.engine, shop.businessId, "+60129990001", "Mei");
    const ali = await enrolMember(shop.engine, shop.businessId, "+60129990002");
    const sent = await sendVoucher(shop.engine, { businessId: shop.businessId, voucherId, memberIds: [mei, ali, mei] }, OWNER);
    expect(sent).toEqual({ sent: 2, message: "Reward Birthday sent to 2 member(s)" });
    const claims = await claimsOf();
    expect(claims.map((c) => c.memberId).sort()).toEqual([mei, ali].sort());
    expect(claims.find((c) => c.memberId === mei)).toMatchObject({ phoneNumber: "+60129990001", name: "Mei", assigned: true });
  });

  it("refuses a member of another business and sends nothing", async () => {
    const ours = await enrolMember(shop.engine, shop.businessId, "+60129990003");
    const stranger = await enrolMember(shop.engine, shop.otherBusinessId, "+60129990004");
    const before = await voucherSnapshot(shop.engine, voucherId, shop.businessId);
    await expect(sendVoucher(shop.engine, { businessId: shop.businessId, voucherId, memberIds: [ours, stranger] }, OWNER))
      .rejects.toMatchObject({ message: "Member not found", status: 404 });
    expect(await voucherSnapshot(shop.engine, voucherId, shop.businessId)).toEqual(before);
  });

  it("a repeated Idempotency-Key answers the first send and gives nothing more", async () => {
    const mei = await enrolMember(shop.engine, shop.businessId, "+60129990005");
    const first = await sendVoucher(shop.engine, { businessId: shop.businessId, voucherId, memberIds: [mei] }, KEYED("send-voucher:once"));
    const again = await sendVoucher(shop.engine, { businessId: shop.businessId, voucherId, memberIds: [mei] }, KEYED("send-voucher:once"));
    expect(again).toEqual(first);
    expect(await claimsOf()).toHaveLength(1);
  });
});
