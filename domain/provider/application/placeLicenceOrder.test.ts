import { describe, expect, it } from "vitest";
import { memoryEngine } from "../../../tests/support/memoryEngine";
import { AS_TEST, givenBusiness, givenRestaurant, givenUser, logLength } from "../../../tests/support/givenBusiness";
import { RESTAURANTS_TABLE } from "../../business/restaurants.projection";
import { EXPIRY_NOT_AFTER_TODAY } from "../licenceExpiry";
import { LICENCE_ORDERS_TABLE } from "../licenceOrders.projection";
import { listExpiringLicences } from "./listExpiringLicences";
import { listLicenceOrders } from "./listLicenceOrders";
import { placeLicenceOrder } from "./placeLicenceOrder";

const BY = { userId: "admin-1", name: "Provider Admin" };

describe("placing a licence order on the memory store", () => {
  it("applies the licence and channel to the restaurant and records the order with what it had", async () => {
    const { engine } = memoryEngine("2026-11-25T10:00:00Z");
    const restaurantId = await givenRestaurant(engine, await givenBusiness(engine, await givenUser(engine, "+60123456789")));
    await placeLicenceOrder(engine, { orderId: "o1", restaurantId, expiresOn: "2026-12-10", features: ["kds"], channel: "alpha", orderedBy: BY }, AS_TEST);
    const row = await engine.readModels.get(RESTAURANTS_TABLE, restaurantId);
    expect(row?.settings).toMatchObject({ license: { expiredAt: "2026-12-09T16:00:00.000Z", features: ["kds"] }, channel: { channel: "alpha" } });
    expect(await engine.readModels.get(LICENCE_ORDERS_TABLE, "o1")).toMatchObject({ orderedBy: BY, orderedAt: "2026-11-25T10:00:00.000Z", previous: { license: null, channel: "latest" } });
    const history = await listLicenceOrders(engine.readModels, { restaurantId, offset: 0, limit: 20, totalCap: 100 });
    expect(history.totalResources).toBe(1);
    const expiring = await listExpiringLicences(engine.readModels, engine.context().now, { offset: 0, limit: 20 });
    expect(expiring.resources).toMatchObject([{ restaurantId, daysLeft: 15, ended: false, expiresOn: "2026-12-10" }]);
  });

  it("writes nothing when the expiry day is not after today or the restaurant is missing", async () => {
    const { engine, store } = memoryEngine("2026-11-25T10:00:00Z");
    const restaurantId = await givenRestaurant(engine, await givenBusiness(engine, await givenUser(engine, "+60123456789")));
    const before = await logLength(store);
    await expect(placeLicenceOrder(engine, { orderId: "o1", restaurantId, expiresOn: "2026-11-25", features: [], channel: "beta", orderedBy: BY }, AS_TEST))
      .rejects.toMatchObject({ message: EXPIRY_NOT_AFTER_TODAY, status: 400 });
    await expect(placeLicenceOrder(engine, { orderId: "o2", restaurantId: "missing", expiresOn: null, features: [], channel: "beta", orderedBy: BY }, AS_TEST))
      .rejects.toMatchObject({ status: 404 });
    expect(await logLength(store)).toBe(before);
  });
});
