import { describe, expect, it } from "vitest";
import { memoryEngine } from "../../../tests/support/memoryEngine";
import { AS_TEST, givenBusiness, givenRestaurant, givenUser } from "../../../tests/support/givenBusiness";
import { RESTAURANTS_TABLE } from "../restaurants.projection";
import { updateRestaurantSetting } from "./updateRestaurantSetting";

describe("updateRestaurantSetting", () => {
  it("stores the group's value", async () => {
    const { engine } = memoryEngine();
    const restaurantId = await givenRestaurant(engine, await givenBusiness(engine, await givenUser(engine, "+60123450001")));
    await updateRestaurantSetting(engine, { restaurantId, group: "channel", input: { channel: "beta" } }, AS_TEST);
    expect(await engine.readModels.get(RESTAURANTS_TABLE, restaurantId)).toMatchObject({ settings: { channel: { channel: "beta" } } });
  });

  it("refuses a stale revision", async () => {
    const { engine } = memoryEngine();
    const restaurantId = await givenRestaurant(engine, await givenBusiness(engine, await givenUser(engine, "+60123450001")));
    await expect(updateRestaurantSetting(engine, { restaurantId, group: "channel", input: { channel: "beta" }, rev: 3 }, AS_TEST)).rejects.toMatchObject({ status: 409 });
  });
});
