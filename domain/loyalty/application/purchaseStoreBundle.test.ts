import { beforeEach, describe, expect, it } from "vitest";
import { AS_OWNER, type LoyaltyEngine, deleteVoucher, givenMember, givenProgramme, givenRewardVoucher, givenStore, loyaltyEngine } from "../../../tests/support/loyaltyEngine";
import { VOUCHER_CLAIMS_TABLE } from "../../marketing/vouchers.projection";
import { MEMBERS_TABLE } from "../member/members.projection";
import { purchaseStoreBundle } from "./purchaseStoreBundle";

const BUSINESS = "b".repeat(24);
const REWARD = "a".repeat(24);
let world: LoyaltyEngine;
let memberId: string;
let bundleId: string;

beforeEach(async () => {
  world = loyaltyEngine();
  await givenProgramme(world.engine, BUSINESS);
  await givenRewardVoucher(world.engine, BUSINESS, REWARD);
  bundleId = await givenStore(world.engine, BUSINESS, [{ name: "Top up 20", price: 20, credit: { normal: 20 }, vouchers: [REWARD] }]);
  memberId = await givenMember(world.engine, BUSINESS, "+60123450031");
});

describe("purchaseStoreBundle", () => {
  it("records the purchase, its credit and the bundle's voucher claims in one unit", async () => {
    const { purchaseId, rewardClaims } = await purchaseStoreBundle(world.engine, { businessId: BUSINESS, memberId }, { bundleId }, AS_OWNER);
    expect(rewardClaims).toEqual({ assigned: [{ voucherId: REWARD, claimId: expect.any(String) }], failed: [] });
    expect(await world.engine.readModels.get(MEMBERS_TABLE, memberId)).toMatchObject({ balance: 2000 });
    const claims = await world.engine.readModels.list(VOUCHER_CLAIMS_TABLE, { where: { memberId } });
    expect(claims.rows.map((c) => c.voucherId)).toEqual([REWARD]);
    const unit = (await world.engine.store.readAll()).filter((e) => e.type === "StorePurchased" || e.type === "ClaimsAssigned");
    expect(unit.map((e) => e.meta.correlationId)).toEqual([unit[0]?.meta.correlationId, unit[0]?.meta.correlationId]);
    expect(purchaseId).toEqual(expect.any(String));
  });

  it("keeps the purchase when a bundle voucher is gone, and says which", async () => {
    await deleteVoucher(world.engine, REWARD);
    const { rewardClaims } = await purchaseStoreBundle(world.engine, { businessId: BUSINESS, memberId }, { bundleId }, AS_OWNER);
    expect(rewardClaims).toEqual({ assigned: [], failed: [{ voucherId: REWARD, message: "Voucher not found" }] });
    expect(await world.engine.readModels.get(MEMBERS_TABLE, memberId)).toMatchObject({ balance: 2000 });
  });

  it("refuses an unknown bundle or another business's restaurant, writing nothing", async () => {
    const before = await world.eventCount();
    await expect(purchaseStoreBundle(world.engine, { businessId: BUSINESS, memberId }, { bundleId: "nope" }, AS_OWNER)).rejects.toMatchObject({ status: 404 });
    await expect(purchaseStoreBundle(world.engine, { businessId: BUSINESS, memberId }, { bundleId, restaurantId: "r".repeat(24) }, AS_OWNER))
      .rejects.toMatchObject({ message: "Invalid restaurant", status: 404 });
    expect(await world.eventCount()).toBe(before);
  });
});
