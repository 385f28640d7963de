import { beforeEach, describe, expect, it } from "vitest";
import { type MarketingShop, OWNER, openMarketingShop } from "../../../tests/support/marketingShop";
import { MARKETING_SETTINGS_TABLE, marketingSettingStreamId } from "../marketingSetting";
import { requestMarketingMigration } from "./requestMarketingMigration";

let shop: MarketingShop;
beforeEach(async () => {
  shop = await openMarketingShop();
});

describe("requestMarketingMigration", () => {
  it("moves the business to v2 once; a second request appends nothing", async () => {
    await requestMarketingMigration(shop.engine, shop.businessId, OWNER);
    expect(await shop.engine.readModels.get(MARKETING_SETTINGS_TABLE, shop.businessId)).toMatchObject({ apiVersion: "v2", migrate: 1 });
    await requestMarketingMigration(shop.engine, shop.businessId, OWNER);
    expect((await shop.engine.store.readStream(marketingSettingStreamId(shop.businessId))).version).toBe(2);
    expect((await shop.engine.readModels.get(MARKETING_SETTINGS_TABLE, shop.otherBusinessId))).toBeUndefined();
  });
});
