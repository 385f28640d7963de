// The GrabFood client against the local fake partner: every request it builds passes GrabFood's
// OpenAPI contract, and it turns the partner's answers and failures into the port's terms.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PartnerError } from "../../../domain/delivery/deliveryPartner";
import type { GrabCampaignInput } from "../../../domain/delivery/grabCampaign";
import { type GrabfoodFake, startGrabfoodFake } from "./fake/grabfoodFake";
import { grabfoodClient } from "./grabfoodClient";

let fake: GrabfoodFake;
let client: ReturnType<typeof grabfoodClient>;
const store = { storeRef: "1-CYNGRUNGSBCCC", clientId: "client-1", clientSecret: "secret-1" };

const campaign: GrabCampaignInput = {
  merchantID: store.storeRef,
  name: "RM4 off orders over RM20",
  quotas: { totalCount: 100, totalCountPerUser: 2 },
  conditions: { startTime: "2026-12-01T01:00:00Z", endTime: "2026-12-31T15:59:00Z", eaterType: "all", minBasketAmount: 20 },
  discount: { type: "net", value: 4, scope: { type: "order" } },
};

beforeAll(async () => {
  fake = await startGrabfoodFake({ clients: { "client-1": "secret-1" }, now: () => Date.parse("2026-11-26T00:00:00Z") });
  client = grabfoodClient({ baseUrl: fake.url, timeoutMs: 2_000 });
});
afterAll(() => fake.close());

const special = [
  { startDate: "2026-12-25", endDate: "2026-12-25", description: "Christmas", openPeriodType: "ClosedAllDay" as const, periods: [] },
  { startDate: "2026-12-31", endDate: "2026-12-31", description: "New Year's Eve", openPeriodType: "Period" as const, periods: [{ startTime: "10:00", endTime: "14:00" }, { startTime: "17:00", endTime: "23:30" }] },
  { startDate: "2027-01-01", endDate: "2027-01-02", description: "New Year", openPeriodType: "OpenAllDay" as const, periods: [] },
];

describe("grabfood client against the fake partner", () => {
  it("pauses and resumes a store", async () => {
    await client.pauseStore(store, { isPause: true, duration: "30m" });
    expect(fake.pauses.get(store.storeRef)).toEqual({ merchantID: store.storeRef, isPause: true, duration: "30m" });
    await client.pauseStore(store, { isPause: false });
    expect(fake.pauses.get(store.storeRef)).toMatchObject({ isPause: false });
  });

  it("pushes opening hours and notifies a menu change", async () => {
    const closed: never[] = [];
    const hours = { sun: closed, mon: [{ startTime: "08:00", endTime: "22:00" }], tue: closed, wed: closed, thu: closed, fri: [{ startTime: "22:00", endTime: "23:59" }], sat: [{ startTime: "00:00", endTime: "02:00" }] };
    await client.pushOpeningHours(store, hours);
    expect(fake.openingHours.get(store.storeRef)).toEqual({ openingHour: hours, force: true });
    await client.notifyMenu(store);
    expect(fake.menuNotifications).toContain(store.storeRef);
  });

  it("pushes special opening hours as GrabFood's update-store-special-hour takes them", async () => {
    await client.pushSpecialHours(store, special);
    expect(fake.specialHours.get(store.storeRef)).toEqual({ specialOpeningHours: [
      { startDate: "2026-12-25", endDate: "2026-12-25", metadata: { description: "Christmas" }, openingHours: { openPeriodType: "ClosedAllDay" } },
      { startDate: "2026-12-31", endDate: "2026-12-31", metadata: { description: "New Year's Eve" }, openingHours: { openPeriodType: "Period", periods: special[1]?.periods } },
      { startDate: "2027-01-01", endDate: "2027-01-02", metadata: { description: "New Year" }, openingHours: { openPeriodType: "OpenAllDay" } },
    ] });
    expect(fake.requests.filter((r) => r.operationId === "update-store-special-hour").map((r) => r.valid)).toEqual([true]);
  });

  it("creates, lists, updates and deletes a campaign", async () => {
    const id = await client.createCampaign(store, campaign);
    expect(await client.listCampaigns(store)).toEqual([{ ...campaign, id, createdBy: "Partner" }]);
    await client.updateCampaign(store, id, { ...campaign, name: "RM5 off" });
    expect((await client.listCampaigns(store))[0]?.name).toBe("RM5 off");
    await client.deleteCampaign(store, id);
    expect(await client.listCampaigns(store)).toEqual([]);
  });

  it("surfaces a refusal with GrabFood's status and message", async () => {
    fake.failNext("create-campaign", 400, "startTime has to be after now");
    await expect(client.createCampaign(store, campaign)).rejects.toEqual(new PartnerError("GrabFood: startTime has to be after now", 400));
  });

  it("refuses bad credentials and reports an unreachable partner", async () => {
    await expect(client.notifyMenu({ ...store, clientId: "other" })).rejects.toMatchObject({ status: 401 });
    const nowhere = grabfoodClient({ baseUrl: "http://127.0.0.1:9", timeoutMs: 500 });
    await expect(nowhere.notifyMenu(store)).rejects.toMatchObject({ status: 0 });
  });

  it("gives up on a partner slower than its timeout", async () => {
    fake.control.delayMs = 300;
    const impatient = grabfoodClient({ baseUrl: fake.url, timeoutMs: 100 });
    await expect(impatient.notifyMenu(store)).rejects.toMatchObject({ status: 0 });
    fake.control.delayMs = 0;
  });

  it("sent nothing the contract refuses, and the fake does refuse what breaks it", async () => {
    expect(fake.invalidRequests().filter((r) => r.operationId !== null)).toEqual([]);
    const response = await fetch(`${fake.url}/partner/v1/merchant/pause`, { method: "PUT", headers: { "content-type": "application/json", authorization: "Bearer x" }, body: JSON.stringify({ isPause: "yes" }) });
    expect(response.status).toBe(400);
    expect(fake.requests.at(-1)).toMatchObject({ operationId: "pause-store", valid: false });
  });
});
