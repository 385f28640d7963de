// Licence orders over HTTP (issue 18): an admin orders a licence for a restaurant, which takes
// the order's features, expiry (the day in the restaurant's time zone) and release channel; the
// history says who, when and what changed, per restaurant, per business and overall; the
// Expiring soon view lists licences ending within 30 days and flags those that ended. The role
// matrix of these routes is in providerAdmin.test.ts.
import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, type Harness, signUp, startBusinessApp } from "./businessHarness";

let harness: Harness;
let admin: Client;
let kopi: { id: string };
let teh: { id: string };
let tehBusiness: { id: string };

const SG_ADDRESS = { line1: "1 Orchard Road", city: "Singapore", postcode: "238801", state: "Singapore", country: "SG" };
// The harness clock starts at 2026-01-05T08:00:00Z: 5 January in Malaysia and Singapore.
const dayIn = (days: number) => Temporal.PlainDate.from("2026-01-05").add({ days }).toString();

beforeAll(async () => {
  harness = await startBusinessApp();
  admin = await signUp(harness, "+60123460009", "admin");
  const owner = await signUp(harness, "+60123460001");
  const kopiBusiness = await owner.ok("POST", "/businesses", { name: "Kopi Kita" });
  kopi = await owner.ok("POST", "/restaurants", { businessId: kopiBusiness.id, profile: { name: "Kopi Bangsar" } });
  tehBusiness = await owner.ok("POST", "/businesses", { name: "Teh Tarik Co" });
  teh = await owner.ok("POST", "/restaurants", { businessId: tehBusiness.id, profile: { name: "Teh Orchard", address: SG_ADDRESS } });
});
afterAll(() => harness.app.close());

describe("licence orders", () => {
  it("applies the order to the restaurant and records who, when and what changed", async () => {
    const expiresOn = dayIn(10);
    const order = await admin.ok("POST", "/admin/license-orders", { restaurantId: kopi.id, expiresOn, features: ["kds", "pickup"], channel: "beta" });
    const expiredAt = Temporal.PlainDate.from(expiresOn).toZonedDateTime({ timeZone: "Asia/Kuala_Lumpur" }).toInstant().toString({ smallestUnit: "millisecond" });
    expect(order).toMatchObject({
      restaurantId: kopi.id, restaurantName: "Kopi Bangsar", businessName: "Kopi Kita", timeZone: "Asia/Kuala_Lumpur",
      terms: { license: { expiredAt, features: ["pickup", "kds"] }, channel: "beta" },
      previous: { license: null, channel: "latest" },
      changes: [{ kind: "featuresAdded", features: ["pickup", "kds"] }, { kind: "expiry", from: null, to: expiredAt }, { kind: "channel", from: "latest", to: "beta" }],
      orderedBy: { userId: admin.userId },
    });
    const restaurant = await admin.ok("GET", `/restaurants/${kopi.id}`);
    expect(restaurant.settings.license).toEqual({ expiredAt, features: ["pickup", "kds"] });
    expect(restaurant.settings.channel).toEqual({ channel: "beta" });

    harness.clock.advance({ minutes: 5 }); // the history is newest first
    const second = await admin.ok("POST", "/admin/license-orders", { restaurantId: kopi.id, expiresOn: null, features: ["kds"], channel: "beta" });
    expect(second.changes).toEqual([{ kind: "featuresRemoved", features: ["pickup"] }, { kind: "expiry", from: expiredAt, to: null }]);
    const history = await admin.ok("GET", `/admin/license-orders?restaurant=${kopi.id}`);
    expect(history.pagination.totalResources).toBe(2);
    expect(history.resources.map((o: { id: string }) => o.id)).toEqual([second.id, order.id]);
  });

  it("filters the history by business and pages it", async () => {
    const sg = await admin.ok("POST", "/admin/license-orders", { restaurantId: teh.id, expiresOn: dayIn(40), features: [], channel: "latest" });
    expect((await admin.ok("GET", `/admin/license-orders?business=${tehBusiness.id}`)).resources.map((o: { id: string }) => o.id)).toEqual([sg.id]);
    const firstPage = await admin.ok("GET", "/admin/license-orders?limit=1");
    expect(firstPage.resources).toHaveLength(1);
    expect(firstPage.pagination.totalResources).toBeGreaterThanOrEqual(3);
  });

  it("lists licences ending within 30 days and flags ended ones", async () => {
    await admin.ok("POST", "/admin/license-orders", { restaurantId: kopi.id, expiresOn: dayIn(5), features: ["kds"], channel: "beta" });
    const expiring = await admin.ok("GET", "/admin/license-orders/expiring");
    expect(expiring.resources).toMatchObject([{ restaurantId: kopi.id, daysLeft: 5, ended: false, businessName: "Kopi Kita", country: "MY" }]);
    // Teh Orchard's licence ends in 40 days: not yet soon.
    const ended = "2026-01-02T16:00:00.000Z";
    await admin.ok("PUT", `/restaurants/${teh.id}/license`, { expiredAt: ended, features: [] });
    const withEnded = await admin.ok("GET", "/admin/license-orders/expiring");
    expect(withEnded.resources.map((r: { restaurantId: string; ended: boolean }) => [r.restaurantId, r.ended])).toEqual([[teh.id, true], [kopi.id, false]]);
  });

  it("refuses bad input with the message and changes nothing", async () => {
    const before = await admin.ok("GET", "/admin/license-orders?limit=1");
    const today = dayIn(0);
    expect((await admin.send("POST", "/admin/license-orders", { restaurantId: kopi.id, expiresOn: today, features: [], channel: "beta" })).json())
      .toMatchObject({ message: "Expiry date must be after today" });
    expect((await admin.send("POST", "/admin/license-orders", { restaurantId: kopi.id, expiresOn: "2027-02-30", features: [], channel: "beta" })).statusCode).toBe(400);
    expect((await admin.send("POST", "/admin/license-orders", { restaurantId: kopi.id, expiresOn: null, features: ["wifi"], channel: "beta" })).statusCode).toBe(400);
    expect((await admin.send("POST", "/admin/license-orders", { restaurantId: kopi.id, expiresOn: null, features: [], channel: "nightly" })).statusCode).toBe(400);
    expect((await admin.send("POST", "/admin/license-orders", { restaurantId: "64b7f0c2a1b2c3d4e5f6ffff", expiresOn: null, features: [], channel: "beta" })).statusCode).toBe(404);
    const after = await admin.ok("GET", "/admin/license-orders?limit=1");
    expect(after.pagination.totalResources).toBe(before.pagination.totalResources);
  });
});
