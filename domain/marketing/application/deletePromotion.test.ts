import { beforeEach, describe, expect, it } from "vitest";
import { type MarketingShop, OWNER, openMarketingShop, promotionDoc } from "../../../tests/support/marketingShop";
import { PROMOTIONS_TABLE } from "../promotions.projection";
import { createPromotion } from "./createPromotion";
import { deletePromotion } from "./deletePromotion";

let shop: MarketingShop;
beforeEach(async () => {
  shop = await openMarketingShop();
});

describe("deletePromotion", () => {
  it("deletes at the revision it was read at, refuses a stale one, and a deleted promotion is not found", async () => {
    const promotionId = await createPromotion(shop.engine, { businessId: shop.businessId, promotion: promotionDoc() }, OWNER);
    await expect(deletePromotion(shop.engine, { promotionId, rev: 0 }, OWNER)).rejects.toMatchObject({ status: 409 });
    expect(await shop.engine.readModels.get(PROMOTIONS_TABLE, promotionId)).toBeDefined();
    await deletePromotion(shop.engine, { promotionId, rev: 1 }, OWNER);
    expect(await shop.engine.readModels.get(PROMOTIONS_TABLE, promotionId)).toBeUndefined();
    await expect(deletePromotion(shop.engine, { promotionId, rev: undefined }, OWNER)).rejects.toMatchObject({ message: "Promotion not found", status: 404 });
  });
});
