// The caller's own permission record in a business (GET /my/businesses/{id}/permission), which
// the UI turns into its menus and page guards: the owner's and a team member's records, null for
// an admin without one, and nothing about a business the caller has no place in.
import { beforeAll, describe, expect, it } from "vitest";
import { type Client, type Harness, signUp, startBusinessApp } from "./businessHarness";

let harness: Harness;
let admin: Client;
let owner: Client;
let member: Client;
let stranger: Client;
let businessId: string;

beforeAll(async () => {
  harness = await startBusinessApp();
  admin = await signUp(harness, "+60122000301", "admin");
  owner = await signUp(harness, "+60122000302");
  member = await signUp(harness, "+60122000303");
  stranger = await signUp(harness, "+60122000304");
  businessId = String((await owner.ok("POST", "/businesses", { name: "Kopi P" })).id);
  await owner.ok("POST", `/businesses/${businessId}/team`, { phoneNumber: member.phoneNumber, grants: [{ action: "manage", subject: "Membership" }] });
});

const path = () => `/my/businesses/${businessId}/permission`;

describe("GET /my/businesses/{id}/permission", () => {
  it("answers the owner's and a team member's record in the business", async () => {
    expect(await owner.ok("GET", path())).toMatchObject({ level: 1, businessId, owner: true, grants: [] });
    expect(await member.ok("GET", path())).toMatchObject({ level: 1, businessId, owner: false, grants: [{ action: "manage", subject: "Membership" }] });
  });

  it("answers null for a provider admin, and 404 to a user with no place in the business", async () => {
    expect(await admin.ok("GET", path())).toBeNull();
    const refused = await stranger.send("GET", path());
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe("Business not found");
  });

  it("needs a token", async () => {
    const anonymous = await harness.app.inject({ method: "GET", url: `/api/v2${path()}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
