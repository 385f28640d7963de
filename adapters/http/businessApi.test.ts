import { describe, expect, it, vi } from "vitest";
import { NEW_PAYOUT_ACCOUNT } from "../../domain/business/payoutAccount";
import { emptySettings } from "../../domain/business/restaurantSettings";
import { createApiClient } from "./apiClient";
import { createHttpBusiness } from "./businessApi";

const serverAnswering = (data: unknown) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ data }), { status: 200, headers: { "content-type": "application/json" } }));

const callsOf = (fetch: ReturnType<typeof serverAnswering>) =>
  fetch.mock.calls.map(([url, init]) => ({ url, method: init?.method, body: init?.body === undefined ? undefined : JSON.parse(String(init.body)) }));

/** A business exactly as the server answers it (domain/business/businessResponse.ts). */
const business = (id: string) => ({
  id, name: "Kopi", thumbnail: null, url: null, menuVersion: "v4", ownerId: "u1", createdAt: "2026-01-05T08:00:00.000Z",
  quota: { restaurants: null }, pf_agent: { agentId: null, isReseller: false }, agentId: null, company: null, restaurantCount: 0, _rev: 1,
});

const businessApiOver = (fetch: typeof globalThis.fetch) => createHttpBusiness(createApiClient({ baseUrl: "/api/v2", fetch }), 20);

/** A restaurant exactly as the server answers it (domain/business/restaurantResponse.ts). */
const restaurant = (id: string) => {
  const profile = { name: "Kopi Bangsar", thumbnail: null, phoneNo: null, address: null, location: null };
  return {
    id, businessId: "b1", name: profile.name, profile, settings: emptySettings(profile), payoutAccount: NEW_PAYOUT_ACCOUNT,
    machine: { pairingExpiresAt: null, machinesNotBefore: null }, transactionsClearedAt: null, createdAt: "2026-01-05T08:00:00.000Z", _rev: 1,
    enabledFeatures: [], openForOrders: { "feedme-delivery": false, "in-house-delivery": false, pickup: false, "dine-in": false },
  };
};
const detail = (id: string) => ({ ...restaurant(id), foodpandaDelivery: null, grabfoodDelivery: null, shopeefoodDelivery: null });

/** The server as each path answers: a business, a restaurant (with its delivery settings when read alone), a page of them. */
const serverOfPaths = () =>
  vi.fn<typeof fetch>(async (url, init) => {
    const path = String(url);
    const data = path.includes("/otp") ? { otp: "123456", expiresAt: null }
      : path.startsWith("/api/v2/restaurants?") ? { resources: [restaurant("r1")], pagination: { totalResources: 1 } }
      : path.startsWith("/api/v2/restaurants") ? (init?.method === "GET" ? detail("r1") : init?.method === "DELETE" && !path.endsWith("/machine") ? { id: "r1" } : restaurant("r1"))
      : init?.method === "DELETE" ? { id: "b1" } : business("b1");
    return new Response(JSON.stringify({ data }), { status: 200, headers: { "content-type": "application/json" } });
  });

describe("the business port over HTTP", () => {
  it("reads a business strictly as its response Schema: a field on one side only is refused", async () => {
    expect(await businessApiOver(serverAnswering(business("b1"))).getBusiness("b1")).toEqual(business("b1"));
    const { restaurantCount: _, ...missing } = business("b1");
    await expect(businessApiOver(serverAnswering(missing)).getBusiness("b1")).rejects.toThrow(/restaurantCount/);
    await expect(businessApiOver(serverAnswering({ ...business("b1"), secret: "x" })).getBusiness("b1")).rejects.toThrow(/secret/);
    const page = { resources: [{ ...business("b1"), extra: 1 }], pagination: { totalResources: 1 } };
    await expect(businessApiOver(serverAnswering(page)).listMyBusinesses()).rejects.toThrow(/extra/);
  });

  it("reads a restaurant strictly as its response Schema, its delivery settings only when read alone", async () => {
    const { transactionsClearedAt: _, ...missing } = detail("r1");
    await expect(businessApiOver(serverAnswering(missing)).getRestaurant("r1")).rejects.toThrow(/transactionsClearedAt/);
    await expect(businessApiOver(serverAnswering({ ...detail("r1"), transactionsClearedPosition: 7 })).getRestaurant("r1")).rejects.toThrow(/transactionsClearedPosition/);
    await expect(businessApiOver(serverAnswering(detail("r1"))).clearTransactions("r1")).rejects.toThrow(/foodpandaDelivery/);
    const withSetting = { ...detail("r1"), settings: { ...detail("r1").settings, pickup: { enable: true, secret: 1 } } };
    await expect(businessApiOver(serverAnswering(withSetting)).getRestaurant("r1")).rejects.toThrow(/secret/);
  });

  it("pages the business list by skip and limit, sorted by name, with the search text", async () => {
    const fetch = serverAnswering({ resources: [business("b21")], pagination: { totalResources: 21 } });
    const answer = await businessApiOver(fetch).listBusinesses({ search: "kopi tiam", page: 1 });
    expect(answer).toEqual({ resources: [business("b21")], totalResources: 21 });
    expect(callsOf(fetch)).toEqual([
      { url: "/api/v2/my/businesses-pagination?skip=20&limit=20&sortBy=name&search=kopi+tiam", method: "GET", body: undefined },
    ]);
  });

  it("reads the user's own businesses in one page by name", async () => {
    const fetch = serverAnswering({ resources: [business("b1"), business("b2")], pagination: { totalResources: 2 } });
    expect(await businessApiOver(fetch).listMyBusinesses()).toEqual([business("b1"), business("b2")]);
    expect(callsOf(fetch)).toEqual([{ url: "/api/v2/my/businesses?skip=0&limit=1000&sortBy=name", method: "GET", body: undefined }]);
  });

  it("sends whole-document writes with the revision they were read at", async () => {
    const fetch = serverOfPaths();
    const api = businessApiOver(fetch);
    await api.updateBusinessProfile({ id: "b1", rev: 3, change: { name: "Kopi" } });
    await api.updateBusiness({ id: "b1", rev: 4, change: { name: "Kopi", menuVersion: "v3" } });
    await api.updateCompany({ id: "b1", rev: 5, change: { name: "Kopi Sdn Bhd" } });
    await api.updateRestaurantSettings({ id: "r/1", rev: 6, change: { group: "pickup", body: { enable: true } } });
    await api.updatePayoutAccount({ id: "r1", rev: 7, change: { enable: false, status: "PENDING" } });
    expect(callsOf(fetch)).toEqual([
      { url: "/api/v2/businesses/b1/profile", method: "PUT", body: { name: "Kopi", _rev: 3 } },
      { url: "/api/v2/businesses/b1", method: "PUT", body: { name: "Kopi", menuVersion: "v3", _rev: 4 } },
      { url: "/api/v2/businesses/b1/company", method: "PUT", body: { name: "Kopi Sdn Bhd", _rev: 5 } },
      { url: "/api/v2/restaurants/r%2F1/pickup", method: "PUT", body: { enable: true, _rev: 6 } },
      { url: "/api/v2/restaurants/r1/payout-account", method: "PUT", body: { enable: false, status: "PENDING", _rev: 7 } },
    ]);
  });

  it("creates, reads and deletes with the spec's paths", async () => {
    const fetch = serverOfPaths();
    const api = businessApiOver(fetch);
    await api.createBusiness({ name: "Kopi" });
    await api.getBusiness("b1");
    await api.deleteBusiness("b1");
    await api.createRestaurant("b1", { name: "Kopi Bangsar" });
    expect(await api.getRestaurant("r1")).toEqual(detail("r1"));
    expect(await api.listRestaurants("b1")).toEqual([restaurant("r1")]);
    expect(callsOf(fetch)).toEqual([
      { url: "/api/v2/businesses", method: "POST", body: { name: "Kopi" } },
      { url: "/api/v2/businesses/b1", method: "GET", body: undefined },
      { url: "/api/v2/businesses/b1", method: "DELETE", body: undefined },
      { url: "/api/v2/restaurants", method: "POST", body: { businessId: "b1", profile: { name: "Kopi Bangsar" } } },
      { url: "/api/v2/restaurants/r1", method: "GET", body: undefined },
      { url: "/api/v2/restaurants?business=b1&skip=0&limit=1000&sortBy=name", method: "GET", body: undefined },
    ]);
  });

  it("deletes a restaurant, pairs, revokes and clears with the spec's paths", async () => {
    const fetch = serverOfPaths();
    const api = businessApiOver(fetch);
    await api.deleteRestaurant("r1");
    expect(await api.issueMachineOtp("r1")).toEqual({ otp: "123456", expiresAt: null });
    await api.revokeMachines("r1");
    await api.clearTransactions("r1");
    expect(callsOf(fetch)).toEqual([
      { url: "/api/v2/restaurants/r1", method: "DELETE", body: undefined },
      { url: "/api/v2/restaurants/r1/otp", method: "POST", body: undefined },
      { url: "/api/v2/restaurants/r1/machine", method: "DELETE", body: undefined },
      { url: "/api/v2/restaurants/r1/clear-transaction", method: "PUT", body: {} },
    ]);
  });

  it("reads and changes the team with the spec's paths", async () => {
    const fetch = serverAnswering([]);
    const api = businessApiOver(fetch);
    await api.listTeam("b1");
    await api.findUserByPhone("b1", "+60123456789");
    await api.inviteMember("b1", { phoneNumber: "+60123456789", grants: [{ action: "read", subject: "Menu" }] });
    await api.changeMemberGrants("b1", "u1", []);
    await api.removeMember("b1", "u1");
    expect(callsOf(fetch)).toEqual([
      { url: "/api/v2/businesses/b1/team", method: "GET", body: undefined },
      { url: "/api/v2/user/b/b1/phone/%2B60123456789", method: "GET", body: undefined },
      { url: "/api/v2/businesses/b1/team", method: "POST", body: { phoneNumber: "+60123456789", grants: [{ action: "read", subject: "Menu" }] } },
      { url: "/api/v2/businesses/b1/team/u1", method: "PUT", body: { grants: [] } },
      { url: "/api/v2/businesses/b1/team/u1", method: "DELETE", body: undefined },
    ]);
  });
});
