// The report token (spec 1 §7 `GET /report/token`) and restaurants near a place
// (`POST /restaurants/near-by`): the token names the caller's businesses (or "all" for the
// provider) and never passes as an access token; near-by answers the caller's readable
// restaurants within the radius, nearest first, never another business's.
import { beforeAll, describe, expect, it } from "vitest";
import { type Client, type Harness, signUp, startBusinessApp } from "./businessHarness";

let harness: Harness;
let admin: Client;
let ownerA: Client;
let ownerB: Client;
let businessA: { id: string };
let businessB: { id: string };

const at = (name: string, lat: number, lng: number) => ({ name, location: { lat, lng } });

beforeAll(async () => {
  harness = await startBusinessApp();
  admin = await signUp(harness, "+60122000301", "admin");
  ownerA = await signUp(harness, "+60122000302");
  ownerB = await signUp(harness, "+60122000303");
  businessA = await ownerA.ok("POST", "/businesses", { name: "Kopi A" });
  businessB = await ownerB.ok("POST", "/businesses", { name: "Kopi B" });
  await ownerA.ok("POST", "/restaurants", { businessId: businessA.id, profile: at("A KLCC", 3.1579, 101.7123) });
  await ownerA.ok("POST", "/restaurants", { businessId: businessA.id, profile: at("A Bangsar", 3.1326, 101.6714) });
  await ownerA.ok("POST", "/restaurants", { businessId: businessA.id, profile: at("A Penang", 5.4149, 100.3371) });
  await ownerA.ok("POST", "/restaurants", { businessId: businessA.id, profile: { name: "A nowhere" } });
  await ownerB.ok("POST", "/restaurants", { businessId: businessB.id, profile: at("B KLCC", 3.158, 101.7124) });
});

describe("GET /report/token", () => {
  it("names the owner's businesses, or all for the provider, and is no access token", async () => {
    const { token, expiresAt } = await ownerA.ok("GET", "/report/token");
    expect(await harness.app.identity.tokens.verifyReport(token)).toEqual({ userId: ownerA.userId, businesses: [businessA.id] });
    expect(typeof expiresAt).toBe("string");
    const asBearer = await harness.app.inject({ method: "GET", url: "/api/v2/my/user", headers: { authorization: `Bearer ${token}` } });
    expect(asBearer.statusCode).toBe(401);
    const provider = await admin.ok("GET", "/report/token");
    expect((await harness.app.identity.tokens.verifyReport(provider.token))?.businesses).toBe("all");
    expect((await harness.app.inject({ method: "GET", url: "/api/v2/report/token" })).statusCode).toBe(401);
  });
});

describe("POST /restaurants/near-by", () => {
  const klcc = { lat: 3.1579, lng: 101.7123 };

  it("answers the caller's restaurants within the radius, nearest first", async () => {
    const near = await ownerA.ok("POST", "/restaurants/near-by", { ...klcc, radiusKm: 10 });
    expect(near.resources.map((r: { name: string }) => r.name)).toEqual(["A KLCC", "A Bangsar"]);
    expect(near.resources[1].distanceKm).toBeGreaterThan(5);
    const close = await ownerA.ok("POST", "/restaurants/near-by", klcc);
    expect(close.resources.map((r: { name: string }) => r.name)).toEqual(["A KLCC"]);
  });

  it("never shows another business's restaurants to an owner; the provider sees every business", async () => {
    const fromB = await ownerB.ok("POST", "/restaurants/near-by", { ...klcc, radiusKm: 100 });
    expect(fromB.resources.map((r: { name: string }) => r.name)).toEqual(["B KLCC"]);
    const provider = await admin.ok("POST", "/restaurants/near-by", { ...klcc, radiusKm: 1 });
    expect(provider.resources.map((r: { name: string }) => r.name).sort()).toEqual(["A KLCC", "B KLCC"]);
  });

  it("refuses a bad place or radius with the rule's message", async () => {
    const place = await ownerA.send("POST", "/restaurants/near-by", { lat: 91, lng: 0 });
    expect(place.statusCode).toBe(400);
    expect(place.json().message).toBe("Invalid location");
    const radius = await ownerA.send("POST", "/restaurants/near-by", { ...klcc, radiusKm: 500 });
    expect(radius.json().message).toBe("Distance must be between 0 and 100 km");
  });
});
