import { beforeEach, describe, expect, it } from "vitest";
import { type MarketingShop, OWNER, openMarketingShop, voucherDoc } from "../../../tests/support/marketingShop";
import { VOUCHERS_TABLE } from "../vouchers.projection";
import { createVoucher } from "./createVoucher";
import { updateVoucher } from "./updateVoucher";

let shop: MarketingShop;
let voucherId: string;
beforeEach(async () => {
  shop = await openMarketingShop();
  voucherId = await createVoucher(shop.engine, { businessId: shop.businessId, voucher: voucherDoc("AFTER_SALES", { name: "Before" }) }, OWNER);
});

const change = (extra: Record<string, unknown>, rev?: number) =>
  ({ businessId: shop.businessId, voucherId, voucher: voucherDoc("AFTER_SALES", extra), updateClaim: false, rev });

describe("updateVoucher", () => {
  it("replaces the document at the revision it was read at", async () => {
    await updateVoucher(shop.engine, change({ name: "After", targetRestaurant: [shop.restaurantId] }, 1), OWNER);
    expect(await shop.engine.readModels.get(VOUCHERS_TABLE, voucherId)).toMatchObject({ name: "After", targetRestaurant: [shop.restaurantId], _rev: 2 });
  });

  it("refuses a stale revision and a restaurant of another business, and changes nothing", async () => {
    await updateVoucher(shop.engine, change({ name: "Moved on" }), OWNER);
    await expect(updateVoucher(shop.engine, change({ name: "Stale" }, 1), OWNER)).rejects.toMatchObject({ status: 409 });
    await expect(updateVoucher(shop.engine, change({ targetRestaurant: [shop.otherRestaurantId] }), OWNER))
      .rejects.toMatchObject({ message: "Invalid Restaurant Id", status: 400 });
    expect(await shop.engine.readModels.get(VOUCHERS_TABLE, voucherId)).toMatchObject({ name: "Moved on", targetRestaurant: [] });
  });

  it("refuses a change of voucher type", async () => {
    const other = { ...change({}), voucher: voucherDoc("FEEDBACK_REWARD") };
    await expect(updateVoucher(shop.engine, other, OWNER)).rejects.toMatchObject({ message: "Invalid voucher type" });
  });
});
