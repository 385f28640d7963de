import { describe, expect, it } from "vitest";
import { memoryEngine } from "../../../tests/support/memoryEngine";
import { AS_TEST, givenBusiness, givenUser, logLength, typesOn } from "../../../tests/support/givenBusiness";
import { BUSINESS_EXISTS } from "../business";
import { businessStreamId } from "../businessModel";
import { BUSINESSES_TABLE } from "../businesses.projection";
import { businessUrlStreamId } from "../uniqueClaim";
import { createBusiness } from "./createBusiness";

const withKey = (key: string) => ({ ...AS_TEST, idempotency: { key: `owner:create-business:${key}`, fingerprint: "same body" } });

describe("createBusiness", () => {
  it("creates the business with its creator as owner and claims its URL in one append", async () => {
    const { engine, store } = memoryEngine();
    const ownerId = await givenUser(engine, "+60123450001");
    const businessId = await createBusiness(engine, { businessId: "b1", ownerId, name: "Kopi Kita", url: "kopi-kita" }, AS_TEST);
    expect(businessId).toBe("b1");
    expect(await typesOn(store, businessStreamId("b1"))).toEqual(["BusinessCreated"]);
    expect(await typesOn(store, businessUrlStreamId("kopi-kita"))).toEqual(["KeyClaimed"]);
    const unit = (await store.readAll(0, 100)).slice(-2);
    expect(unit.map((event) => event.type)).toEqual(["KeyClaimed", "BusinessCreated"]);
    expect(new Set(unit.map((event) => event.meta.correlationId)).size).toBe(1);
    expect(await engine.readModels.get(BUSINESSES_TABLE, "b1")).toMatchObject({ ownerId, url: "kopi-kita", menuVersion: "v4" });
  });

  it("refuses a URL another business holds and writes nothing", async () => {
    const { engine, store } = memoryEngine();
    const ownerId = await givenUser(engine, "+60123450001");
    await givenBusiness(engine, ownerId, "kopi-kita");
    const before = await logLength(store);
    await expect(createBusiness(engine, { businessId: "b2", ownerId, name: "Other", url: "kopi-kita" }, AS_TEST)).rejects.toMatchObject({
      message: "url has constraint",
      status: 409,
    });
    expect(await logLength(store)).toBe(before);
    expect(await typesOn(store, businessStreamId("b2"))).toEqual([]);
  });

  it("leaves no URL claim when the business itself is refused", async () => {
    const { engine, store } = memoryEngine();
    const ownerId = await givenUser(engine, "+60123450001");
    await createBusiness(engine, { businessId: "b1", ownerId, name: "Kopi Kita", url: null }, AS_TEST);
    await expect(createBusiness(engine, { businessId: "b1", ownerId, name: "Kopi Kita", url: "kopi-kita" }, AS_TEST)).rejects.toMatchObject({
      message: BUSINESS_EXISTS,
    });
    expect(await typesOn(store, businessUrlStreamId("kopi-kita"))).toEqual([]);
  });

  it("answers two concurrent creates with one Idempotency-Key identically and creates one business", async () => {
    const { engine, store } = memoryEngine();
    const ownerId = await givenUser(engine, "+60123450001");
    const create = (businessId: string) => createBusiness(engine, { businessId, ownerId, name: "Kopi Kita", url: "kopi-kita" }, withKey("k1"));
    const answers = await Promise.all([create("b1"), create("b1")]);
    expect(answers).toEqual(["b1", "b1"]);
    expect(await typesOn(store, businessStreamId("b1"))).toEqual(["BusinessCreated"]);
    expect(await typesOn(store, businessUrlStreamId("kopi-kita"))).toEqual(["KeyClaimed"]);
  });

  it("answers a later repeat of the key with the first business, even when its id would differ", async () => {
    const { engine, store } = memoryEngine();
    const ownerId = await givenUser(engine, "+60123450001");
    await createBusiness(engine, { businessId: "b1", ownerId, name: "Kopi Kita", url: "kopi-kita" }, withKey("k1"));
    const before = await logLength(store);
    expect(await createBusiness(engine, { businessId: "b2", ownerId, name: "Kopi Kita", url: "kopi-kita" }, withKey("k1"))).toBe("b1");
    expect(await logLength(store)).toBe(before);
  });
});
