import { beforeEach, describe, expect, it } from "vitest";
import { OWNER } from "../../../tests/support/marketingShop";
import { typesOn } from "../../../tests/support/givenBusiness";
import { type TillShop, billOf, lastMemberEvent, openTillShop, tillMember } from "../../../tests/support/tillShop";
import { restaurantBillStreamId } from "../../business/restaurantBill";
import { RESTAURANT_BILLS_TABLE, restaurantBillKey } from "../../business/restaurantBills.projection";
import { reactionRunOptions } from "../../engine/reaction";
import { billReceiptReaction } from "./billReceiptReaction";
import { completeBill } from "./completeBill";
import { refundBill } from "./refundBill";

let shop: TillShop;
beforeEach(async () => {
  shop = await openTillShop();
});

const react = async (memberId: string, type: string) => {
  const event = await lastMemberEvent(shop, memberId, type);
  return billReceiptReaction.handle(event, shop.engine, reactionRunOptions(billReceiptReaction.name, event));
};

describe("billReceiptReaction", () => {
  it("records the member's bill for the restaurant's receipts once, then its refund", async () => {
    const memberId = await tillMember(shop, "+60135500001");
    await completeBill(shop.engine, shop.till, billOf("T-1", "0135500001"), OWNER);
    expect(await react(memberId, "BillCompleted")).toEqual([]);
    expect(await react(memberId, "BillCompleted")).toEqual([]);
    const stream = restaurantBillStreamId(shop.restaurantId, "T-1");
    expect(await typesOn(shop.engine.store, stream)).toEqual(["RestaurantBillRecorded"]);
    expect(await shop.engine.readModels.get(RESTAURANT_BILLS_TABLE, restaurantBillKey(shop.restaurantId, "T-1"))).toMatchObject({
      businessId: shop.businessId, memberPhone: "+60135500001", total: { amount: 1250, precision: 2, currency: "MYR" }, refunded: false,
    });
    await refundBill(shop.engine, shop.till, { billId: "T-1", memberPhone: "+60135500001" }, OWNER);
    await react(memberId, "BillRefunded");
    await react(memberId, "BillRefunded");
    expect(await typesOn(shop.engine.store, stream)).toEqual(["RestaurantBillRecorded", "RestaurantBillRefunded"]);
  });
});
