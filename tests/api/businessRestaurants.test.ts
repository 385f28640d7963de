// Black-box: restaurants and their setting groups over HTTP (spec 1 §3-§5, §7): creation inside a
// business, each group's PUT with its exact messages and _rev, the provider's licence and
// payout review, machine pairing codes, clearing transactions, and the agents.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { decodeRestaurant, decodeRestaurantDetail, decodeRestaurantPage } from "../../domain/business/restaurantResponse";
import { SETTING_GROUP_NAMES } from "../../domain/business/restaurantSettings";
import { type Client, type Harness, signUp, startBusinessApp, validPayout, validSettingBodies } from "./businessHarness";

let harness: Harness;
let owner: Client;
let admin: Client;
let business: { id: string };
let restaurant: { id: string; _rev: number };
beforeEach(async () => {
  harness = await startBusinessApp();
  owner = await signUp(harness, "+60123450001");
  admin = await signUp(harness, "+60123450009", "admin");
  business = await owner.ok("POST", "/businesses", { name: "Kopi" });
  restaurant = await owner.ok("POST", "/restaurants", { businessId: business.id, profile: { name: "Kopi KLCC" } });
});
afterEach(() => harness.app.close());

describe("restaurants", () => {
  it("creates a restaurant in a business, lists it, and refuses a missing business id", async () => {
    expect(restaurant).toMatchObject({
      businessId: business.id, name: "Kopi KLCC", _rev: 1, enabledFeatures: [],
      payoutAccount: { enable: false, status: "NEW", account: null },
      settings: { profile: { name: "Kopi KLCC", thumbnail: null, phoneNo: null, address: null, location: null }, pickup: null },
    });
    expect(await owner.ok("GET", `/restaurants?business=${business.id}`)).toMatchObject({ resources: [{ id: restaurant.id }], pagination: { totalResources: 1 } });
    expect((await owner.ok("GET", "/my/restaurants")).pagination.totalResources).toBe(1);
    expect((await owner.ok("GET", `/businesses/${business.id}`)).restaurantCount).toBe(1);
    for (const body of [{ profile: { name: "X" } }, { businessId: "ffffffffffffffffffffffff", profile: { name: "X" } }]) {
      const response = await owner.send("POST", "/restaurants", body);
      expect(response.json().message).toBe("Business id not found");
      expect([400, 404]).toContain(response.statusCode);
    }
    expect((await owner.send("GET", "/restaurant-list")).statusCode).toBe(403);
    expect((await admin.ok("GET", "/restaurant-list")).pagination.totalResources).toBe(1);
  });

  it("writes every setting group the owner may write, bumping _rev", async () => {
    let rev = restaurant._rev;
    for (const group of SETTING_GROUP_NAMES.filter((g) => g !== "license")) {
      const updated = await owner.ok("PUT", `/restaurants/${restaurant.id}/${group}`, { ...(validSettingBodies[group] as object), _rev: rev });
      expect(updated._rev).toBe(rev + 1);
      expect(decodeRestaurant(updated), `${group}: the answer is the response Schema's, exactly`).toEqual(updated);
      rev = updated._rev;
    }
    const read = await owner.ok("GET", `/restaurants/${restaurant.id}`);
    expect(decodeRestaurantDetail(read)).toEqual(read);
    const { foodpandaDelivery: _f, grabfoodDelivery: _g, shopeefoodDelivery: _s, ...listed } = read;
    for (const page of [await owner.ok("GET", `/restaurants?business=${business.id}`), await owner.ok("GET", "/my/restaurants"), await admin.ok("GET", "/my/restaurants")]) {
      expect(decodeRestaurantPage(page)).toEqual(page);
      expect(page.resources).toEqual([listed]);
    }
    expect(read.settings["service-charge-setting"]).toEqual({ enable: true, rate: { amount: 1000, precision: 4 }, orderTypes: ["DINE_IN"], taxable: false });
    expect(read.settings.profile).toMatchObject({ name: "Kopi Kita Bangsar", phoneNo: "+60123456700" });
    expect(read.name).toBe("Kopi Kita Bangsar");
    expect(await owner.ok("GET", `/restaurants/${restaurant.id}/restaurant-setting`)).toEqual(validSettingBodies["restaurant-setting"]);
  });

  it("answers 400 with the exact message for bad settings and changes nothing", async () => {
    const badHours = Array.from({ length: 7 }, () => ({ enable: true, hours: [{ start: "9:00", end: "22:00" }] }));
    for (const [group, body, message] of [
      ["pickup", { enable: true, preparationMinutes: 15, operatingHours: badHours }, "Invalid time"],
      ["pickup", { enable: true, preparationMinutes: 15, operatingHours: [] }, "Operating hours need 7 days"],
      ["in-house-delivery", { ...(validSettingBodies["in-house-delivery"] as object), deliveryFee: -1 }, "Min price is 0.00"],
      ["in-house-delivery", { ...(validSettingBodies["in-house-delivery"] as object), minimumOrder: 1.234 }, "Max 2 decimal places"],
      ["profile", { name: " " }, "Name is required"],
      ["service-charge-setting", { ...(validSettingBodies["service-charge-setting"] as object), rate: 101 }, "Rate must be between 0 and 100"],
      ["accounting-setting", { taxes: [{ systemCode: "MY_SST", taxCode: "GST", rate: 6, inclusive: false }], cashRounding: "NONE" }, "Tax code does not match its tax system"],
    ] as const) {
      const response = await owner.send("PUT", `/restaurants/${restaurant.id}/${group}`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await owner.ok("GET", `/restaurants/${restaurant.id}`)).toMatchObject({ _rev: 1, settings: { pickup: null } });
  });

  it("answers 409 for a stale _rev or If-Match on a setting group", async () => {
    await owner.ok("PUT", `/restaurants/${restaurant.id}/pickup`, validSettingBodies.pickup);
    const stale = await owner.send("PUT", `/restaurants/${restaurant.id}/dine-in`, { ...(validSettingBodies["dine-in"] as object), _rev: 1 });
    expect(stale.statusCode).toBe(409);
    const staleHeader = await owner.send("PUT", `/restaurants/${restaurant.id}/dine-in`, validSettingBodies["dine-in"], { "if-match": 'W/"1"' });
    expect(staleHeader.statusCode).toBe(409);
    expect((await owner.ok("GET", `/restaurants/${restaurant.id}`)).settings["dine-in"]).toBeNull();
  });

  it("lets only the provider set the licence, whose features become the restaurant's flags", async () => {
    expect((await owner.send("PUT", `/restaurants/${restaurant.id}/license`, validSettingBodies.license)).statusCode).toBe(403);
    const expiredAt = harness.clock.now().add({ minutes: 10 }).toString();
    const licensed = await admin.ok("PUT", `/restaurants/${restaurant.id}/license`, { expiredAt, features: ["kds", "stock"] });
    expect(licensed.enabledFeatures).toEqual(["stock", "kds"]);
    harness.clock.advance({ minutes: 10 });
    expect((await owner.ok("GET", `/restaurants/${restaurant.id}`)).enabledFeatures).toEqual([]);
  });

  it("moves the payout account NEW -> PENDING -> APPROVED, reviewed by the provider only", async () => {
    const path = `/restaurants/${restaurant.id}/payout-account`;
    await owner.ok("PUT", path, validPayout);
    await owner.ok("PUT", path, { ...validPayout, status: "PENDING" });
    const selfApprove = await owner.send("PUT", path, { ...validPayout, status: "APPROVED" });
    expect(selfApprove.statusCode).toBe(403);
    expect(selfApprove.json().message).toBe("Only the provider can review a payout account");
    const approved = await admin.ok("PUT", path, { ...validPayout, status: "APPROVED", enable: true });
    expect(approved.payoutAccount).toMatchObject({ status: "APPROVED", enable: true });
    const edit = await owner.send("PUT", path, { ...validPayout, status: "APPROVED", enable: true, account: { ...validPayout.account, accountNo: "99999999" } });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe("Payout account can only be updated while NEW");
    const badBank = await owner.send("PUT", path, { ...validPayout, account: { ...validPayout.account, bankCode: "NOPE" } });
    expect(badBank.json().message).toBe("Invalid bank");
  });

  it("issues a machine pairing code that never reaches the event log, revokes machines and clears transactions", async () => {
    const { otp, expiresAt } = await owner.ok("POST", `/restaurants/${restaurant.id}/otp`);
    expect(otp).toMatch(/^\d{6}$/);
    expect(expiresAt).toBe(harness.clock.now().add({ minutes: 10 }).toString({ smallestUnit: "millisecond" }));
    expect(JSON.stringify(await harness.store.readAll())).not.toContain(`:${otp}`);
    expect((await owner.ok("GET", `/restaurants/${restaurant.id}`)).machine).toEqual({ pairingExpiresAt: expiresAt, machinesNotBefore: null });
    const revoked = await owner.ok("DELETE", `/restaurants/${restaurant.id}/machine`);
    expect(revoked.machine).toEqual({ pairingExpiresAt: null, machinesNotBefore: expect.any(String) });
    const cleared = await owner.ok("PUT", `/restaurants/${restaurant.id}/clear-transaction`, {});
    expect(cleared.transactionsClearedAt).toEqual(expect.any(String));
    // The clearing's log position is the receipts' own cut-off: it is not answered.
    for (const answer of [revoked, cleared]) expect(decodeRestaurant(answer)).toEqual(answer);
    expect(cleared).not.toHaveProperty("transactionsClearedPosition");
  });

  it("deletes a restaurant and takes it off its business", async () => {
    expect(await owner.ok("DELETE", `/restaurants/${restaurant.id}`)).toEqual({ id: restaurant.id });
    expect((await owner.send("GET", `/restaurants/${restaurant.id}`)).json()).toEqual({ message: "Invalid restaurant" });
    expect((await owner.ok("GET", `/businesses/${business.id}`)).restaurantCount).toBe(0);
  });
});

describe("agents", () => {
  it("lets the provider create agents with unique codes, found by code, and an agent reads the businesses it resells", async () => {
    const agentUser = await signUp(harness, "+60123450005");
    const body = { phoneNumber: agentUser.phoneNumber, name: "Ali Reseller", code: "ALI01", kind: "RESELLER" };
    expect((await owner.send("POST", "/agents", body)).statusCode).toBe(403);
    const agent = await admin.ok("POST", "/agents", body);
    expect(agent).toMatchObject({ userId: agentUser.userId, code: "ALI01", kind: "RESELLER", _rev: 1 });
    const duplicate = await admin.send("POST", "/agents", { ...body, name: "Other" });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe("code has constraint");
    expect(await owner.ok("GET", "/agents/search-by-code/ALI01")).toEqual({ id: agent.id, name: "Ali Reseller", code: "ALI01", kind: "RESELLER" });
    expect(await agentUser.ok("GET", "/my/agents")).toMatchObject([{ id: agent.id }]);

    await admin.ok("PUT", `/businesses/${business.id}`, {
      name: "Kopi", menuVersion: "v4", owner: owner.userId, quota: { restaurants: null }, pf_agent: { agentId: agent.id, isReseller: true },
    });
    expect((await agentUser.ok("GET", "/my/businesses")).resources.map((b: { id: string }) => b.id)).toEqual([business.id]);
    expect((await agentUser.send("PUT", `/businesses/${business.id}/profile`, { name: "Mine now" })).statusCode).toBe(403);

    expect(await agentUser.ok("PUT", `/agents/${agent.id}`, { name: "Ali Dealer", kind: "DEALER", _rev: 1 })).toMatchObject({ kind: "DEALER", _rev: 2 });
    expect((await agentUser.ok("GET", "/agents/dealers")).pagination.totalResources).toBe(1);
    expect(await admin.ok("GET", `/agents/dealer/${agent.id}`)).toMatchObject({ name: "Ali Dealer" });
    expect((await owner.send("GET", "/agents/dealers")).statusCode).toBe(403);
    expect((await owner.send("GET", "/agents")).statusCode).toBe(403);
    expect((await admin.ok("GET", "/agents?search=ali")).pagination.totalResources).toBe(1);
  });
});
