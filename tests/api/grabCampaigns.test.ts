// Grab discount campaigns over HTTP against the local GrabFood fake: created, listed, changed and
// deleted through the restaurant's connection, checked before calling out, refused for other
// tenants, and every request the fake received passes GrabFood's OpenAPI contract.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type GrabfoodFake, startGrabfoodFake } from "../../adapters/delivery/grabfood/fake/grabfoodFake";
import { grabfoodClient } from "../../adapters/delivery/grabfood/grabfoodClient";
import { startTestApp } from "../support/apiHarness";
import { type Client, type Harness, signUp } from "./businessHarness";

let fake: GrabfoodFake;
let harness: Harness;
let owner: Client;
let stranger: Client;
const merchantID = "1-CYNGRUNGSBCCC";
const path = "/delivery/grabfood/discount-campaign";

const campaign = {
  merchantID,
  name: "RM4 off orders over RM20",
  conditions: { startTime: "2026-12-01T01:00:00Z", endTime: "2026-12-31T15:59:00Z", eaterType: "all", minBasketAmount: 20 },
  discount: { type: "net", value: 4, scope: { type: "order" } },
};

beforeAll(async () => {
  fake = await startGrabfoodFake({ clients: { "kopi-client": "kopi-secret-0001" } });
  harness = await startTestApp({ rateLimits: { otpSendPerIp: { limit: 1000, windowSeconds: 600 } }, delivery: { grabfood: grabfoodClient({ baseUrl: fake.url, timeoutMs: 2_000 }) } });
  owner = await signUp(harness, "+60123450021");
  stranger = await signUp(harness, "+60123450022");
  const business = await owner.ok("POST", "/businesses", { name: "Kopi", url: "kopi-campaigns" });
  const restaurant = await owner.ok("POST", "/restaurants", { businessId: business.id, profile: { name: "Bangsar" } });
  await owner.ok("PUT", `/delivery/grabfood/setting/${restaurant.id}`, { _id: restaurant.id, enabled: true, merchantID, clientId: "kopi-client", clientSecret: "kopi-secret-0001" });
  const other = await stranger.ok("POST", "/businesses", { name: "Other", url: "other-campaigns" });
  await stranger.ok("POST", "/restaurants", { businessId: other.id, profile: { name: "Elsewhere" } });
});
afterAll(async () => {
  await harness.app.close();
  await fake.close();
});

describe("Grab discount campaigns", () => {
  it("creates, lists, updates and deletes a campaign on GrabFood", async () => {
    const { id } = await owner.ok("POST", path, campaign);
    expect(await owner.ok("GET", `${path}?merchantID=${merchantID}`)).toEqual([{ ...campaign, id, createdBy: "Partner" }]);
    await owner.ok("PUT", path, { ...campaign, id, name: "RM5 off", discount: { type: "percentage", value: 10, cap: 5, scope: { type: "items", objectIDs: ["item-1"] } } });
    expect((await owner.ok("GET", `${path}?merchantID=${merchantID}`))[0]).toMatchObject({ name: "RM5 off", discount: { type: "percentage" } });
    await owner.ok("DELETE", `${path}/${id}?merchantID=${merchantID}`);
    expect(await owner.ok("GET", `${path}?merchantID=${merchantID}`)).toEqual([]);
  });

  it("refuses what GrabFood would refuse before calling out", async () => {
    const before = fake.requests.length;
    const cases: ReadonlyArray<readonly [object, string]> = [
      [{ ...campaign, conditions: { ...campaign.conditions, endTime: campaign.conditions.startTime } }, "End time must be after start time"],
      [{ ...campaign, discount: { type: "percentage", value: 120, scope: { type: "order" } } }, "Percentage must be between 0 and 100"],
      [{ ...campaign, discount: { type: "freeItem", scope: { type: "items", objectIDs: ["a", "b"] } } }, "A free item campaign takes exactly one item"],
      [{ ...campaign, conditions: { ...campaign.conditions, eaterType: "new" }, discount: { type: "net", value: 2, scope: { type: "items", objectIDs: ["a"] } } }, "New eaters only apply to order campaigns"],
      [{ ...campaign, name: " " }, "Campaign name is required"],
    ];
    for (const [body, message] of cases) {
      const response = await owner.send("POST", path, body);
      expect([response.statusCode, response.json().message]).toEqual([400, message]);
    }
    expect(fake.requests.slice(before).filter((r) => r.operationId !== "get-oauth-grab")).toEqual([]);
  });

  it("answers GrabFood's refusal and an unavailable GrabFood", async () => {
    fake.failNext("create-campaign", 400, "startTime has to be after now");
    const refused = await owner.send("POST", path, campaign);
    expect([refused.statusCode, refused.json().message]).toEqual([400, "GrabFood: startTime has to be after now"]);
    fake.failNext("create-campaign", 503);
    const down = await owner.send("POST", path, campaign);
    expect([down.statusCode, down.json().message]).toEqual([422, "GrabFood is unavailable, try again later"]);
  });

  it("keeps another business out, without confirming the merchant exists", async () => {
    const { id } = await owner.ok("POST", path, campaign);
    for (const [method, url, body] of [
      ["GET", `${path}?merchantID=${merchantID}`, undefined],
      ["POST", path, campaign],
      ["PUT", path, { ...campaign, id }],
      ["DELETE", `${path}/${id}?merchantID=${merchantID}`, undefined],
    ] as const) {
      const response = await stranger.send(method, url, body);
      expect([response.statusCode, response.json().message], `${method} ${url}`).toEqual([404, "Invalid merchantID"]);
    }
    expect((await stranger.send("GET", `${path}?merchantID=1-NOBODY`)).json().message).toBe("Invalid merchantID");
    expect(fake.campaigns.has(id)).toBe(true);
  });

  it("sent GrabFood only requests its contract accepts", () => {
    expect(fake.invalidRequests()).toEqual([]);
  });
});
