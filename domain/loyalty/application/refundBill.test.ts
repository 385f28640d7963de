import { beforeEach, describe, expect, it } from "vitest";
import { OWNER } from "../../../tests/support/marketingShop";
import { logLength } from "../../../tests/support/givenBusiness";
import { type TillShop, billOf, openTillShop, tillMember } from "../../../tests/support/tillShop";
import { completeBill } from "./completeBill";
import { refundBill } from "./refundBill";

let shop: TillShop;
beforeEach(async () => {
  shop = await openTillShop();
});

describe("refundBill", () => {
  it("takes back what the bill earned once, keeping the rewards it drew", async () => {
    const memberId = await tillMember(shop, "+60135400001");
    await completeBill(shop.engine, shop.till, billOf("R-1", "+60135400001"), OWNER);
    const refund = { billId: "R-1", memberPhone: "+60135400001" };
    expect(await refundBill(shop.engine, shop.till, refund, OWNER)).toMatchObject({
      billId: "R-1", memberId, applied: true, experienceRemoved: 0, rewardsKept: [shop.rewardVoucherId], cashbackReversalId: null,
    });
    const length = await logLength(shop.engine.store);
    expect(await refundBill(shop.engine, shop.till, refund, OWNER)).toMatchObject({ applied: false, rewardsKept: [] });
    expect(await logLength(shop.engine.store)).toBe(length);
  });

  it("answers 404 for a bill the member never had, writing nothing", async () => {
    await tillMember(shop, "+60135400002");
    const length = await logLength(shop.engine.store);
    await expect(refundBill(shop.engine, shop.till, { billId: "nope", memberPhone: "+60135400002" }, OWNER)).rejects.toMatchObject({ message: "Bill not found", status: 404 });
    expect(await logLength(shop.engine.store)).toBe(length);
  });
});
