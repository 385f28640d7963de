import { beforeEach, describe, expect, it } from "vitest";
import { type MarketingShop, OWNER, enrolMember, openMarketingShop, poolVouchers, promotionDoc, voucherDoc } from "../../../tests/support/marketingShop";
import { createPromotion } from "./createPromotion";
import { createVoucher } from "./createVoucher";
import { marketingOverview } from "./marketingOverview";

const EVERY_PART = { promotion: true, voucher: true, membership: true };
let shop: MarketingShop;
beforeEach(async () => {
  shop = await openMarketingShop();
});

describe("marketingOverview (the clock at 2026-01-05)", () => {
  it("counts promotions by status, attraction campaigns, new members and the level-up pool of the business", async () => {
    const promotion = (extra: Record<string, unknown>) => createPromotion(shop.engine, { businessId: shop.businessId, promotion: promotionDoc(extra) }, OWNER);
    await promotion({ start: "2026-01-01" });
    await promotion({ start: "2026-02-01" });
    await promotion({ start: "2025-12-01", end: "2025-12-31" });
    const voucher = (type: Parameters<typeof voucherDoc>[0], extra: Record<string, unknown> = {}) =>
      createVoucher(shop.engine, { businessId: shop.businessId, voucher: voucherDoc(type, extra) }, OWNER);
    await voucher("SIMPLE_CLAIM", { name: "Walk in" });
    await voucher("SIMPLE_CLAIM", { name: "Switched off", disable: true });
    const reward = await voucher("MEMBER_REWARD", { name: "Reward" });
    await poolVouchers(shop.engine, shop.businessId, [reward]);
    await enrolMember(shop.engine, shop.businessId, "+60135100001");
    await enrolMember(shop.engine, shop.otherBusinessId, "+60135100002");
    const answer = await marketingOverview(shop.engine, { businessId: shop.businessId, timeZone: "Asia/Kuala_Lumpur", parts: EVERY_PART });
    expect(answer).toMatchObject({
      promotions: { active: 1, incoming: 1, expired: 1 },
      attractionCampaigns: 1,
      newMemberCount: 1,
      topSpentMember: [],
      levelUpRewardPool: 1,
    });
    expect(answer.mostRedeemedVouchers?.map((v) => v.name)).toEqual(["Reward", "Walk in"]);
  });

  it("leaves the parts not asked for null", async () => {
    const answer = await marketingOverview(shop.engine, { businessId: shop.businessId, timeZone: "Asia/Kuala_Lumpur", parts: { ...EVERY_PART, voucher: false, membership: false } });
    expect(answer).toEqual({
      promotions: { active: 0, incoming: 0, expired: 0 },
      attractionCampaigns: null, mostRedeemedVouchers: null, newMemberCount: null, topSpentMember: null, levelUpRewardPool: null,
    });
  });
});
