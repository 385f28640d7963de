import { describe, expect, it } from "vitest";
import { memoryEngine } from "../../../tests/support/memoryEngine";
import { AS_TEST, givenBusiness, givenUser, logLength, typesOn } from "../../../tests/support/givenBusiness";
import { INVALID_USER } from "../../auth/user";
import { AGENT_NOT_FOUND } from "../agent";
import { NO_AGENT, UNLIMITED_QUOTA } from "../businessProfile";
import { BUSINESSES_TABLE } from "../businesses.projection";
import { businessUrlStreamId } from "../uniqueClaim";
import { updateBusiness } from "./updateBusiness";

const update = (businessId: string, owner: string, more: object = {}) => ({
  businessId, name: "Kopi Kita", url: "kopi-kita", menuVersion: "v4" as const, owner, quota: UNLIMITED_QUOTA, pf_agent: NO_AGENT, rev: undefined, ...more,
});

describe("updateBusiness (provider)", () => {
  it("hands the business to another user, sets the quota and moves the URL together", async () => {
    const { engine, store } = memoryEngine();
    const ownerId = await givenUser(engine, "+60123450001");
    const nextOwner = await givenUser(engine, "+60123450002", "Daniel");
    const businessId = await givenBusiness(engine, ownerId, "old-url");
    await updateBusiness(engine, update(businessId, nextOwner, { quota: { restaurants: 2 } }), AS_TEST);
    expect(await engine.readModels.get(BUSINESSES_TABLE, businessId)).toMatchObject({ ownerId: nextOwner, url: "kopi-kita", quota: { restaurants: 2 } });
    expect(await typesOn(store, businessUrlStreamId("old-url"))).toEqual(["KeyClaimed", "KeyReleased"]);
  });

  it("refuses an owner who is not a registered user, and writes nothing", async () => {
    const { engine, store } = memoryEngine();
    const ownerId = await givenUser(engine, "+60123450001");
    const businessId = await givenBusiness(engine, ownerId, "old-url");
    const before = await logLength(store);
    await expect(updateBusiness(engine, update(businessId, "nobody"), AS_TEST)).rejects.toMatchObject({ message: INVALID_USER, status: 404 });
    expect(await logLength(store)).toBe(before);
  });

  it("refuses a link to an agent that does not exist, and writes nothing", async () => {
    const { engine, store } = memoryEngine();
    const ownerId = await givenUser(engine, "+60123450001");
    const businessId = await givenBusiness(engine, ownerId);
    const before = await logLength(store);
    await expect(updateBusiness(engine, update(businessId, ownerId, { pf_agent: { agentId: "a1", isReseller: true } }), AS_TEST)).rejects.toMatchObject({
      message: AGENT_NOT_FOUND,
      status: 404,
    });
    expect(await logLength(store)).toBe(before);
  });
});
