import { beforeEach, describe, expect, it } from "vitest";
import { KEYED, type MarketingShop, OWNER, openMarketingShop, promotionDoc } from "../../../tests/support/marketingShop";
import { PROMOTIONS_TABLE } from "../promotions.projection";
import { createPromotion } from "./createPromotion";

let shop: MarketingShop;
beforeEach(async () => {
  shop = await openMarketingShop();
});

const promotionCount = async () => (await shop.engine.readModels.list(PROMOTIONS_TABLE, { where: { businessId: shop.businessId } })).total;

describe("createPromotion", () => {
  it("creates the promotion of the business", async () => {
    const promotion = promotionDoc({ name: "Happy hour", targetRestaurant: [shop.restaurantId], start: "2026-01-01" });
    const promotionId = await createPromotion(shop.engine, { businessId: shop.businessId, promotion }, OWNER);
    expect(await shop.engine.readModels.get(PROMOTIONS_TABLE, promotionId)).toMatchObject({
      id: promotionId, businessId: shop.businessId, name: "Happy hour", targetRestaurant: [shop.restaurantId], start: "2026-01-01",
    });
  });

  it("refuses a restaurant of another business and writes nothing", async () => {
    const promotion = promotionDoc({ targetRestaurant: [shop.otherRestaurantId] });
    await expect(createPromotion(shop.engine, { businessId: shop.businessId, promotion }, OWNER))
      .rejects.toMatchObject({ message: "Invalid Restaurant Id", status: 400, path: ["targetRestaurant", 0] });
    expect(await promotionCount()).toBe(0);
  });

  it("a repeated Idempotency-Key answers the first promotion and creates one", async () => {
    const promotion = promotionDoc();
    const first = await createPromotion(shop.engine, { businessId: shop.businessId, promotion }, KEYED("create-promotion:once"));
    expect(await createPromotion(shop.engine, { businessId: shop.businessId, promotion }, KEYED("create-promotion:once"))).toBe(first);
    expect(await promotionCount()).toBe(1);
  });
});
