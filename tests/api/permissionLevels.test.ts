// Permission levels (spec 1 §6, §7 `POST /permissions/levels/{id}`) and the email lookup of a
// user in a business (`GET /user/b/{businessId}/email/{email}`): level 0 serves the provider's
// rules, level 1 the rules inside one business, usable as a CASL ability on the client; nobody
// reads the rules or users of a business they have no permission on.
import { createMongoAbility } from "@casl/ability";
import { beforeAll, describe, expect, it } from "vitest";
import { type Client, type Harness, signUp, startBusinessApp } from "./businessHarness";

let harness: Harness;
let admin: Client;
let ownerA: Client;
let ownerB: Client;
let member: Client;
let businessA: { id: string };
let businessB: { id: string };

beforeAll(async () => {
  harness = await startBusinessApp();
  admin = await signUp(harness, "+60122000201", "admin");
  ownerA = await signUp(harness, "+60122000202");
  ownerB = await signUp(harness, "+60122000203");
  member = await signUp(harness, "+60122000204");
  businessA = await ownerA.ok("POST", "/businesses", { name: "Kopi A" });
  businessB = await ownerB.ok("POST", "/businesses", { name: "Kopi B" });
  await ownerA.ok("POST", `/businesses/${businessA.id}/team`, {
    phoneNumber: member.phoneNumber,
    grants: [{ action: "manage", subject: "Menu" }, { action: "read", subject: "Restaurant" }],
  });
});

const level = (client: Client, id: string, body?: unknown) => client.send("POST", `/permissions/levels/${id}`, body);

describe("POST /permissions/levels/{id}", () => {
  it("serves level 0: the provider's rules, none for a business owner", async () => {
    expect((await level(admin, "0")).json().data).toEqual([{ action: "manage", subject: "all" }]);
    expect((await level(ownerA, "0")).json().data).toEqual([]);
  });

  it("serves level 1: the owner's rules in its business, without the business condition", async () => {
    const rules = (await level(ownerA, "1", { businessId: businessA.id })).json().data;
    const ability = createMongoAbility(rules);
    expect(ability.can("update", "Menu")).toBe(true);
    expect(ability.can("delete", "Voucher")).toBe(true);
    expect(JSON.stringify(rules)).not.toContain(businessB.id);
    expect(JSON.stringify(rules)).not.toContain(businessA.id);
  });

  it("serves a team member exactly its grants, and an admin manage-all in any business", async () => {
    const memberAbility = createMongoAbility((await level(member, "1", { businessId: businessA.id })).json().data);
    expect(memberAbility.can("update", "Menu")).toBe(true);
    expect(memberAbility.can("read", "Restaurant")).toBe(true);
    expect(memberAbility.can("update", "Restaurant")).toBe(false);
    expect(memberAbility.can("read", "Voucher")).toBe(false);
    const adminRules = (await admin.send("POST", `/permissions/levels/1?businessId=${businessB.id}`)).json().data;
    expect(adminRules).toEqual([{ action: "manage", subject: "all" }]);
  });

  it("refuses another business's owner, a missing business, an unknown level and no token", async () => {
    const foreign = await level(ownerB, "1", { businessId: businessA.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe("Business not found");
    const missing = await level(ownerA, "1", {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Business id not found");
    expect((await level(ownerA, "2")).statusCode).toBe(404);
    expect((await level(ownerA, "01")).statusCode).toBe(404);
    const anonymous = await harness.app.inject({ method: "POST", url: "/api/v2/permissions/levels/0" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe("Unauthorized request");
  });
});

describe("GET /user/b/{businessId}/email/{email}", () => {
  it("checks the address and answers 'Invalid user' when no account holds it", async () => {
    const unknown = await ownerA.send("GET", `/user/b/${businessA.id}/email/${encodeURIComponent("Someone@Example.com")}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Invalid user");
    const invalid = await ownerA.send("GET", `/user/b/${businessA.id}/email/not-an-email`);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe("Invalid email");
  });

  it("refuses another business's owner and a member without team rights", async () => {
    const foreign = await ownerB.send("GET", `/user/b/${businessA.id}/email/${encodeURIComponent("a@b.co")}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe("Business not found");
    const memberLookup = await member.send("GET", `/user/b/${businessA.id}/email/${encodeURIComponent("a@b.co")}`);
    expect(memberLookup.statusCode).toBe(403);
  });
});
