// Delivery companies and the provider settings over HTTP (issue 18): an admin lists, creates and
// updates companies (provider type, quote status, countries); sets each country's default company
// and fees (money in the country's currency and decimals); sets the SMS sender and sends a test
// through the server's OTP transport (the outbox here). The role matrix is in providerAdmin.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, type Harness, signUp, startBusinessApp } from "./businessHarness";

let harness: Harness;
let admin: Client;
const myr = (amount: number) => ({ amount, precision: 2, currency: "MYR" });

beforeAll(async () => {
  harness = await startBusinessApp();
  admin = await signUp(harness, "+60123480009", "admin");
});
afterAll(() => harness.app.close());

describe("delivery companies", () => {
  it("creates, lists by name and country, and updates a company", async () => {
    const lalamove = await admin.ok("POST", "/admin/delivery-companies", { name: "Kosmo Riders", providerType: "KOSMO", quoteStatus: "SHOW", countries: ["SG", "MY"] });
    expect(lalamove).toMatchObject({ name: "Kosmo Riders", providerType: "KOSMO", deliveryType: "FEEDME", quoteStatus: "SHOW", countries: ["MY", "SG"], _rev: 1 });
    const own = await admin.ok("POST", "/admin/delivery-companies", { name: "Own riders", providerType: "IN_HOUSE", quoteStatus: "HIDDEN", countries: ["MY"] });
    expect(own.deliveryType).toBe("IN_HOUSE");
    expect((await admin.ok("GET", "/admin/delivery-companies")).map((c: { name: string }) => c.name)).toEqual(["Kosmo Riders", "Own riders"]);
    expect((await admin.ok("GET", "/admin/delivery-companies?country=SG")).map((c: { name: string }) => c.name)).toEqual(["Kosmo Riders"]);
    const updated = await admin.ok("PUT", `/admin/delivery-companies/${own.id}`, { name: "Own riders", providerType: "MANUAL", quoteStatus: "SHOW", countries: ["MY", "ID"], _rev: 1 });
    expect(updated).toMatchObject({ providerType: "MANUAL", countries: ["MY", "ID"], _rev: 2 });
    expect((await admin.send("PUT", `/admin/delivery-companies/${own.id}`, { name: "x", providerType: "MANUAL", quoteStatus: "SHOW", countries: ["MY"], _rev: 1 })).statusCode).toBe(409);
  });

  it("refuses bad input with the message", async () => {
    const bad = async (body: unknown) => (await admin.send("POST", "/admin/delivery-companies", body)).json();
    expect(await bad({ name: " ", providerType: "KOSMO", quoteStatus: "SHOW", countries: ["MY"] })).toMatchObject({ message: "Company name is required" });
    expect(await bad({ name: "Nobody", providerType: "KOSMO", quoteStatus: "SHOW", countries: [] })).toMatchObject({ message: "Choose at least one country" });
    expect(await bad({ name: "Nobody", providerType: "DRONE", quoteStatus: "SHOW", countries: ["MY"] })).toHaveProperty("message");
    expect(await bad({ name: "kosmo riders", providerType: "KOSMO", quoteStatus: "SHOW", countries: ["MY"] })).toMatchObject({ message: "Delivery company already exists" });
    expect((await admin.send("PUT", "/admin/delivery-companies/64b7f0c2a1b2c3d4e5f6ffff", { name: "Ghost", providerType: "KOSMO", quoteStatus: "SHOW", countries: ["MY"] })).statusCode).toBe(404);
  });
});

describe("provider settings", () => {
  it("sets each country's default company and fees, and keeps a default from being disabled", async () => {
    const grab = await admin.ok("POST", "/admin/delivery-companies", { name: "GrabExpress", providerType: "GRAB_EXPRESS", quoteStatus: "SHOW", countries: ["MY"] });
    const settings = await admin.ok("GET", "/admin/settings");
    expect(settings).toMatchObject({ delivery: { countries: [] }, sms: { sender: "FeedMe", transport: "outbox", lastTest: null }, _rev: 0 });
    const saved = await admin.ok("PUT", "/admin/settings/delivery", {
      countries: [{ country: "MY", defaultCompanyId: grab.id, baseFee: myr(500), perKmFee: myr(120) }], _rev: 0,
    });
    expect(saved.delivery.countries).toEqual([{ country: "MY", defaultCompanyId: grab.id, baseFee: myr(500), perKmFee: myr(120) }]);
    expect((await admin.send("PUT", `/admin/delivery-companies/${grab.id}`, { name: "GrabExpress", providerType: "GRAB_EXPRESS", quoteStatus: "DISABLED", countries: ["MY"] })).json())
      .toMatchObject({ message: "GrabExpress is the default delivery company of Malaysia" });
    expect((await admin.send("PUT", "/admin/settings/delivery", { countries: [{ country: "SG", defaultCompanyId: grab.id, baseFee: { amount: 500, precision: 2, currency: "SGD" }, perKmFee: { amount: 0, precision: 2, currency: "SGD" } }] })).json())
      .toMatchObject({ message: "Choose a delivery company that serves Singapore" });
    expect((await admin.send("PUT", "/admin/settings/delivery", { countries: [{ country: "MY", defaultCompanyId: null, baseFee: { amount: 5, precision: 0, currency: "MYR" }, perKmFee: myr(0) }] })).json())
      .toMatchObject({ message: "Fee must be in MYR with 2 decimals" });
    expect((await admin.send("PUT", "/admin/settings/delivery", { countries: [{ country: "MY", defaultCompanyId: null, baseFee: myr(-1), perKmFee: myr(0) }] })).json())
      .toMatchObject({ message: "Fee cannot be negative" });
    expect((await admin.ok("GET", "/admin/settings")).delivery.countries).toEqual(saved.delivery.countries);
  });

  it("sets the SMS sender and sends a test through the OTP transport", async () => {
    const settings = await admin.ok("PUT", "/admin/settings/sms", { sender: "KopiKita" });
    expect(settings.sms.sender).toBe("KopiKita");
    expect((await admin.send("PUT", "/admin/settings/sms", { sender: "Far too long sender" })).json()).toMatchObject({ message: "Sender must be 1 to 11 letters, digits or spaces" });
    const sent = await admin.ok("POST", "/admin/settings/sms/test-send", { phoneNumber: "+60123480100" });
    expect(sent).toMatchObject({ target: "+60123480100", transport: "outbox", sender: "KopiKita" });
    expect(sent.code).toMatch(/^\d{6}$/);
    expect(harness.outbox.entries("+60123480100")).toMatchObject([{ otp: sent.code, purpose: "sms-test" }]);
    expect((await admin.ok("GET", "/admin/settings")).sms.lastTest).toMatchObject({ target: "+60123480100", transport: "outbox", sender: "KopiKita" });
    expect((await admin.send("POST", "/admin/settings/sms/test-send", { phoneNumber: "0123" })).statusCode).toBe(400);
  });
});
