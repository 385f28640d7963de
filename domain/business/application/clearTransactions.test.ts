import { describe, expect, it } from "vitest";
import { memoryEngine } from "../../../tests/support/memoryEngine";
import { AS_TEST, givenBusiness, givenRestaurant, givenUser } from "../../../tests/support/givenBusiness";
import { RESTAURANTS_TABLE } from "../restaurants.projection";
import { clearTransactions } from "./clearTransactions";

describe("clearTransactions", () => {
  it("records the instant before which the restaurant's sales are cleared", async () => {
    const { engine } = memoryEngine("2026-11-25T10:00:00Z");
    const restaurantId = await givenRestaurant(engine, await givenBusiness(engine, await givenUser(engine, "+60123450001")));
    await clearTransactions(engine, { restaurantId, rev: 1 }, AS_TEST);
    expect(await engine.readModels.get(RESTAURANTS_TABLE, restaurantId)).toMatchObject({ transactionsClearedAt: "2026-11-25T10:00:00.000Z" });
  });

  it("refuses a stale revision", async () => {
    const { engine } = memoryEngine();
    const restaurantId = await givenRestaurant(engine, await givenBusiness(engine, await givenUser(engine, "+60123450001")));
    await expect(clearTransactions(engine, { restaurantId, rev: 2 }, AS_TEST)).rejects.toMatchObject({ status: 409 });
  });
});
