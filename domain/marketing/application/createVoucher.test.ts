import { beforeEach, describe, expect, it } from "vitest";
import { KEYED, type MarketingShop, OWNER, openMarketingShop, voucherDoc } from "../../../tests/support/marketingShop";
import { VOUCHERS_TABLE } from "../vouchers.projection";
import { createVoucher } from "./createVoucher";

let shop: MarketingShop;
beforeEach(async () => {
  shop = await openMarketingShop();
});

const voucherCount = async () => (await shop.engine.readModels.list(VOUCHERS_TABLE, { where: { businessId: shop.businessId } })).total;

describe("createVoucher", () => {
  it("creates the voucher of the business in the time zone it runs in", async () => {
    const voucher = voucherDoc("SIMPLE_CLAIM", { name: "Lunch", targetRestaurant: [shop.restaurantId] });
    const voucherId = await createVoucher(shop.engine, { businessId: shop.businessId, voucher }, { ...OWNER, timeZone: "Asia/Singapore" });
    expect(await shop.engine.readModels.get(VOUCHERS_TABLE, voucherId)).toMatchObject({
      id: voucherId, businessId: shop.businessId, name: "Lunch", targetRestaurant: [shop.restaurantId], timeZone: "Asia/Singapore", currentClaim: 0,
    });
  });

  it("refuses a restaurant of another business and writes nothing", async () => {
    const voucher = voucherDoc("AFTER_SALES", { targetRestaurant: [shop.restaurantId, shop.otherRestaurantId] });
    await expect(createVoucher(shop.engine, { businessId: shop.businessId, voucher }, OWNER))
      .rejects.toMatchObject({ message: "Invalid Restaurant Id", status: 400, path: ["targetRestaurant", 1] });
    expect(await voucherCount()).toBe(0);
  });

  it("a repeated Idempotency-Key answers the first voucher and creates one", async () => {
    const voucher = voucherDoc("FEEDBACK_REWARD");
    const first = await createVoucher(shop.engine, { businessId: shop.businessId, voucher }, KEYED("create-voucher:once"));
    const again = await createVoucher(shop.engine, { businessId: shop.businessId, voucher }, KEYED("create-voucher:once"));
    expect(again).toBe(first);
    expect(await voucherCount()).toBe(1);
    await expect(createVoucher(shop.engine, { businessId: shop.businessId, voucher }, KEYED("create-voucher:once", "another request")))
      .rejects.toMatchObject({ status: 422 });
  });
});
