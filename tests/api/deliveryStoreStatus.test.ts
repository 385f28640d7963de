// A store's pause, timed reopen and opening hours over HTTP against the local GrabFood fake:
// pause for 30 minutes, the reopen job resumes it on GrabFood when the time comes, and the
// restaurant's delivery hours reach GrabFood with the overnight range split at midnight.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type GrabfoodFake, startGrabfoodFake } from "../../adapters/delivery/grabfood/fake/grabfoodFake";
import { grabfoodClient } from "../../adapters/delivery/grabfood/grabfoodClient";
import { partnersOf } from "../../adapters/server/delivery/deliveryArea";
import { reopenDueStores } from "../../domain/delivery/application/storePause";
import { startTestApp } from "../support/apiHarness";
import { type Client, signUp } from "./businessHarness";

let fake: GrabfoodFake;
let harness: Awaited<ReturnType<typeof startTestApp>>;
let owner: Client;
let restaurantId: string;
let grabfood: ReturnType<typeof grabfoodClient>;
const merchantID = "1-STATUS0001";

const day = (enable: boolean, hours: ReadonlyArray<{ start: string; end: string }>) => ({ enable, hours });

beforeAll(async () => {
  fake = await startGrabfoodFake();
  grabfood = grabfoodClient({ baseUrl: fake.url, timeoutMs: 2_000 });
  harness = await startTestApp({ rateLimits: { otpSendPerIp: { limit: 1000, windowSeconds: 600 } }, delivery: { grabfood } });
  owner = await signUp(harness, "+60123450041");
  const business = await owner.ok("POST", "/businesses", { name: "Kopi", url: "kopi-status" });
  restaurantId = (await owner.ok("POST", "/restaurants", { businessId: business.id, profile: { name: "Bangsar" } })).id;
  await owner.ok("PUT", `/delivery/grabfood/setting/${restaurantId}`, { _id: restaurantId, enabled: true, merchantID, clientId: "c", clientSecret: "s" });
});
afterAll(async () => {
  await harness.app.close();
  await fake.close();
});

describe("store status and hours on GrabFood", () => {
  it("pauses the store for 30 minutes and the reopen job reopens it then", async () => {
    const paused = await owner.ok("PUT", `/delivery/grabfood/store-status/${restaurantId}`, { isPause: true, duration: "30m" });
    expect(paused).toMatchObject({ paused: true });
    expect(fake.pauses.get(merchantID)).toMatchObject({ isPause: true, duration: "30m" });
    harness.clock.advance({ minutes: 31 });
    expect((await reopenDueStores(harness.engine, partnersOf({ grabfood }))).reopened).toBe(1);
    expect(fake.pauses.get(merchantID)).toMatchObject({ isPause: false });
    expect(await owner.ok("GET", `/delivery/grabfood/setting/${restaurantId}`)).toMatchObject({ paused: false, reopenAt: null });
  });

  it("refuses a pause GrabFood does not offer", async () => {
    expect((await owner.send("PUT", `/delivery/grabfood/store-status/${restaurantId}`, { isPause: true, duration: "2h" })).statusCode).toBe(400);
  });

  it("pushes the delivery hours, overnight range split at midnight", async () => {
    const refused = await owner.send("PUT", `/delivery/grabfood/opening-hours/${restaurantId}`);
    expect([refused.statusCode, refused.json().message]).toEqual([400, "Set the delivery opening hours first"]);
    const closed = day(false, []);
    const operatingHours = [closed, day(true, [{ start: "08:00", end: "22:00" }]), closed, closed, closed, day(true, [{ start: "18:00", end: "02:00" }]), closed];
    await owner.ok("PUT", `/restaurants/${restaurantId}/in-house-delivery`, { enable: true, maxDistanceKm: 5, minimumOrder: 10, deliveryFee: 5, freeDeliveryFrom: null, operatingHours });
    await owner.ok("PUT", `/delivery/grabfood/opening-hours/${restaurantId}`);
    expect(fake.openingHours.get(merchantID)).toMatchObject({
      force: true,
      openingHour: { mon: [{ startTime: "08:00", endTime: "22:00" }], fri: [{ startTime: "18:00", endTime: "23:59" }], sat: [{ startTime: "00:00", endTime: "02:00" }], sun: [] },
    });
    expect(fake.invalidRequests()).toEqual([]);
  });
});
