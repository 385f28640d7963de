import { describe, expect, it } from "vitest";
import { memoryEngine } from "../../../tests/support/memoryEngine";
import { AS_TEST, givenBusiness, givenRestaurant, givenUser } from "../../../tests/support/givenBusiness";
import type { ListQuery } from "../../engine/projection";
import { listProviderRestaurants } from "./listProviderRestaurants";
import { createAgent } from "./createAgent";
import { createRestaurantTag } from "./createRestaurantTag";
import { tagRestaurants } from "./tagRestaurants";
import { updateBusiness } from "./updateBusiness";
import { updateRestaurantSetting } from "./updateRestaurantSetting";

const byName: ListQuery = { orderBy: { field: "name", direction: "asc" }, limit: 20, offset: 0 };
const ALL = { kind: "all" } as const;
const TAG = "64b7f0c2a1b2c3d4e5f6aa01";

const world = async () => {
  const { engine } = memoryEngine();
  const ownerId = await givenUser(engine, "+60123450001");
  const agentUser = await givenUser(engine, "+60123450009", "Reseller");
  const kopi = await givenBusiness(engine, ownerId, null, "Kopi Kita");
  const teh = await givenBusiness(engine, ownerId, null, "Teh Tarik Co");
  const bangsar = await givenRestaurant(engine, kopi, "Kopi Bangsar");
  const orchard = await givenRestaurant(engine, teh, "Teh Orchard");
  await updateRestaurantSetting(engine, { restaurantId: orchard, group: "profile", input: {
    name: "Teh Orchard", address: { line1: "1 Orchard Road", city: "Singapore", postcode: "238801", state: "Singapore", country: "SG" },
  } as never }, AS_TEST);
  await updateRestaurantSetting(engine, { restaurantId: bangsar, group: "license", input: { expiredAt: "2027-01-31T16:00:00Z", features: ["stock", "kds"] } }, AS_TEST);
  await createAgent(engine, { agentId: "a1", phoneNumber: "+60123450009", name: "Reseller", code: "RES01", kind: "RESELLER" }, AS_TEST);
  await updateBusiness(engine, {
    businessId: teh, name: "Teh Tarik Co", url: null, menuVersion: "v4", owner: ownerId, quota: { restaurants: null } as never,
    pf_agent: { agentId: "a1", isReseller: true }, rev: undefined,
  }, AS_TEST);
  return { engine, kopi, teh, bangsar, orchard, agentUser };
};

describe("listProviderRestaurants", () => {
  it("lists every restaurant with its business's name, country, licence expiry and features", async () => {
    const { engine, kopi, teh, bangsar, orchard } = await world();
    const { resources, total } = await listProviderRestaurants(engine.readModels, { scope: ALL, list: byName });
    expect(total).toBe(2);
    expect(resources).toEqual([
      { id: bangsar, businessId: kopi, businessName: "Kopi Kita", name: "Kopi Bangsar", country: "MY", licenceExpiresAt: "2027-01-31T16:00:00Z", features: ["stock", "kds"], tagIds: [] },
      { id: orchard, businessId: teh, businessName: "Teh Tarik Co", name: "Teh Orchard", country: "SG", licenceExpiresAt: null, features: [], tagIds: [] },
    ]);
  });

  it("filters by business, by country and by search", async () => {
    const { engine, kopi, bangsar, orchard } = await world();
    const ids = async (list: ListQuery) => (await listProviderRestaurants(engine.readModels, { scope: ALL, list })).resources.map((r) => r.id);
    expect(await ids({ ...byName, where: { businessId: kopi } })).toEqual([bangsar]);
    expect(await ids({ ...byName, where: { country: "SG" } })).toEqual([orchard]);
    expect(await ids({ ...byName, search: "orch" })).toEqual([orchard]);
  });

  it("shows an agent only the restaurants of its businesses", async () => {
    const { engine, orchard } = await world();
    const mine = await listProviderRestaurants(engine.readModels, { scope: { kind: "agent", agentIds: ["a1"] }, list: byName });
    expect(mine.resources.map((r) => r.id)).toEqual([orchard]);
    expect((await listProviderRestaurants(engine.readModels, { scope: { kind: "agent", agentIds: ["none"] }, list: byName })).total).toBe(0);
  });

  it("keeps to a tag's restaurants, within the scope, and names each restaurant's tags", async () => {
    const { engine, bangsar, orchard } = await world();
    await createRestaurantTag(engine, { tagId: TAG, name: "Flagship" }, AS_TEST);
    await tagRestaurants(engine, { tagId: TAG, restaurantIds: [bangsar, orchard], rev: undefined }, AS_TEST);
    const all = await listProviderRestaurants(engine.readModels, { scope: ALL, list: { ...byName, where: { country: "MY" } }, tagId: TAG });
    expect(all.resources.map((r) => [r.id, r.tagIds])).toEqual([[bangsar, [TAG]]]);
    const agent = await listProviderRestaurants(engine.readModels, { scope: { kind: "agent", agentIds: ["a1"] }, list: byName, tagId: TAG });
    expect(agent.resources.map((r) => r.id)).toEqual([orchard]);
    expect((await listProviderRestaurants(engine.readModels, { scope: ALL, list: byName, tagId: "none" })).total).toBe(0);
  });
});
