// Black-box: the business routes over HTTP (spec 1 §2-§7): create with the creator as owner and
// its permission record, URL slugs and their uniqueness under concurrency, paging and search,
// whole-document writes with _rev / If-Match, company legal info, provider updates, deletion,
// the team and idempotent creates.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PERMISSION_RECORDS_TABLE } from "../../domain/auth/permissions";
import { decodeBusiness, decodeBusinessPage } from "../../domain/business/businessResponse";
import { type Client, type Harness, signUp, startBusinessApp, validCompany } from "./businessHarness";

let harness: Harness;
let owner: Client;
beforeEach(async () => {
  harness = await startBusinessApp();
  owner = await signUp(harness, "+60123450001");
});
afterEach(() => harness.app.close());

const CONFLICT = "This record was changed by someone else. Reload and try again.";

describe("creating and listing businesses", () => {
  it("creates a business whose creator is the owner, with a level-1 owner record", async () => {
    const business = await owner.ok("POST", "/businesses", { name: "  Kopi Kita ", url: "kopi-kita" });
    expect(business).toMatchObject({ name: "Kopi Kita", url: "kopi-kita", menuVersion: "v4", ownerId: owner.userId, _rev: 1, restaurantCount: 0 });
    expect(await harness.store.readModels.get(PERMISSION_RECORDS_TABLE, `${owner.userId}:${business.id}`))
      .toEqual({ level: 1, userId: owner.userId, businessId: business.id, owner: true, grants: [] });
    expect(await owner.ok("GET", `/businesses/${business.id}`)).toEqual(business);
  });

  it("refuses a bad name or slug with the spec's messages and creates nothing", async () => {
    for (const [body, message] of [
      [{ name: " " }, "Name is required"],
      [{ name: "Kopi", url: "kopi" }, "Invalid URL, should be more than 6 characters"],
      [{ name: "Kopi", url: "Kopi-Kita" }, "Invalid URL, should be more than 6 characters"],
      [{ name: "Kopi", url: "membership" }, "Reserved URL"],
      [{ name: "Kopi", menuVersion: "v9" }, expect.any(String)],
    ] as const) {
      const response = await owner.send("POST", "/businesses", body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(message);
    }
    expect((await owner.ok("GET", "/my/businesses")).pagination.totalResources).toBe(0);
  });

  it("gives a slug to one business only, even when two are created at once", async () => {
    const other = await signUp(harness, "+60123450002");
    const [a, b] = await Promise.all([
      owner.send("POST", "/businesses", { name: "A", url: "kopi-kita" }),
      other.send("POST", "/businesses", { name: "B", url: "kopi-kita" }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.statusCode === 409)?.json()).toEqual({ message: "url has constraint" });
  });

  it("frees the old slug when a business changes its URL", async () => {
    const business = await owner.ok("POST", "/businesses", { name: "A", url: "kopi-kita" });
    const other = await signUp(harness, "+60123450002");
    expect((await other.send("POST", "/businesses", { name: "B", url: "kopi-kita" })).statusCode).toBe(409);
    await owner.ok("PUT", `/businesses/${business.id}/profile`, { name: "A", url: "kopi-kita-2" });
    expect(await other.ok("POST", "/businesses", { name: "B", url: "kopi-kita" })).toMatchObject({ url: "kopi-kita" });
  });

  it("pages the user's businesses by 20 and searches by name", async () => {
    for (let i = 1; i <= 21; i += 1) await owner.ok("POST", "/businesses", { name: `Shop ${String(i).padStart(2, "0")}` });
    await owner.ok("POST", "/businesses", { name: "Kopi Corner" });
    const first = await owner.ok("GET", "/my/businesses");
    expect(first.resources).toHaveLength(20);
    expect(first.pagination).toEqual({ totalResources: 22 });
    expect(first.resources[0].name).toBe("Kopi Corner");
    const last = await owner.ok("GET", "/my/businesses-pagination?skip=20&limit=20&sortBy=-name");
    expect(last.resources.map((b: { name: string }) => b.name)).toEqual(["Shop 01", "Kopi Corner"]);
    const found = await owner.ok("GET", "/my/businesses?search=kopi");
    expect(found).toMatchObject({ resources: [{ name: "Kopi Corner" }], pagination: { totalResources: 1 } });
    expect((await owner.send("GET", "/my/businesses?limit=0")).json().message).toBe("Invalid limit");
  });

  it("shows every business to provider admin and staff, and only their own to owners", async () => {
    await owner.ok("POST", "/businesses", { name: "Mine" });
    const other = await signUp(harness, "+60123450002");
    await other.ok("POST", "/businesses", { name: "Theirs" });
    for (const role of ["admin", "staff"] as const) {
      const provider = await signUp(harness, role === "admin" ? "+60123450009" : "+60123450008", role);
      expect((await provider.ok("GET", "/my/businesses")).pagination.totalResources).toBe(2);
    }
    expect((await owner.ok("GET", "/my/businesses")).resources.map((b: { name: string }) => b.name)).toEqual(["Mine"]);
  });

  it("returns the first result for a repeated Idempotency-Key", async () => {
    const headers = { "idempotency-key": "create-1" };
    const first = await owner.ok("POST", "/businesses", { name: "Once", url: "only-once" }, headers);
    const again = await owner.ok("POST", "/businesses", { name: "Once", url: "only-once" }, headers);
    expect(again).toEqual(first);
    expect((await owner.ok("GET", "/my/businesses")).pagination.totalResources).toBe(1);
  });
});

describe("the business answer", () => {
  it("is the response Schema's, exactly, on every route that answers a business", async () => {
    const created = await owner.ok("POST", "/businesses", { name: "Kopi", url: "kopi-schema" });
    expect(decodeBusiness(created)).toEqual(created);
    const renamed = await owner.ok("PUT", `/businesses/${created.id}/profile`, { name: "Kopi 2", _rev: created._rev });
    const withCompany = await owner.ok("PUT", `/businesses/${created.id}/company`, { ...validCompany, _rev: renamed._rev });
    const admin = await signUp(harness, "+60123450009", "admin");
    const full = { name: "Kopi 2", menuVersion: "v3", owner: owner.userId, quota: { restaurants: 3 }, pf_agent: { agentId: null, isReseller: true } };
    const provided = await admin.ok("PUT", `/businesses/${created.id}`, { ...full, _rev: withCompany._rev });
    for (const answer of [renamed, withCompany, provided, await owner.ok("GET", `/businesses/${created.id}`)]) expect(decodeBusiness(answer)).toEqual(answer);
    expect(provided).toMatchObject({ menuVersion: "v3", quota: { restaurants: 3 }, pf_agent: { isReseller: true }, restaurantCount: 0 });
    for (const page of [await owner.ok("GET", "/my/businesses"), await admin.ok("GET", "/my/businesses-pagination?search=kopi")]) {
      expect(decodeBusinessPage(page)).toEqual(page);
      expect(page.resources).toEqual([provided]);
    }
  });
});

describe("whole-document writes", () => {
  it("answers 409 for a stale _rev or If-Match and changes nothing", async () => {
    const business = await owner.ok("POST", "/businesses", { name: "Kopi" });
    const renamed = await owner.ok("PUT", `/businesses/${business.id}/profile`, { name: "Kopi 2", _rev: 1 });
    expect(renamed._rev).toBe(2);
    const stale = await owner.send("PUT", `/businesses/${business.id}/profile`, { name: "Kopi 3", _rev: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: CONFLICT });
    const staleHeader = await owner.send("PUT", `/businesses/${business.id}/profile`, { name: "Kopi 3" }, { "if-match": '"1"' });
    expect(staleHeader.statusCode).toBe(409);
    expect(await owner.ok("GET", `/businesses/${business.id}`)).toEqual(renamed);
  });

  it("stores the company legal info with the phone in E.164 and the tax ID rule", async () => {
    const business = await owner.ok("POST", "/businesses", { name: "Kopi" });
    const updated = await owner.ok("PUT", `/businesses/${business.id}/company`, validCompany);
    expect(updated.company).toEqual({
      ...validCompany,
      phoneNo: "+60321411234",
      address: { ...validCompany.address, line2: "" },
      inclusiveTaxes: [{ systemCode: "MY_SST", inclusive: false }],
    });
    const bad = await owner.send("PUT", `/businesses/${business.id}/company`, { ...validCompany, name: "", regNo: " ", phoneNo: "" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: "Name is required",
      errors: [
        { path: ["name"], message: "Name is required" },
        { path: ["regNo"], message: "Registration no is required" },
        { path: ["phoneNo"], message: "Phone is required" },
      ],
    });
    const foreign = await owner.send("PUT", `/businesses/${business.id}/company`, { ...validCompany, phoneNo: "+6591234567" });
    expect(foreign.json().message).toBe("Invalid phone number");
    expect(await owner.ok("GET", `/businesses/${business.id}`)).toEqual(updated);
  });

  it("keeps the provider update to the provider, which may set menu version, quota, agent and owner", async () => {
    const business = await owner.ok("POST", "/businesses", { name: "Kopi" });
    const full = { name: "Kopi", menuVersion: "v3", owner: owner.userId, quota: { restaurants: 1 }, pf_agent: { agentId: null, isReseller: false } };
    expect((await owner.send("PUT", `/businesses/${business.id}`, full)).statusCode).toBe(403);
    const admin = await signUp(harness, "+60123450009", "admin");
    expect(await admin.ok("PUT", `/businesses/${business.id}`, full)).toMatchObject({ menuVersion: "v3", quota: { restaurants: 1 } });
    await owner.ok("POST", "/restaurants", { businessId: business.id, profile: { name: "One" } });
    const second = await owner.send("POST", "/restaurants", { businessId: business.id, profile: { name: "Two" } });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe("Restaurant quota reached");
    const unknownOwner = await admin.send("PUT", `/businesses/${business.id}`, { ...full, owner: "ffffffffffffffffffffffff" });
    expect(unknownOwner.statusCode).toBe(404);
    expect(unknownOwner.json().message).toBe("Invalid user");
  });

  it("deletes a business only once its restaurants are gone, dropping its records and slug", async () => {
    const business = await owner.ok("POST", "/businesses", { name: "Kopi", url: "kopi-kita" });
    const restaurant = await owner.ok("POST", "/restaurants", { businessId: business.id, profile: { name: "One" } });
    const refused = await owner.send("DELETE", `/businesses/${business.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Delete the restaurants of this business first");
    await owner.ok("DELETE", `/restaurants/${restaurant.id}`);
    expect(await owner.ok("DELETE", `/businesses/${business.id}`)).toEqual({ id: business.id });
    expect((await owner.send("GET", `/businesses/${business.id}`)).statusCode).toBe(404);
    expect(await harness.store.readModels.get(PERMISSION_RECORDS_TABLE, `${owner.userId}:${business.id}`)).toBeUndefined();
    expect(await owner.ok("POST", "/businesses", { name: "Again", url: "kopi-kita" })).toMatchObject({ url: "kopi-kita" });
  });
});

describe("the team", () => {
  it("invites a registered user by phone, who then reads the business but cannot act beyond the grants", async () => {
    const business = await owner.ok("POST", "/businesses", { name: "Kopi" });
    const restaurant = await owner.ok("POST", "/restaurants", { businessId: business.id, profile: { name: "One" } });
    const staff = await signUp(harness, "+60123450002");
    const member = await owner.ok("POST", `/businesses/${business.id}/team`, {
      phoneNumber: staff.phoneNumber,
      grants: [{ action: "read", subject: "Restaurant" }, { action: "manage", subject: "Permission" }],
    });
    expect(member).toMatchObject({ userId: staff.userId, owner: false, phoneNumber: staff.phoneNumber });
    expect(await harness.store.readModels.get(PERMISSION_RECORDS_TABLE, `${staff.userId}:${business.id}`)).toEqual({
      level: 1, userId: staff.userId, businessId: business.id, owner: false,
      grants: [{ action: "manage", subject: "Permission" }, { action: "read", subject: "Restaurant" }],
    });
    expect((await staff.ok("GET", "/my/businesses")).resources.map((b: { id: string }) => b.id)).toEqual([business.id]);
    expect(await staff.ok("GET", `/restaurants/${restaurant.id}`)).toMatchObject({ id: restaurant.id });
    expect((await staff.send("PUT", `/restaurants/${restaurant.id}/profile`, { name: "Hijack" })).statusCode).toBe(403);
    expect((await staff.send("PUT", `/businesses/${business.id}/profile`, { name: "Hijack" })).statusCode).toBe(403);
    const escalate = await staff.send("PUT", `/businesses/${business.id}/team/${staff.userId}`, { grants: [{ action: "manage", subject: "Restaurant" }] });
    expect(escalate.statusCode).toBe(403);
    expect(escalate.json().message).toBe("You cannot grant permissions you do not have");
  });

  it("finds a user in the business by phone, and refuses unknown phones and repeated invites", async () => {
    const business = await owner.ok("POST", "/businesses", { name: "Kopi" });
    const staff = await signUp(harness, "+60123450002");
    expect(await owner.ok("GET", `/user/b/${business.id}/phone/${encodeURIComponent(staff.phoneNumber)}`))
      .toMatchObject({ id: staff.userId, phoneNumber: staff.phoneNumber, permission: null });
    const unknown = await owner.send("POST", `/businesses/${business.id}/team`, { phoneNumber: "+60199999999", grants: [] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Invalid user");
    const badPhone = await owner.send("GET", `/user/b/${business.id}/phone/12`);
    expect(badPhone.json().message).toBe("Invalid phone no");
    await owner.ok("POST", `/businesses/${business.id}/team`, { phoneNumber: staff.phoneNumber, grants: [] });
    const again = await owner.send("POST", `/businesses/${business.id}/team`, { phoneNumber: staff.phoneNumber, grants: [] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("User is already a member");
    await owner.ok("DELETE", `/businesses/${business.id}/team/${staff.userId}`);
    expect((await staff.ok("GET", "/my/businesses")).pagination.totalResources).toBe(0);
    expect(await owner.ok("GET", `/businesses/${business.id}/team`)).toEqual([
      { userId: owner.userId, name: expect.any(String), phoneNumber: owner.phoneNumber, owner: true, grants: [] },
    ]);
  });
});
