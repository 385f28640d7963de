// The marketing overview's figures (spec 3 §1, §3 "Overview summary") over HTTP: promotion
// counts by status, attraction campaigns, most redeemed vouchers (at most 9), new members this
// month, top spent members and the level-up reward pool; parts hidden (null) without the right
// to read their subject; another tenant's business answers 404 and its figures stay its own.
// The harness clock is 2026-01-05T08:00Z (16:00 in Kuala Lumpur).
import { beforeAll, describe, expect, it } from "vitest";
import { signUp } from "./businessHarness";
import { type MemberWorld, enrol, memberReward, openMemberShop, startMemberWorld } from "./loyaltyMembersHarness";
import { billPromotion } from "./promotionHarness";
import { voucherBody } from "./voucherHarness";

let world: MemberWorld;
let rewardId: string;
const overview = (businessId: string) => `/businesses/${businessId}/marketing/overview`;

beforeAll(async () => {
  world = await startMemberWorld();
  rewardId = String((await memberReward(world)).id);
  await world.owner.ok("PUT", world.path("/on-level-reward"), { vouchers: [{ voucher: rewardId, weight: 1 }], noRewardWeight: 1 });
  const promotions = `/businesses/${world.businessId}/promotions`;
  await world.owner.ok("POST", promotions, billPromotion("Daily", { start: "2026-01-01", end: null }));
  await world.owner.ok("POST", promotions, billPromotion("Later", { start: "2026-02-01" }));
  await world.owner.ok("POST", promotions, billPromotion("Over", { start: "2025-12-01", end: "2025-12-31" }));
  const vouchers = `/businesses/${world.businessId}/vouchers`;
  await world.owner.ok("POST", vouchers, voucherBody("SIMPLE_CLAIM", { name: "Walk in" }));
  await world.owner.ok("POST", vouchers, voucherBody("SIMPLE_CLAIM", { name: "Switched off", disable: true }));
  await world.owner.ok("POST", vouchers, voucherBody("SIMPLE_CLAIM", { name: "Last year", validSince: "2025-01-01", validFor: 1 }));
  await enrol(world, "+60135100001", { name: "Aina" });
  await enrol(world, "+60135100002", { name: "Badrul" });
  await world.owner.ok("POST", `/restaurants/${world.restaurantId}/pos-event`, {
    type: "BILL_COMPLETED", billId: "B-1", memberPhone: "+60135100002",
    total: { amount: 4250, precision: 2, currency: "MYR" },
    items: [{ productId: "kopi", quantity: 1, price: { amount: 4250, precision: 2, currency: "MYR" } }],
    closedAt: "2026-01-05T07:30:00.000Z",
  });
});

describe("the marketing overview", () => {
  it("answers the counts, the top spent members, the most redeemed vouchers and the pool", async () => {
    const answer = await world.owner.ok("GET", overview(world.businessId));
    expect(answer.promotions).toEqual({ active: 1, expired: 1, incoming: 1 });
    expect(answer.attractionCampaigns).toBe(1);
    expect(answer.newMemberCount).toBe(2);
    expect(answer.levelUpRewardPool).toBe(1);
    expect(answer.topSpentMember).toEqual([
      { id: expect.any(String), name: "Badrul", phoneNumber: "+60135100002", totalSpent: { amount: 4250, precision: 2, currency: "MYR" } },
    ]);
    const names = answer.mostRedeemedVouchers.map((v: { name: string }) => v.name);
    expect(names).not.toContain("Switched off");
    expect(names).toEqual(expect.arrayContaining(["Walk in", "Last year", "Free kopi"]));
    expect(answer.mostRedeemedVouchers[0]).toMatchObject({ id: expect.any(String), type: expect.any(String), status: expect.any(String), currentClaim: expect.any(Number), currentRedeem: expect.any(Number) });
  });

  it("shows at most 9 vouchers", async () => {
    for (let index = 0; index < 9; index += 1) {
      await world.owner.ok("POST", `/businesses/${world.businessId}/vouchers`, voucherBody("AFTER_SALES", { name: `Extra ${index}` }));
    }
    expect((await world.owner.ok("GET", overview(world.businessId))).mostRedeemedVouchers).toHaveLength(9);
  });

  it("hides the parts a team member may not read, and refuses one with no marketing or loyalty right", async () => {
    const reader = await signUp(world.harness, "+60135100010");
    await world.owner.ok("POST", `/businesses/${world.businessId}/team`, { phoneNumber: reader.phoneNumber, grants: [{ action: "read", subject: "Promotion" }] });
    expect(await reader.ok("GET", overview(world.businessId))).toEqual({
      promotions: { active: 1, expired: 1, incoming: 1 },
      attractionCampaigns: null, mostRedeemedVouchers: null, newMemberCount: null, topSpentMember: null, levelUpRewardPool: null,
    });
    const stocker = await signUp(world.harness, "+60135100011");
    await world.owner.ok("POST", `/businesses/${world.businessId}/team`, { phoneNumber: stocker.phoneNumber, grants: [{ action: "read", subject: "Stock" }] });
    const refused = await stocker.send("GET", overview(world.businessId));
    expect([refused.statusCode, refused.json().message]).toEqual([403, "You are not allowed to do this"]);
  });

  it("keeps each business's figures its own", async () => {
    const other = await openMemberShop(world.harness, "+60135100020");
    const stranger = await other.owner.send("GET", overview(world.businessId));
    expect([stranger.statusCode, stranger.json().message]).toEqual([404, "Business not found"]);
    expect(await other.owner.ok("GET", overview(other.businessId))).toEqual({
      promotions: { active: 0, expired: 0, incoming: 0 },
      attractionCampaigns: 0, mostRedeemedVouchers: [], newMemberCount: 0, topSpentMember: [], levelUpRewardPool: 0,
    });
    const noToken = await world.harness.app.inject({ method: "GET", url: `/api/v2${overview(world.businessId)}` });
    expect([noToken.statusCode, noToken.json().message]).toEqual([401, "Unauthorized request"]);
  });
});
