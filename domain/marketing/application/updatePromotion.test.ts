import { beforeEach, describe, expect, it } from "vitest";
import { type MarketingShop, OWNER, openMarketingShop, promotionDoc } from "../../../tests/support/marketingShop";
import { PROMOTIONS_TABLE } from "../promotions.projection";
import { createPromotion } from "./createPromotion";
import { updatePromotion } from "./updatePromotion";

let shop: MarketingShop;
let promotionId: string;
beforeEach(async () => {
  shop = await openMarketingShop();
  promotionId = await createPromotion(shop.engine, { businessId: shop.businessId, promotion: promotionDoc({ name: "Before" }) }, OWNER);
});

const change = (extra: Record<string, unknown>, rev?: number) => ({ businessId: shop.businessId, promotionId, promotion: promotionDoc(extra), rev });

describe("updatePromotion", () => {
  it("replaces the document at the revision it was read at; the same document appends nothing", async () => {
    await updatePromotion(shop.engine, change({ name: "After", targetRestaurant: [shop.restaurantId] }, 1), OWNER);
    await updatePromotion(shop.engine, change({ name: "After", targetRestaurant: [shop.restaurantId] }), OWNER);
    expect(await shop.engine.readModels.get(PROMOTIONS_TABLE, promotionId)).toMatchObject({ name: "After", _rev: 2 });
  });

  it("refuses a stale revision and a restaurant of another business, and changes nothing", async () => {
    await updatePromotion(shop.engine, change({ name: "Moved on" }), OWNER);
    await expect(updatePromotion(shop.engine, change({ name: "Stale" }, 1), OWNER)).rejects.toMatchObject({ status: 409 });
    await expect(updatePromotion(shop.engine, change({ targetRestaurant: [shop.otherRestaurantId] }), OWNER))
      .rejects.toMatchObject({ message: "Invalid Restaurant Id", status: 400 });
    expect(await shop.engine.readModels.get(PROMOTIONS_TABLE, promotionId)).toMatchObject({ name: "Moved on", targetRestaurant: [] });
  });
});
