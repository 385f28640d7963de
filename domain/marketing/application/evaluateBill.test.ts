import { Schema } from "effect";
import { beforeEach, describe, expect, it } from "vitest";
import { type MarketingShop, OWNER, openMarketingShop, openRestaurant, promotionDoc, voucherDoc } from "../../../tests/support/marketingShop";
import { Bill } from "../effects/bill";
import { createPromotion } from "./createPromotion";
import { createVoucher } from "./createVoucher";
import { evaluateBill } from "./evaluateBill";

const sen = (amount: number) => ({ amount, precision: 2, currency: "MYR" });
const TEN_PERCENT = { target: "BILL", adjustment: { type: "byPercentage", amount: { amount: 1000, precision: 4 } }, options: {}, priority: 1 };
const bill = (extra: Record<string, unknown> = {}) => Schema.decodeUnknownSync(Bill)({ lines: [{ productId: "kopi", quantity: 2, unitPrice: sen(500) }], ...extra });

let shop: MarketingShop;
let base: { readonly businessId: string; readonly timeZone: string };
beforeEach(async () => {
  shop = await openMarketingShop();
  base = { businessId: shop.businessId, timeZone: "Asia/Kuala_Lumpur" };
});

describe("evaluateBill", () => {
  it("applies the auto-applied promotions of the day without a list, and writes nothing", async () => {
    await createPromotion(shop.engine, { businessId: shop.businessId, promotion: promotionDoc({ name: "Auto", effect: TEN_PERCENT }) }, OWNER);
    await createPromotion(shop.engine, { businessId: shop.businessId, promotion: promotionDoc({ name: "Manual" }) }, OWNER);
    const positions = (await shop.engine.store.readAll()).length;
    const result = await evaluateBill(shop.engine, { ...base, bill: bill() });
    expect(result.steps).toEqual([expect.objectContaining({ kind: "promotion", name: "Auto", applied: true, discount: sen(100) })]);
    expect(result.breakdown).toMatchObject({ subtotal: sen(1000), total: sen(900) });
    expect((await shop.engine.store.readAll()).length).toBe(positions);
  });

  it("reports a disabled voucher and a promotion elsewhere without stacking them", async () => {
    const elsewhere = await createPromotion(shop.engine, {
      businessId: shop.businessId, promotion: promotionDoc({ name: "Elsewhere", targetRestaurant: [shop.restaurantId] }),
    }, OWNER);
    const other = await openRestaurant(shop.engine, shop.businessId, "Kopi 2");
    const disabled = await createVoucher(shop.engine, { businessId: shop.businessId, voucher: voucherDoc("AFTER_SALES", { name: "Off", disable: true }) }, OWNER);
    const result = await evaluateBill(shop.engine, { ...base, bill: bill({ restaurantId: other }), promotionIds: [elsewhere], voucherIds: [disabled] });
    expect(result.steps).toEqual([
      expect.objectContaining({ id: elsewhere, applied: false, reason: "INVALID_EFFECT", note: "Not valid at this restaurant" }),
      expect.objectContaining({ id: disabled, applied: false, reason: "INVALID_EFFECT", note: "Voucher is disabled" }),
    ]);
  });

  it("finds promotions, vouchers and the restaurant within the business only", async () => {
    const theirs = await createPromotion(shop.engine, { businessId: shop.otherBusinessId, promotion: promotionDoc() }, OWNER);
    const theirVoucher = await createVoucher(shop.engine, { businessId: shop.otherBusinessId, voucher: voucherDoc("AFTER_SALES") }, OWNER);
    await expect(evaluateBill(shop.engine, { ...base, bill: bill(), promotionIds: [theirs] })).rejects.toMatchObject({ message: "Promotion not found", status: 404 });
    await expect(evaluateBill(shop.engine, { ...base, bill: bill(), promotionIds: [], voucherIds: [theirVoucher] })).rejects.toMatchObject({ message: "Voucher not found", status: 404 });
    await expect(evaluateBill(shop.engine, { ...base, bill: bill({ restaurantId: shop.otherRestaurantId }) }))
      .rejects.toMatchObject({ message: "Invalid Restaurant Id", status: 400, path: ["bill", "restaurantId"] });
  });
});
