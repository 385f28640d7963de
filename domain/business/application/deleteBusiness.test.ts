import { describe, expect, it } from "vitest";
import { memoryEngine } from "../../../tests/support/memoryEngine";
import { AS_TEST, givenBusiness, givenRestaurant, givenUser, logLength, typesOn } from "../../../tests/support/givenBusiness";
import { RESTAURANTS_LEFT } from "../business";
import { businessStreamId } from "../businessModel";
import { businessUrlStreamId } from "../uniqueClaim";
import { deleteBusiness } from "./deleteBusiness";

describe("deleteBusiness", () => {
  it("deletes the business and frees its URL", async () => {
    const { engine, store } = memoryEngine();
    const ownerId = await givenUser(engine, "+60123450001");
    const businessId = await givenBusiness(engine, ownerId, "kopi-kita");
    await deleteBusiness(engine, { businessId, rev: 1 }, AS_TEST);
    expect(await typesOn(store, businessStreamId(businessId))).toEqual(["BusinessCreated", "BusinessDeleted"]);
    expect(await typesOn(store, businessUrlStreamId("kopi-kita"))).toEqual(["KeyClaimed", "KeyReleased"]);
    expect(await givenBusiness(engine, ownerId, "kopi-kita")).toEqual(expect.any(String));
  });

  it("refuses while restaurants are left, and keeps the URL", async () => {
    const { engine, store } = memoryEngine();
    const ownerId = await givenUser(engine, "+60123450001");
    const businessId = await givenBusiness(engine, ownerId, "kopi-kita");
    await givenRestaurant(engine, businessId);
    const before = await logLength(store);
    await expect(deleteBusiness(engine, { businessId, rev: undefined }, AS_TEST)).rejects.toMatchObject({ message: RESTAURANTS_LEFT, status: 409 });
    expect(await logLength(store)).toBe(before);
  });
});
