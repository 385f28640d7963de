// GrabFood menu sync over HTTP against the local fake GrabFood playing Grab's side: we notify,
// Grab pulls our get-menu webhook and pushes its states to our sync-state webhook. Covers the
// refusal before calling out, success (the live menu is what Grab accepted, drift empty), failure
// with Grab's reasons, a failure half way (the last successful menu stays live), retries that
// never publish twice, replayed webhooks, drift item by item, and the webhooks' token.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type GrabfoodFake, startGrabfoodFake } from "../../adapters/delivery/grabfood/fake/grabfoodFake";
import { HALF_WAY_FAILURE, SYNC_STATE_WEBHOOK } from "../../adapters/delivery/grabfood/fake/grabfoodMenuSide";
import { grabfoodClient } from "../../adapters/delivery/grabfood/grabfoodClient";
import { menuSyncStreamId } from "../../domain/delivery/menuSync/menuSyncModel";
import { startTestApp } from "../support/apiHarness";
import { type Client, signUp } from "./businessHarness";

const TOKEN = "grab-webhook-token-0001";
const merchantID = "1-MENUSYNC0001";
const rm = (amount: number) => ({ amount, precision: 2, currency: "MYR" });

let fake: GrabfoodFake;
let harness: Awaited<ReturnType<typeof startTestApp>>;
let owner: Client;
let restaurantId: string;
let menuPath: string;
let syncPath: string;
let latte: Record<string, unknown>;
let catalog: Record<string, unknown>;

const webhook = (method: "GET" | "POST", path: string, body?: unknown, token = TOKEN) =>
  harness.app.inject({ method, url: `/api/v2${path}`, headers: { authorization: `Bearer ${token}` }, ...(body === undefined ? {} : { payload: body as object }) });

const menuPut = async (module: string, operation: string, data: unknown) => {
  const { _rev } = await owner.ok("GET", menuPath);
  return owner.ok("PUT", menuPath, { _id: `menu-${restaurantId}`, _rev, module, operation, data });
};

const sync = async () => {
  const started = await owner.ok("PUT", syncPath);
  await fake.menuSync.settled();
  return { started, status: await owner.ok("GET", syncPath) };
};

const setLattePrice = async (amount: number) => {
  catalog = { ...catalog, override: { product: [{ id: latte.id, price: rm(amount) }], addon: [] } };
  await menuPut("catalog", "update", catalog);
};

beforeAll(async () => {
  fake = await startGrabfoodFake();
  const grabfood = grabfoodClient({ baseUrl: fake.url, timeoutMs: 2_000 });
  harness = await startTestApp({ rateLimits: { otpSendPerIp: { limit: 1000, windowSeconds: 600 } }, delivery: { grabfood, grabfoodWebhookToken: TOKEN } });
  fake.menuSync.connect(async (method, path, body) => {
    const response = await webhook(method, path, body);
    return { status: response.statusCode, body: response.body === "" ? undefined : response.json() };
  });
  owner = await signUp(harness, "+60123450051");
  const business = await owner.ok("POST", "/businesses", { name: "Kopi Sync", url: "kopi-sync" });
  restaurantId = (await owner.ok("POST", "/restaurants", { businessId: business.id, profile: { name: "Bangsar" } })).id;
  menuPath = `/restaurants/${restaurantId}/menu-v3`;
  syncPath = `/delivery/grabfood/menu-sync/${restaurantId}`;
  await owner.ok("PUT", `/delivery/grabfood/setting/${restaurantId}`, { _id: restaurantId, enabled: true, merchantID, clientId: "c", clientSecret: "s" });
  const coffee = (await menuPut("category", "create", { name: "Coffee" })).category.at(-1);
  const milk = (await menuPut("addonGroup", "create", { name: "Milk", addons: [{ id: "oat", name: "Oat milk", price: rm(200) }] })).addonGroup.at(-1);
  const toppings = (await menuPut("addonGroup", "create", { name: "Toppings", addons: [] })).addonGroup.at(-1);
  latte = (await menuPut("product", "create", { name: "Latte", price: rm(1200), category: coffee.id, addonGroupUsed: true, addonGroups: [milk.id, toppings.id] })).product.at(-1);
  const tea = (await menuPut("product", "create", { name: "Teh Tarik", price: rm(500), category: coffee.id })).product.at(-1);
  catalog = (await menuPut("catalog", "create", { name: "GrabFood", type: "DELIVERY", productAvailable: [latte.id, tea.id] })).catalog.at(-1);
});
afterAll(async () => {
  await fake.menuSync.settled();
  await harness.app.close();
  await fake.close();
});

describe("GrabFood menu sync", () => {
  it("refuses a menu GrabFood would reject before calling out, and the dry run names each problem and its screen", async () => {
    const refused = await owner.send("PUT", syncPath);
    expect([refused.statusCode, refused.json().message]).toEqual([400, "Set the delivery opening hours first (1 more)"]);
    const dryRun = await owner.ok("GET", `${syncPath}/dry-run`);
    expect(dryRun.problems).toEqual([
      { message: "Set the delivery opening hours first", module: "in-house-delivery", itemId: null, itemName: null },
      { message: 'Add-on group "Toppings" of "Latte" has no add-on', module: "addonGroup", itemId: expect.any(String), itemName: "Toppings" },
    ]);
    expect(fake.menuNotifications).toEqual([]);
    expect(await owner.ok("GET", syncPath)).toMatchObject({ status: "never", latest: null, live: null });

    const week = Array.from({ length: 7 }, () => ({ enable: true, hours: [{ start: "08:00", end: "22:00" }] }));
    await owner.ok("PUT", `/restaurants/${restaurantId}/in-house-delivery`, { enable: true, maxDistanceKm: 5, minimumOrder: 10, deliveryFee: 5, freeDeliveryFrom: null, operatingHours: week });
    latte = (await menuPut("product", "update", { ...latte, addonGroups: [(latte.addonGroups as string[])[0]] })).product.find((p: { id: string }) => p.id === latte.id);
    expect((await owner.ok("GET", `${syncPath}/dry-run`)).problems).toEqual([]);
  });

  it("publishes: Grab pulls the menu, accepts it, it is live and the drift is empty", async () => {
    await setLattePrice(1300);
    const { started, status } = await sync();
    expect(started.status).toBe("queued");
    const job = fake.menuSync.jobs.at(-1);
    expect(job?.states).toEqual(["QUEUEING", "PROCESSING", "SUCCESS"]);
    expect(status).toMatchObject({ status: "success", latest: { status: "success", jobId: job?.jobId, reasons: [], itemCount: 2 }, live: { syncId: status.latest.syncId, itemCount: 2 } });
    const accepted = fake.menuSync.acceptedMenus.get(merchantID) as { categories: Array<{ name: string; items: Array<{ name: string; price: number }> }> };
    expect(accepted.categories[0]?.items.map((i) => [i.name, i.price])).toEqual([["Latte", 1300], ["Teh Tarik", 500]]);
    expect((await owner.ok("GET", `${syncPath}/drift`)).items).toEqual([]);
    expect(fake.invalidRequests()).toEqual([]);
  });

  it("shows the drift item by item once our menu moves on", async () => {
    await setLattePrice(1450);
    const drift = await owner.ok("GET", `${syncPath}/drift`);
    expect(drift.items).toEqual([{ itemId: latte.id, name: "Latte", kind: "changed", fields: ["price"], livePrice: 1300, currentPrice: 1450 }]);
  });

  it("records a failure with Grab's reasons and keeps the last accepted menu live", async () => {
    const live = (await owner.ok("GET", syncPath)).live;
    fake.menuSync.control.outcome = "reject";
    fake.menuSync.control.rejectReasons = ["Item Latte: price change above 10% needs review"];
    const { status } = await sync();
    expect(status).toMatchObject({ status: "failed", latest: { status: "failed", reasons: ["Item Latte: price change above 10% needs review"] }, live });
    expect((await owner.ok("GET", `${syncPath}/drift`)).items).toHaveLength(1);
  });

  it("a sync failing half way leaves the last successful menu live, and Grab is served that menu", async () => {
    const live = (await owner.ok("GET", syncPath)).live;
    fake.menuSync.control.outcome = "failHalfway";
    const { status } = await sync();
    expect(status).toMatchObject({ status: "failed", latest: { reasons: [HALF_WAY_FAILURE] }, live });
    const served = (await webhook("GET", `/delivery/grabfood/webhook/menu?merchantID=${merchantID}`)).json();
    expect(served.categories[0].items[0]).toMatchObject({ name: "Latte", price: 1300 });
    expect(fake.menuSync.published).toHaveLength(1);
  });

  it("a retry publishes once: a repeat while it runs joins it, and an unchanged live menu is not sent again", async () => {
    fake.menuSync.control.outcome = "silent";
    const notified = fake.menuNotifications.length;
    const first = await owner.ok("PUT", syncPath);
    const again = await owner.ok("PUT", syncPath);
    await fake.menuSync.settled();
    expect(again.latest.syncId).toBe(first.latest.syncId);
    expect(fake.menuNotifications.length).toBe(notified + 1);
    await setLattePrice(1500);
    const busy = await owner.send("PUT", syncPath);
    expect([busy.statusCode, busy.json().message]).toEqual([409, "A menu sync is already in progress"]);

    harness.clock.advance({ minutes: 16 });
    fake.menuSync.control.outcome = "accept";
    const { status } = await sync();
    expect(status.status).toBe("success");
    expect(fake.menuSync.published).toHaveLength(2);
    const { started } = await sync();
    expect(started.latest.syncId).toBe(status.latest.syncId);
    expect(fake.menuSync.published).toHaveLength(2);
    expect(fake.menuNotifications.length).toBe(notified + 2);
  });

  it("ignores replayed webhooks and states for a finished sync", async () => {
    await setLattePrice(1550);
    fake.menuSync.control.replay = true;
    const { status } = await sync();
    fake.menuSync.control.replay = false;
    expect(status.status).toBe("success");
    const events = (await harness.store.readStream(menuSyncStreamId("grabfood", restaurantId))).events;
    const requestIds = events.map((e) => (e.data as { requestId?: string | null }).requestId).filter((id): id is string => typeof id === "string");
    expect(new Set(requestIds).size).toBe(requestIds.length);
    const late = await webhook("POST", SYNC_STATE_WEBHOOK, { requestID: "late-1", merchantID, jobID: status.latest.jobId, status: "FAILED", errors: ["late"] });
    expect(late.statusCode).toBe(204);
    expect(await owner.ok("GET", syncPath)).toEqual(status);
  });

  it("refuses a team member who may not update the restaurant", async () => {
    const cook = await signUp(harness, "+60123450052");
    const { businessId } = await owner.ok("GET", `/restaurants/${restaurantId}`);
    await owner.ok("POST", `/businesses/${businessId}/team`, { phoneNumber: cook.phoneNumber, grants: [{ action: "manage", subject: "Menu" }] });
    const notified = fake.menuNotifications.length;
    const refused = await cook.send("PUT", syncPath);
    // A restaurant the member may not read answers as unknown, as every restaurant route does.
    expect([403, 404]).toContain(refused.statusCode);
    expect(fake.menuNotifications.length).toBe(notified);
  });

  it("refuses webhooks without GrabFood's token, and an unknown merchant", async () => {
    expect((await webhook("GET", `/delivery/grabfood/webhook/menu?merchantID=${merchantID}`, undefined, "wrong")).statusCode).toBe(401);
    const noToken = await harness.app.inject({ method: "POST", url: `/api/v2${SYNC_STATE_WEBHOOK}`, payload: { requestID: "x", merchantID, jobID: "j", status: "SUCCESS" } });
    expect([noToken.statusCode, noToken.json().message]).toEqual([401, "Unauthorized request"]);
    expect((await webhook("GET", "/delivery/grabfood/webhook/menu?merchantID=1-NOBODY")).statusCode).toBe(404);
  });
});
