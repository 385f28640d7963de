// Special opening hours over HTTP against the local fakes: the restaurant keeps its list (checked
// in the business's time zone, GrabFood's limits refused before anything is sent), pushes it to
// GrabFood (validated by the fake against GrabFood's OpenAPI file) and to foodpanda; an ended
// entry is not sent.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partnersOf } from "../../adapters/server/delivery/deliveryArea";
import { pushSpecialHours } from "../../domain/delivery/application/specialHours";
import { type ConnectedRestaurant, startConnectedRestaurant } from "./deliveryHarness";

let connected: ConnectedRestaurant;
let grab: ConnectedRestaurant["grab"];
let panda: ConnectedRestaurant["panda"];
let delivery: ConnectedRestaurant["delivery"];
let harness: ConnectedRestaurant["harness"];
let owner: ConnectedRestaurant["owner"];
let restaurantId: string;
let businessId: string;
const merchantID = "1-SPECIAL0001";
const vendorCode = "v-special";
const list = () => `/delivery/special-hours/${restaurantId}`;
const holiday = (startDate: string, endDate = startDate) => ({ startDate, endDate, description: "Public holiday", openPeriodType: "ClosedAllDay", periods: [] });

beforeAll(async () => {
  connected = await startConnectedRestaurant({
    ownerPhone: "+60123450098", business: { name: "Kopi Holiday", url: "kopi-special-hours" }, restaurantName: "Ampang", merchantID, vendorCode,
  });
  ({ grab, panda, delivery, harness, owner, restaurantId, businessId } = connected);
});
afterAll(() => connected.close());

describe("special opening hours", () => {
  it("starts empty and refuses, before calling out, what GrabFood cannot take", async () => {
    expect(await owner.ok("GET", list())).toEqual({ _id: restaurantId, _rev: 0, timeZone: "Asia/Kuala_Lumpur", specialHours: [] });
    const today = harness.clock.now().toZonedDateTimeISO("Asia/Kuala_Lumpur").toPlainDate();
    const refusals: Array<[unknown, string]> = [
      [[holiday("2030-01-01"), holiday("2030-02-01"), holiday("2030-03-01"), holiday("2030-04-01")], "At most 3 special opening hours"],
      [[holiday(today.subtract({ days: 1 }).toString())], "Special hours cannot end in the past"],
      [[holiday("2030-01-03", "2030-01-01")], "End date must be on or after start date"],
      [[holiday("2030-01-01", "2030-01-03"), holiday("2030-01-03")], "Special hours overlap on 2030-01-03"],
      [[{ ...holiday("2030-01-01"), openPeriodType: "Period", periods: [{ startTime: "18:00", endTime: "02:00" }] }], "End time must be after start time"],
      [[holiday("2030-02-30")], "Invalid date"],
    ];
    for (const [specialHours, message] of refusals) {
      const answer = await owner.send("PUT", list(), { specialHours });
      expect([answer.statusCode, answer.json().message]).toEqual([400, message]);
    }
    expect(grab.specialHours.size).toBe(0);
  });

  it("keeps the list and pushes the entries not yet ended to GrabFood and foodpanda", async () => {
    const today = harness.clock.now().toZonedDateTimeISO("Asia/Kuala_Lumpur").toPlainDate();
    const tomorrow = today.add({ days: 1 }).toString();
    const eve = { startDate: "2030-12-31", endDate: "2030-12-31", description: "New Year's Eve", openPeriodType: "Period", periods: [{ startTime: "10:00", endTime: "14:00" }] };
    const saved = await owner.ok("PUT", list(), { specialHours: [eve, holiday(tomorrow)], _rev: 0 });
    expect(saved).toMatchObject({ _rev: 1, specialHours: [holiday(tomorrow), eve] });
    expect((await owner.send("PUT", list(), { specialHours: [], _rev: 0 })).statusCode).toBe(409);

    expect((await owner.ok("PUT", `/delivery/grabfood/special-opening-hours/${restaurantId}`)).specialHours).toHaveLength(2);
    expect(grab.specialHours.get(merchantID)).toEqual({ specialOpeningHours: [
      { startDate: tomorrow, endDate: tomorrow, metadata: { description: "Public holiday" }, openingHours: { openPeriodType: "ClosedAllDay" } },
      { startDate: "2030-12-31", endDate: "2030-12-31", metadata: { description: "New Year's Eve" }, openingHours: { openPeriodType: "Period", periods: eve.periods } },
    ] });
    expect(grab.invalidRequests().filter((r) => r.operationId !== null)).toEqual([]);
    await owner.ok("PUT", `/delivery/foodpanda/special-opening-hours/${restaurantId}`);
    expect(panda.specialDays.get(vendorCode)).toMatchObject({ specialDays: [{ from: tomorrow, closed: true }, { from: "2030-12-31", closed: false }] });

    const refused = await owner.send("PUT", `/delivery/shopeefood/special-opening-hours/${restaurantId}`);
    expect([refused.statusCode, refused.json().message]).toEqual([400, "ShopeeFood is not connected"]);
    // Two days on (the job's view: the owner's token does not outlive the clock's jump), the
    // holiday has ended and is no longer sent.
    harness.clock.advance({ hours: 48 });
    expect(await pushSpecialHours(harness.engine, partnersOf(delivery), "grabfood", { restaurantId, businessId })).toEqual([eve]);
    expect(grab.specialHours.get(merchantID)).toMatchObject({ specialOpeningHours: [{ startDate: "2030-12-31" }] });
  });
});
