import { beforeEach, describe, expect, it } from "vitest";
import { type MarketingShop, OWNER, openMarketingShop, voucherDoc } from "../../../tests/support/marketingShop";
import { claimCapacity } from "./claimCapacity";
import { createClaimBatch } from "./createClaimBatch";
import { createVoucher } from "./createVoucher";

let shop: MarketingShop;
beforeEach(async () => {
  shop = await openMarketingShop();
});

describe("claimCapacity", () => {
  it("counts the codes of that shape the business has taken, across its vouchers, and the quota left", async () => {
    const shape = { charset: "custom", customCharset: "ABC", length: 3 } as const;
    const first = await createVoucher(shop.engine, { businessId: shop.businessId, voucher: voucherDoc("AFTER_SALES") }, OWNER);
    const second = await createVoucher(shop.engine, { businessId: shop.businessId, voucher: voucherDoc("SIMPLE_CLAIM", { options: { simpleClaim: { maxClaim: 50 } } }) }, OWNER);
    await createClaimBatch(shop.engine, { voucherId: first, batch: { type: "bulk", count: 20, codeConfig: shape } }, OWNER);
    await createClaimBatch(shop.engine, { voucherId: second, batch: { type: "list", codes: "ZZZ\nlong-code" } }, OWNER);
    expect(await claimCapacity(shop.engine, { voucherId: second, count: 6, codeConfig: shape })).toEqual({
      combinations: "27", taken: 20, available: "7", requested: 6, guessChance: 26 / 27, maxPerBatch: 2000, quotaLeft: 48,
    });
    expect((await claimCapacity(shop.engine, { voucherId: first, codeConfig: shape })).quotaLeft).toBeNull();
  });

  it("refuses a shape that cannot make a code, and an unknown voucher", async () => {
    const voucherId = await createVoucher(shop.engine, { businessId: shop.businessId, voucher: voucherDoc("AFTER_SALES") }, OWNER);
    await expect(claimCapacity(shop.engine, { voucherId, codeConfig: { charset: "custom" } })).rejects.toMatchObject({ message: "Custom charset is required" });
    await expect(claimCapacity(shop.engine, { voucherId: "0123456789abcdef01234567" })).rejects.toMatchObject({ message: "Voucher not found", status: 404 });
  });
});
