import { describe, expect, it } from "vitest";
import { memoryEngine } from "../../../tests/support/memoryEngine";
import { AS_TEST, givenBusiness, givenUser, logLength, typesOn } from "../../../tests/support/givenBusiness";
import { BUSINESS_ID_NOT_FOUND, QUOTA_REACHED, businessDecider } from "../business";
import { businessStreamId } from "../businessModel";
import { RESTAURANT_EXISTS } from "../restaurant";
import { restaurantStreamId } from "../restaurantModel";
import { RESTAURANTS_TABLE } from "../restaurants.projection";
import { createRestaurant } from "./createRestaurant";
import { updateBusiness } from "./updateBusiness";

const open = (engine: ReturnType<typeof memoryEngine>["engine"], businessId: string, restaurantId: string) =>
  createRestaurant(engine, { restaurantId, businessId, profile: { name: "Kopi Kita Bangsar" } }, AS_TEST);

describe("createRestaurant", () => {
  it("lists the restaurant in its business and creates it", async () => {
    const { engine, store } = memoryEngine();
    const businessId = await givenBusiness(engine, await givenUser(engine, "+60123450001"));
    expect(await open(engine, businessId, "r1")).toBe("r1");
    expect(await typesOn(store, businessStreamId(businessId))).toEqual(["BusinessCreated", "RestaurantAdded"]);
    expect(await engine.readModels.get(RESTAURANTS_TABLE, "r1")).toMatchObject({ businessId, name: "Kopi Kita Bangsar" });
  });

  it("refuses a business that does not exist, and creates no restaurant", async () => {
    const { engine, store } = memoryEngine();
    await expect(open(engine, "nope", "r1")).rejects.toMatchObject({ message: BUSINESS_ID_NOT_FOUND, status: 404 });
    expect(await typesOn(store, restaurantStreamId("r1"))).toEqual([]);
  });

  it("refuses past the quota, and creates no restaurant", async () => {
    const { engine, store } = memoryEngine();
    const ownerId = await givenUser(engine, "+60123450001");
    const businessId = await givenBusiness(engine, ownerId);
    const settings = { name: "Kopi Kita", url: null, menuVersion: "v4" as const, owner: ownerId, pf_agent: { agentId: null, isReseller: false } };
    await updateBusiness(engine, { businessId, ...settings, quota: { restaurants: 1 }, rev: undefined }, AS_TEST);
    await open(engine, businessId, "r1");
    await expect(open(engine, businessId, "r2")).rejects.toMatchObject({ message: QUOTA_REACHED, status: 409 });
    expect(await typesOn(store, restaurantStreamId("r2"))).toEqual([]);
  });

  it("leaves the business's list alone when the restaurant itself is refused", async () => {
    const { engine, store } = memoryEngine();
    const first = await givenBusiness(engine, await givenUser(engine, "+60123450001"));
    const second = await givenBusiness(engine, await givenUser(engine, "+60123450002"));
    await open(engine, first, "r1");
    const before = await logLength(store);
    await expect(open(engine, second, "r1")).rejects.toMatchObject({ message: RESTAURANT_EXISTS });
    expect(await logLength(store)).toBe(before);
    const { state } = await engine.runner.load(businessDecider, businessStreamId(second));
    expect(state.status === "active" && state.restaurantIds).toEqual([]);
  });
});
