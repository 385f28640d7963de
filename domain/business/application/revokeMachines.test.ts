import { describe, expect, it } from "vitest";
import { memoryEngine } from "../../../tests/support/memoryEngine";
import { AS_TEST, givenBusiness, givenRestaurant, givenUser } from "../../../tests/support/givenBusiness";
import { RESTAURANTS_TABLE } from "../restaurants.projection";
import { issueMachineOtp } from "./issueMachineOtp";
import { revokeMachines } from "./revokeMachines";

describe("revokeMachines", () => {
  it("drops the pending pairing code and cuts off machines paired before now", async () => {
    const { engine } = memoryEngine("2026-11-25T10:00:00Z");
    const restaurantId = await givenRestaurant(engine, await givenBusiness(engine, await givenUser(engine, "+60123450001")));
    await issueMachineOtp(engine, { restaurantId, codeHash: "h" }, AS_TEST);
    await revokeMachines(engine, { restaurantId, rev: undefined }, AS_TEST);
    expect(await engine.readModels.get(RESTAURANTS_TABLE, restaurantId)).toMatchObject({
      machine: { pairingExpiresAt: null, machinesNotBefore: "2026-11-25T10:00:00.000Z" },
    });
  });

  it("refuses a stale revision", async () => {
    const { engine } = memoryEngine();
    const restaurantId = await givenRestaurant(engine, await givenBusiness(engine, await givenUser(engine, "+60123450001")));
    await expect(revokeMachines(engine, { restaurantId, rev: 9 }, AS_TEST)).rejects.toMatchObject({ status: 409 });
  });
});
