import { describe, expect, it } from "vitest";
import { AS_OWNER, givenMember, givenProgramme, givenStore, loyaltyEngine } from "../../../tests/support/loyaltyEngine";
import { MEMBERS_TABLE } from "../member/members.projection";
import { purchaseStoreBundle } from "./purchaseStoreBundle";
import { revertStorePurchase } from "./revertStorePurchase";

const BUSINESS = "b".repeat(24);

describe("revertStorePurchase", () => {
  it("takes back the purchase's credit once; a second revert is refused and writes nothing", async () => {
    const world = loyaltyEngine();
    await givenProgramme(world.engine, BUSINESS);
    const bundleId = await givenStore(world.engine, BUSINESS, [{ name: "Top up 20", price: 20, credit: { normal: 20 } }]);
    const ref = { businessId: BUSINESS, memberId: await givenMember(world.engine, BUSINESS, "+60123450032") };
    const { purchaseId } = await purchaseStoreBundle(world.engine, ref, { bundleId }, AS_OWNER);
    await revertStorePurchase(world.engine, ref, purchaseId, AS_OWNER);
    expect(await world.engine.readModels.get(MEMBERS_TABLE, ref.memberId)).toMatchObject({ balance: 0 });
    const before = await world.eventCount();
    await expect(revertStorePurchase(world.engine, ref, purchaseId, AS_OWNER)).rejects.toMatchObject({ message: "Purchase already reverted" });
    expect(await world.eventCount()).toBe(before);
  });
});
