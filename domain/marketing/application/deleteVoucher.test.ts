import { beforeEach, describe, expect, it } from "vitest";
import { type MarketingShop, OWNER, openMarketingShop, poolVouchers, voucherDoc, voucherSnapshot } from "../../../tests/support/marketingShop";
import { VOUCHERS_TABLE } from "../vouchers.projection";
import { createVoucher } from "./createVoucher";
import { deleteVoucher } from "./deleteVoucher";

let shop: MarketingShop;
beforeEach(async () => {
  shop = await openMarketingShop();
});

const reward = () => createVoucher(shop.engine, { businessId: shop.businessId, voucher: voucherDoc("MEMBER_REWARD") }, OWNER);

describe("deleteVoucher", () => {
  it("deletes the voucher at the revision it was read at, and refuses a stale one", async () => {
    const voucherId = await reward();
    await expect(deleteVoucher(shop.engine, { businessId: shop.businessId, voucherId, rev: 0 }, OWNER)).rejects.toMatchObject({ status: 409 });
    await deleteVoucher(shop.engine, { businessId: shop.businessId, voucherId, rev: 1 }, OWNER);
    expect(await shop.engine.readModels.get(VOUCHERS_TABLE, voucherId)).toBeUndefined();
  });

  it("refuses a voucher the loyalty programme draws at level-up, and changes nothing", async () => {
    const pooled = await reward();
    const free = await reward();
    await poolVouchers(shop.engine, shop.businessId, [pooled]);
    const before = await voucherSnapshot(shop.engine, pooled, shop.businessId);
    await expect(deleteVoucher(shop.engine, { businessId: shop.businessId, voucherId: pooled, rev: undefined }, OWNER))
      .rejects.toMatchObject({ message: "Unable to delete reward in level up reward", status: 409 });
    expect(await voucherSnapshot(shop.engine, pooled, shop.businessId)).toEqual(before);
    await deleteVoucher(shop.engine, { businessId: shop.businessId, voucherId: free, rev: undefined }, OWNER);
  });
});
