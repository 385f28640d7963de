import { beforeEach, describe, expect, it } from "vitest";
import { OWNER } from "../../../tests/support/marketingShop";
import { logLength, typesOn } from "../../../tests/support/givenBusiness";
import { type TillShop, billOf, openTillShop, tillMember } from "../../../tests/support/tillShop";
import { restaurantBillStreamId } from "../../business/restaurantBill";
import { restaurantBillIdStreamId } from "../../business/restaurantBillId";
import { memberStreamId } from "../member/memberModel";
import { completeBill } from "./completeBill";

let shop: TillShop;
beforeEach(async () => {
  shop = await openTillShop();
});

describe("completeBill", () => {
  it("claims the bill id and credits the member in one unit, answering the rewards drawn", async () => {
    const memberId = await tillMember(shop, "+60135300001");
    const answer = await completeBill(shop.engine, shop.till, billOf("B-1", "+60135300001"), OWNER);
    expect(answer).toMatchObject({ billId: "B-1", memberId, applied: true, experienceGained: 12, level: 1, experience: 0, rewardIds: [shop.rewardVoucherId] });
    const [first, second] = (await shop.engine.store.readAll()).slice(-2);
    expect([first!.streamId, second!.streamId].sort()).toEqual([restaurantBillIdStreamId(shop.restaurantId, "B-1"), memberStreamId(memberId)].sort());
    expect(first!.meta.correlationId).toBe(second!.meta.correlationId);
    expect(await typesOn(shop.engine.store, restaurantBillStreamId(shop.restaurantId, "B-1"))).toEqual([]);
  });

  it("appends nothing for the same bill and member again", async () => {
    await tillMember(shop, "+60135300002");
    await completeBill(shop.engine, shop.till, billOf("B-2", "+60135300002"), OWNER);
    const length = await logLength(shop.engine.store);
    expect(await completeBill(shop.engine, shop.till, billOf("B-2", "+60135300002", 99_999), OWNER)).toMatchObject({ applied: false, experienceGained: 12, rewardIds: [shop.rewardVoucherId] });
    expect(await logLength(shop.engine.store)).toBe(length);
  });

  it("refuses the bill id for another member and writes nothing", async () => {
    await tillMember(shop, "+60135300003");
    const other = await tillMember(shop, "+60135300004");
    await completeBill(shop.engine, shop.till, billOf("B-3", "+60135300003"), OWNER);
    const length = await logLength(shop.engine.store);
    await expect(completeBill(shop.engine, shop.till, billOf("B-3", "+60135300004"), OWNER))
      .rejects.toMatchObject({ message: "Bill B-3 was already recorded for another member", status: 409 });
    expect(await logLength(shop.engine.store)).toBe(length);
    expect(await typesOn(shop.engine.store, memberStreamId(other))).toEqual(["MemberEnrolled"]);
  });

  it("records the receipt with the claim outside the programme's restaurants, crediting nobody", async () => {
    const outside = await openTillShop({ targetRestaurant: ["0".repeat(24)] });
    const answer = await completeBill(outside.engine, outside.till, billOf("X-1", "+60135300005"), OWNER);
    expect(answer).toEqual({ billId: "X-1", applied: false, reason: "Restaurant not in programme" });
    expect(await typesOn(outside.engine.store, restaurantBillStreamId(outside.restaurantId, "X-1"))).toEqual(["RestaurantBillRecorded"]);
    await expect(completeBill(outside.engine, outside.till, billOf("X-1", "+60135300006"), OWNER)).rejects.toMatchObject({ status: 409 });
  });

  it("answers 404 for a phone that is no member and for a business without a programme", async () => {
    await expect(completeBill(shop.engine, shop.till, billOf("B-4", "+60135300099"), OWNER)).rejects.toMatchObject({ message: "Member not found", status: 404 });
    const elsewhere = { restaurantId: shop.otherRestaurantId, businessId: shop.otherBusinessId };
    await expect(completeBill(shop.engine, elsewhere, billOf("B-4", "+60135300099"), OWNER)).rejects.toMatchObject({ message: "Membership not found", status: 404 });
  });
});
