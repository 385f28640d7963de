// Items marked unavailable ("86") per platform over HTTP against the local fakes, with their
// scheduled restore: GrabFood's item goes UNAVAILABLE (maxStock 0) for an hour and the restore job
// makes it AVAILABLE again then, a failing GrabFood keeping it due for a later tick; foodpanda's
// products are marked until the end of the business's day (restored by the job) or until
// restored by hand.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partnersOf } from "../../adapters/server/delivery/deliveryArea";
import { startGrabfoodFake } from "../../adapters/delivery/grabfood/fake/grabfoodFake";
import { itemAvailabilityView, restoreDueItems, unavailableOnPlatform } from "../../domain/delivery/application/itemAvailability";
import { type ConnectedRestaurant, startConnectedRestaurant } from "./deliveryHarness";

let connected: ConnectedRestaurant;
let grab: ConnectedRestaurant["grab"];
let panda: ConnectedRestaurant["panda"];
let delivery: ConnectedRestaurant["delivery"];
let harness: ConnectedRestaurant["harness"];
let owner: ConnectedRestaurant["owner"];
let restaurantId: string;
let businessId: string;
const merchantID = "1-EIGHTYSIX01";
const vendorCode = "v-eightysix";
const items = (platform: string) => `/delivery/${platform}/item-availability/${restaurantId}`;
/** What the record says (the owner's token does not outlive the clock's jumps). */
const marked = async (platform: "grabfood" | "foodpanda") => (await itemAvailabilityView(harness.engine, { platform, restaurantId, businessId })).items;

beforeAll(async () => {
  connected = await startConnectedRestaurant({
    ownerPhone: "+60123450083", business: { name: "Kopi 86", url: "kopi-eightysix" }, restaurantName: "Subang", merchantID, vendorCode,
  });
  ({ grab, panda, delivery, harness, owner, restaurantId, businessId } = connected);
});
afterAll(() => connected.close());

describe("items marked unavailable per platform", () => {
  it("refuses a span no platform offers and a restaurant not connected", async () => {
    expect((await owner.send("PUT", items("grabfood"), { itemIds: ["latte"], available: false, for: "2d" })).statusCode).toBe(400);
    const refused = await owner.send("PUT", items("shopeefood"), { itemIds: ["latte"], available: false, for: "1h" });
    expect([refused.statusCode, refused.json().message]).toEqual([400, "ShopeeFood is not connected"]);
  });

  it("marks foodpanda products for the rest of the business's day or until restored by hand", async () => {
    await owner.ok("PUT", items("foodpanda"), { itemIds: ["laksa"], available: false, for: "today" });
    await owner.ok("PUT", items("foodpanda"), { itemIds: ["satay"], available: false, for: "manual" });
    const listed = await owner.ok("GET", items("foodpanda"));
    expect([listed.timeZone, listed.menu]).toEqual(["Asia/Kuala_Lumpur", []]);
    expect(listed.items).toEqual([{ itemId: "laksa", restoreAt: expect.stringMatching(/T16:00:00/) }, { itemId: "satay", restoreAt: null }]);
    expect(panda.productAvailability.get(`${vendorCode}:laksa`)).toBe(false);
    await owner.ok("PUT", items("foodpanda"), { itemIds: ["satay"], available: true });
    expect(panda.productAvailability.get(`${vendorCode}:satay`)).toBe(true);
    expect(await marked("foodpanda")).toEqual([{ itemId: "laksa", restoreAt: expect.any(String) }]);
  });

  it("starts a fresh local GrabFood with the items the record marks unavailable, so a restarted fake agrees with the page", async () => {
    await owner.ok("PUT", items("grabfood"), { itemIds: ["kaya-toast", "teh-tarik"], available: false, for: "manual" });
    const recorded = (await unavailableOnPlatform(harness.engine, "grabfood")).map(({ storeRef, itemId }) => ({ merchantID: storeRef, itemID: itemId }));
    expect(recorded).toEqual([{ merchantID, itemID: "kaya-toast" }, { merchantID, itemID: "teh-tarik" }]);
    expect(await unavailableOnPlatform(harness.engine, "foodpanda")).toEqual([{ storeRef: vendorCode, itemId: "laksa" }]);
    const restarted = await startGrabfoodFake({ unavailableItems: recorded });
    try {
      expect([...restarted.itemAvailability.entries()]).toEqual([[`${merchantID}:kaya-toast`, "UNAVAILABLE"], [`${merchantID}:teh-tarik`, "UNAVAILABLE"]]);
    } finally {
      await restarted.close();
    }
    await owner.ok("PUT", items("grabfood"), { itemIds: ["kaya-toast", "teh-tarik"], available: true });
    expect(await unavailableOnPlatform(harness.engine, "grabfood")).toEqual([]);
  });

  it("marks a GrabFood item unavailable for an hour and the restore job brings it back then, retrying a failing GrabFood", async () => {
    const answer = await owner.ok("PUT", items("grabfood"), { itemIds: ["latte"], available: false, for: "1h" });
    expect(answer).toMatchObject({ platform: "grabfood", items: [{ itemId: "latte", restoreAt: expect.any(String) }] });
    expect(grab.itemAvailability.get(`${merchantID}:latte`)).toBe("UNAVAILABLE");
    harness.clock.advance({ minutes: 30 });
    expect((await restoreDueItems(harness.engine, partnersOf(delivery))).restored).toBe(0);
    harness.clock.advance({ minutes: 31 });
    grab.failNext("update-menu", 503, "busy");
    expect((await restoreDueItems(harness.engine, partnersOf(delivery))).failed).toHaveLength(1);
    expect(await marked("grabfood")).toHaveLength(1);
    expect((await restoreDueItems(harness.engine, partnersOf(delivery))).restored).toBe(1);
    expect(grab.itemAvailability.get(`${merchantID}:latte`)).toBe("AVAILABLE");
    expect(await marked("grabfood")).toEqual([]);
    expect(grab.invalidRequests().filter((r) => r.operationId !== null)).toEqual([]);
  });

  it("restores foodpanda's product marked for the day when the business's day ends", async () => {
    harness.clock.advance({ hours: 25 });
    await restoreDueItems(harness.engine, partnersOf(delivery));
    expect(panda.productAvailability.get(`${vendorCode}:laksa`)).toBe(true);
    expect(await marked("foodpanda")).toEqual([]);
    expect(panda.invalidRequests()).toEqual([]);
  });
});
