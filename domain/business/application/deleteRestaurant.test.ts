import { describe, expect, it } from "vitest";
import { memoryEngine } from "../../../tests/support/memoryEngine";
import { AS_TEST, givenBusiness, givenRestaurant, givenUser, logLength, typesOn } from "../../../tests/support/givenBusiness";
import { INVALID_RESTAURANT } from "../restaurant";
import { businessStreamId } from "../businessModel";
import { RESTAURANTS_TABLE } from "../restaurants.projection";
import { deleteRestaurant } from "./deleteRestaurant";

describe("deleteRestaurant", () => {
  it("deletes the restaurant and takes it off its business's list", async () => {
    const { engine, store } = memoryEngine();
    const businessId = await givenBusiness(engine, await givenUser(engine, "+60123450001"));
    const restaurantId = await givenRestaurant(engine, businessId);
    await deleteRestaurant(engine, { restaurantId, rev: 1 }, AS_TEST);
    expect(await typesOn(store, businessStreamId(businessId))).toEqual(["BusinessCreated", "RestaurantAdded", "RestaurantRemoved"]);
    expect(await engine.readModels.get(RESTAURANTS_TABLE, restaurantId)).toBeUndefined();
  });

  it("refuses a stale revision and keeps the restaurant listed", async () => {
    const { engine, store } = memoryEngine();
    const businessId = await givenBusiness(engine, await givenUser(engine, "+60123450001"));
    const restaurantId = await givenRestaurant(engine, businessId);
    const before = await logLength(store);
    await expect(deleteRestaurant(engine, { restaurantId, rev: 4 }, AS_TEST)).rejects.toMatchObject({ status: 409 });
    expect(await logLength(store)).toBe(before);
  });

  it("refuses a restaurant that does not exist", async () => {
    const { engine } = memoryEngine();
    await expect(deleteRestaurant(engine, { restaurantId: "r9", rev: undefined }, AS_TEST)).rejects.toMatchObject({ message: INVALID_RESTAURANT, status: 404 });
  });
});
