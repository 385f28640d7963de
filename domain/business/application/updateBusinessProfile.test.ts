import { describe, expect, it } from "vitest";
import { memoryEngine } from "../../../tests/support/memoryEngine";
import { AS_TEST, givenBusiness, givenUser, logLength, typesOn } from "../../../tests/support/givenBusiness";
import { businessStreamId } from "../businessModel";
import { BUSINESSES_TABLE } from "../businesses.projection";
import { businessUrlStreamId } from "../uniqueClaim";
import { updateBusinessProfile } from "./updateBusinessProfile";

describe("updateBusinessProfile", () => {
  it("moves the URL: the new slug is claimed, the old one freed, with the profile", async () => {
    const { engine, store } = memoryEngine();
    const ownerId = await givenUser(engine, "+60123450001");
    const businessId = await givenBusiness(engine, ownerId, "kopi-kita");
    await updateBusinessProfile(engine, { businessId, name: "Kopi Kita Café", url: "kopi-kita-cafe", rev: 1 }, AS_TEST);
    expect(await typesOn(store, businessUrlStreamId("kopi-kita-cafe"))).toEqual(["KeyClaimed"]);
    expect(await typesOn(store, businessUrlStreamId("kopi-kita"))).toEqual(["KeyClaimed", "KeyReleased"]);
    expect(await engine.readModels.get(BUSINESSES_TABLE, businessId)).toMatchObject({ name: "Kopi Kita Café", url: "kopi-kita-cafe" });
    expect(await givenBusiness(engine, ownerId, "kopi-kita")).toEqual(expect.any(String));
  });

  it("refuses a stale revision and keeps both slugs as they were", async () => {
    const { engine, store } = memoryEngine();
    const ownerId = await givenUser(engine, "+60123450001");
    const businessId = await givenBusiness(engine, ownerId, "kopi-kita");
    const before = await logLength(store);
    await expect(updateBusinessProfile(engine, { businessId, name: "Kopi Kita", url: "kopi-kita-cafe", rev: 7 }, AS_TEST)).rejects.toMatchObject({ status: 409 });
    expect(await logLength(store)).toBe(before);
    expect(await typesOn(store, businessUrlStreamId("kopi-kita-cafe"))).toEqual([]);
  });

  it("refuses a slug another business holds", async () => {
    const { engine, store } = memoryEngine();
    const ownerId = await givenUser(engine, "+60123450001");
    await givenBusiness(engine, ownerId, "taken");
    const businessId = await givenBusiness(engine, ownerId, "kopi-kita");
    await expect(updateBusinessProfile(engine, { businessId, name: "Kopi Kita", url: "taken", rev: undefined }, AS_TEST)).rejects.toMatchObject({
      message: "url has constraint",
    });
    expect(await typesOn(store, businessStreamId(businessId))).toEqual(["BusinessCreated"]);
    expect(await typesOn(store, businessUrlStreamId("kopi-kita"))).toEqual(["KeyClaimed"]);
  });
});
