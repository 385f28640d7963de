import { describe, expect, it } from "vitest";
import { memoryEngine } from "../../../tests/support/memoryEngine";
import { AS_TEST, givenBusiness, givenRestaurant, givenUser } from "../../../tests/support/givenBusiness";
import { INVALID_RESTAURANT_ID, STORE_REF_REQUIRED } from "../deliverySetting";
import { DELIVERY_SETTINGS_TABLE } from "../deliverySettings.projection";
import { deliverySettingView, restaurantDeliveryAttachments } from "./deliverySettingView";
import { saveDeliverySetting } from "./saveDeliverySetting";

const given = async () => {
  const { engine, store } = memoryEngine();
  const businessId = await givenBusiness(engine, await givenUser(engine, "+60123450001"));
  const restaurantId = await givenRestaurant(engine, businessId);
  const other = await givenRestaurant(engine, businessId, "Kopi Kita Damansara");
  return { engine, store, businessId, restaurantId, other };
};

const grab = (merchantID: string, clientSecret?: string) => ({
  enabled: true, storeRef: merchantID, clientId: "client-1", clientSecret,
});

describe("saveDeliverySetting", () => {
  it("keeps the secret server side and answers only its hint", async () => {
    const { engine, store, businessId, restaurantId } = await given();
    await saveDeliverySetting(engine, { platform: "grabfood", restaurantId, businessId, id: restaurantId, edit: grab("1-CYNGRUNGSBCCC", "s3cret-value-9876"), rev: undefined }, AS_TEST);
    const view = await deliverySettingView(engine.readModels, "grabfood", restaurantId);
    expect(view).toMatchObject({ _id: restaurantId, enabled: true, merchantID: "1-CYNGRUNGSBCCC", clientId: "client-1", clientSecretHint: "••••9876", _rev: 1 });
    expect(JSON.stringify(await store.readModels.dump())).not.toContain("s3cret");
    const events = (await store.readStream(`delivery-grabfood-${restaurantId}`)).events;
    expect(events[0]?.data).toMatchObject({ clientSecret: "s3cret-value-9876" });
  });

  it("keeps the stored secret when a save leaves it out, and appends nothing for no change", async () => {
    const { engine, store, businessId, restaurantId } = await given();
    const save = (clientSecret?: string) =>
      saveDeliverySetting(engine, { platform: "grabfood", restaurantId, businessId, id: restaurantId, edit: grab("1-A", clientSecret), rev: undefined }, AS_TEST);
    await save("first-secret-1234");
    await save(undefined);
    expect((await store.readStream(`delivery-grabfood-${restaurantId}`)).version).toBe(1);
    expect((await deliverySettingView(engine.readModels, "grabfood", restaurantId)).clientSecretHint).toBe("••••1234");
  });

  it("needs the store id of an enabled connection and the restaurant's own _id", async () => {
    const { engine, businessId, restaurantId } = await given();
    const base = { platform: "shopeefood" as const, restaurantId, businessId, rev: undefined };
    await expect(saveDeliverySetting(engine, { ...base, id: restaurantId, edit: grab("") }, AS_TEST)).rejects.toMatchObject({ message: STORE_REF_REQUIRED.shopeefood, status: 400 });
    await expect(saveDeliverySetting(engine, { ...base, id: "another", edit: grab("S1") }, AS_TEST)).rejects.toMatchObject({ message: INVALID_RESTAURANT_ID, status: 400 });
  });

  it("connects one store to one restaurant, and frees it when the restaurant moves on", async () => {
    const { engine, businessId, restaurantId, other } = await given();
    const save = (id: string, merchantID: string) =>
      saveDeliverySetting(engine, { platform: "grabfood", restaurantId: id, businessId, id, edit: grab(merchantID), rev: undefined }, AS_TEST);
    await save(restaurantId, "1-SAME");
    await expect(save(other, "1-SAME")).rejects.toMatchObject({ message: "merchantID has constraint", status: 409 });
    expect(await engine.readModels.get(DELIVERY_SETTINGS_TABLE, `grabfood:${other}`)).toBeUndefined();
    await save(restaurantId, "1-NEXT");
    await save(other, "1-SAME");
    expect((await deliverySettingView(engine.readModels, "grabfood", other)).merchantID).toBe("1-SAME");
  });

  it("refuses a stale _rev", async () => {
    const { engine, businessId, restaurantId } = await given();
    const save = (merchantID: string, rev: number | undefined) =>
      saveDeliverySetting(engine, { platform: "grabfood", restaurantId, businessId, id: restaurantId, edit: grab(merchantID), rev }, AS_TEST);
    await save("1-A", 0);
    await expect(save("1-B", 0)).rejects.toMatchObject({ status: 409 });
    await save("1-B", 1);
  });
});

describe("restaurantDeliveryAttachments", () => {
  it("answers the three platforms, a disabled default where nothing is saved, null for one that fails", async () => {
    const { engine, businessId, restaurantId } = await given();
    await saveDeliverySetting(engine, { platform: "grabfood", restaurantId, businessId, id: restaurantId, edit: grab("1-A"), rev: undefined }, AS_TEST);
    const failing: typeof deliverySettingView = (readModels, platform, id) =>
      platform === "shopeefood" ? Promise.reject(new Error("down")) : deliverySettingView(readModels, platform, id);
    const attachments = await restaurantDeliveryAttachments(engine.readModels, restaurantId, failing);
    expect(attachments).toMatchObject({
      grabfoodDelivery: { merchantID: "1-A", enabled: true },
      foodpandaDelivery: { vendorCode: "", enabled: false, _rev: 0 },
      shopeefoodDelivery: null,
    });
  });
});
