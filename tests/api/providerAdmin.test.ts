// The provider admin section's routes (issue 18, spec 1 §6) over HTTP: each answers the roles
// its menu entry shows to and refuses every other signed-in user with 403, and a caller without
// a token with 401. The restaurant list gives admin and staff every business's restaurants and an
// agent only its own businesses', filtered by business and country.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { login } from "../support/apiHarness";
import { type Client, type Harness, signUp, startBusinessApp } from "./businessHarness";
import { receiveTestOrder } from "./orderHarness";

let harness: Harness;
let admin: Client;
let staff: Client;
let agentUser: Client;
let ownerA: Client;
let businessA: { id: string };
let businessB: { id: string };
let restaurantA: { id: string };
let restaurantB: { id: string };

const SG_ADDRESS = { line1: "1 Orchard Road", city: "Singapore", postcode: "238801", state: "Singapore", country: "SG" };

beforeAll(async () => {
  harness = await startBusinessApp();
  admin = await signUp(harness, "+60123450009", "admin");
  staff = await signUp(harness, "+60123450008", "staff");
  agentUser = await signUp(harness, "+60123450007");
  ownerA = await signUp(harness, "+60123450001");
  const ownerB = await signUp(harness, "+60123450002");
  businessA = await ownerA.ok("POST", "/businesses", { name: "Kopi Kita" });
  restaurantA = await ownerA.ok("POST", "/restaurants", { businessId: businessA.id, profile: { name: "Kopi Bangsar" } });
  businessB = await ownerB.ok("POST", "/businesses", { name: "Teh Tarik Co" });
  restaurantB = await ownerB.ok("POST", "/restaurants", { businessId: businessB.id, profile: { name: "Teh Orchard", address: SG_ADDRESS } });
  await admin.ok("PUT", `/restaurants/${restaurantA.id}/license`, { expiredAt: "2027-01-31T16:00:00.000Z", features: ["kds"] });
  const agent = await admin.ok("POST", "/agents", { phoneNumber: agentUser.phoneNumber, name: "Ali Reseller", code: "ALI01", kind: "RESELLER" });
  await admin.ok("PUT", `/businesses/${businessB.id}`, {
    name: "Teh Tarik Co", menuVersion: "v4", owner: ownerB.userId, quota: { restaurants: null }, pf_agent: { agentId: agent.id, isReseller: true },
  });
});
afterAll(() => harness.app.close());

const ids = (page: { resources: Array<{ id: string }> }) => page.resources.map((r) => r.id);

describe("GET /restaurant-list", () => {
  it("lists every restaurant for admin and staff, with business name, country and licence expiry", async () => {
    for (const user of [admin, staff]) {
      const page = await user.ok("GET", "/restaurant-list");
      expect(page.pagination.totalResources).toBe(2);
      expect(page.resources).toEqual([
        { id: restaurantA.id, businessId: businessA.id, businessName: "Kopi Kita", name: "Kopi Bangsar", country: "MY", licenceExpiresAt: "2027-01-31T16:00:00.000Z", features: ["kds"], tagIds: [] },
        { id: restaurantB.id, businessId: businessB.id, businessName: "Teh Tarik Co", name: "Teh Orchard", country: "SG", licenceExpiresAt: null, features: [], tagIds: [] },
      ]);
    }
  });

  it("filters by business, country and search, and sorts by licence expiry", async () => {
    expect(ids(await admin.ok("GET", `/restaurant-list?business=${businessB.id}`))).toEqual([restaurantB.id]);
    expect(ids(await admin.ok("GET", "/restaurant-list?country=MY"))).toEqual([restaurantA.id]);
    expect(ids(await admin.ok("GET", "/restaurant-list?search=orch"))).toEqual([restaurantB.id]);
    expect(ids(await admin.ok("GET", "/restaurant-list?sortBy=-licenceExpiresAt"))).toEqual([restaurantB.id, restaurantA.id]);
    const bad = await admin.send("GET", "/restaurant-list?country=XX");
    expect(bad.statusCode).toBe(400);
  });

  it("shows an agent only the restaurants of the businesses it resells", async () => {
    expect(ids(await agentUser.ok("GET", "/restaurant-list"))).toEqual([restaurantB.id]);
    expect(ids(await agentUser.ok("GET", `/restaurant-list?business=${businessA.id}`))).toEqual([]);
  });

  it("refuses an owner (403) and a caller without a token (401)", async () => {
    expect((await ownerA.send("GET", "/restaurant-list")).statusCode).toBe(403);
    const anonymous = await harness.app.inject({ method: "GET", url: "/api/v2/restaurant-list" });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("restaurant tags", () => {
  it("lets admin and staff create, rename, tag restaurants with, filter by and delete a tag", async () => {
    const tag = await admin.ok("POST", "/restaurant-tags", { name: "Flagship" });
    expect(tag).toMatchObject({ name: "Flagship", restaurantIds: [], restaurantCount: 0, _rev: 1 });
    expect((await staff.send("POST", "/restaurant-tags", { name: "flagship" })).json()).toMatchObject({ message: "Tag name already exists" });
    expect((await staff.send("POST", "/restaurant-tags", { name: " " })).statusCode).toBe(400);
    const renamed = await staff.ok("PUT", `/restaurant-tags/${tag.id}`, { name: "Flagship outlet", _rev: 1 });
    expect(renamed).toMatchObject({ name: "Flagship outlet", _rev: 2 });
    expect((await admin.send("PUT", `/restaurant-tags/${tag.id}`, { name: "Stale", _rev: 1 })).statusCode).toBe(409);

    const tagged = await staff.ok("PUT", `/restaurant-tags/${tag.id}/restaurants`, { restaurantIds: [restaurantB.id] });
    expect(tagged).toMatchObject({ restaurantIds: [restaurantB.id], restaurantCount: 1 });
    expect((await admin.send("PUT", `/restaurant-tags/${tag.id}/restaurants`, { restaurantIds: ["64b7f0c2a1b2c3d4e5f6ffff"] })).statusCode).toBe(404);
    const filtered = await admin.ok("GET", `/restaurant-list?tag=${tag.id}`);
    expect(filtered.resources.map((r: { id: string; tagIds: string[] }) => [r.id, r.tagIds])).toEqual([[restaurantB.id, [tag.id]]]);
    expect(ids(await agentUser.ok("GET", `/restaurant-list?tag=${tag.id}`))).toEqual([restaurantB.id]);
    expect((await admin.ok("GET", "/restaurant-tags")).map((t: { name: string }) => t.name)).toEqual(["Flagship outlet"]);

    expect(await admin.ok("DELETE", `/restaurant-tags/${tag.id}`)).toEqual({ id: tag.id });
    expect(await admin.ok("GET", "/restaurant-tags")).toEqual([]);
    expect(ids(await admin.ok("GET", `/restaurant-list?tag=${tag.id}`))).toEqual([]);
    expect((await admin.send("PUT", `/restaurant-tags/${tag.id}`, { name: "Again" })).statusCode).toBe(404);
  });

  it("refuses agents and owners (403) on every tag route, and callers without a token (401)", async () => {
    const tag = await admin.ok("POST", "/restaurant-tags", { name: "Kept" });
    const calls: ReadonlyArray<readonly ["GET" | "POST" | "PUT" | "DELETE", string, unknown?]> = [
      ["GET", "/restaurant-tags"],
      ["POST", "/restaurant-tags", { name: "Intruder" }],
      ["PUT", `/restaurant-tags/${tag.id}`, { name: "Taken" }],
      ["PUT", `/restaurant-tags/${tag.id}/restaurants`, { restaurantIds: [restaurantA.id] }],
      ["DELETE", `/restaurant-tags/${tag.id}`],
    ];
    for (const [method, path, body] of calls) {
      for (const user of [agentUser, ownerA]) expect((await user.send(method, path, body)).statusCode, `${method} ${path}`).toBe(403);
      const anonymous = await harness.app.inject({ method, url: `/api/v2${path}`, ...(body === undefined ? {} : { payload: body as object }) });
      expect(anonymous.statusCode, `${method} ${path}`).toBe(401);
    }
    expect(await admin.ok("GET", "/restaurant-tags")).toMatchObject([{ id: tag.id, name: "Kept", restaurantCount: 0, _rev: 1 }]);
  });
});

describe("PUT /admin/provider-roles/{phoneNumber}", () => {
  const path = (phone: string) => `/admin/provider-roles/${encodeURIComponent(phone)}`;

  it("lets an admin make a user staff (their next token carries it) and remove the role", async () => {
    const user = await signUp(harness, "+60123450031");
    expect((await user.send("GET", "/restaurant-tags")).statusCode).toBe(403);
    expect(await admin.ok("PUT", path(user.phoneNumber), { role: "staff" })).toEqual({ userId: user.userId, role: "staff" });
    const token = await login(harness.app, user.phoneNumber);
    const asStaff = await harness.app.inject({ method: "GET", url: "/api/v2/restaurant-tags", headers: { authorization: `Bearer ${token}` } });
    expect(asStaff.statusCode).toBe(200);
    expect(await admin.ok("PUT", path(user.phoneNumber), { role: null })).toEqual({ userId: user.userId, role: null });
  });

  it("refuses staff, owners, an unknown phone, a bad role and the admin's own phone", async () => {
    for (const user of [staff, ownerA]) expect((await user.send("PUT", path(agentUser.phoneNumber), { role: "admin" })).statusCode).toBe(403);
    expect((await admin.send("PUT", path("+60123459999"), { role: "staff" })).json()).toMatchObject({ message: "Invalid user" });
    expect((await admin.send("PUT", path(agentUser.phoneNumber), { role: "owner" })).statusCode).toBe(400);
    expect((await admin.send("PUT", path(admin.phoneNumber), { role: null })).statusCode).toBe(403);
  });
});

describe("GET /admin/provider-roles (the provider team, admin only)", () => {
  it("lists the admins and staff by name with who granted each role and when, paged, and drops a removed role", async () => {
    const user = await signUp(harness, "+60123450032");
    await admin.ok("PUT", `/admin/provider-roles/${encodeURIComponent(user.phoneNumber)}`, { role: "staff" });
    const page = await admin.ok("GET", "/admin/provider-roles?limit=100");
    const row = page.resources.find((member: { userId: string }) => member.userId === user.userId);
    expect(row).toMatchObject({ phoneNumber: user.phoneNumber, role: "staff", grantedBy: { userId: admin.userId } });
    expect(Number.isNaN(Date.parse(row.grantedAt))).toBe(false);
    expect(page.resources.map((member: { userId: string }) => member.userId)).toEqual(expect.arrayContaining([admin.userId, staff.userId]));
    expect(page.resources.map((member: { userId: string }) => member.userId)).not.toContain(ownerA.userId);
    expect(page.pagination.totalResources).toBe(page.resources.length);
    const first = await admin.ok("GET", "/admin/provider-roles?limit=1&skip=1");
    expect(first.resources).toEqual([page.resources[1]]);
    await admin.ok("PUT", `/admin/provider-roles/${encodeURIComponent(user.phoneNumber)}`, { role: null });
    const after = await admin.ok("GET", "/admin/provider-roles?limit=100");
    expect(after.resources.map((member: { userId: string }) => member.userId)).not.toContain(user.userId);
    expect((await admin.send("GET", "/admin/provider-roles?limit=0")).statusCode).toBe(400);
  });

  it("refuses staff, agents and owners (403) and callers without a token (401)", async () => {
    for (const user of [staff, agentUser, ownerA]) expect((await user.send("GET", "/admin/provider-roles")).statusCode).toBe(403);
    expect((await harness.app.inject({ method: "GET", url: "/api/v2/admin/provider-roles" })).statusCode).toBe(401);
    expect((await harness.app.inject({ method: "PUT", url: "/api/v2/admin/provider-roles/%2B60123450008", payload: { role: null } })).statusCode).toBe(401);
  });
});

describe("agents and dealer leads (Agent list: admin; Dealer Lead: admin, staff or agent)", () => {
  it("answers the agent list and an agent's businesses to an admin, refuses staff, agents' other routes and owners (403) and anonymous callers (401)", async () => {
    const [ali] = (await admin.ok("GET", "/agents?search=ali")).resources;
    expect(ali).toMatchObject({ name: "Ali Reseller", code: "ALI01", kind: "RESELLER", businessCount: 1 });
    expect((await admin.ok("GET", `/agents/${ali.id}/businesses`)).resources.map((b: { id: string }) => b.id)).toEqual([businessB.id]);
    expect((await agentUser.ok("GET", `/agents/${ali.id}/businesses`)).pagination.totalResources).toBe(1);
    const calls: ReadonlyArray<readonly ["GET" | "POST" | "PUT", string, unknown?]> = [
      ["GET", "/agents"],
      ["POST", "/agents", { phoneNumber: ownerA.phoneNumber, name: "Intruder", code: "NOPE01", kind: "DEALER" }],
      ["PUT", `/agents/${ali.id}`, { name: "Renamed", kind: "DEALER" }],
      ["GET", `/agents/${ali.id}/businesses`],
    ];
    for (const [method, path, body] of calls) {
      for (const user of [staff, ownerA]) expect((await user.send(method, path, body)).statusCode, `${method} ${path}`).toBe(403);
      const anonymous = await harness.app.inject({ method, url: `/api/v2${path}`, ...(body === undefined ? {} : { payload: body as object }) });
      expect(anonymous.statusCode, `${method} ${path}`).toBe(401);
    }
    expect((await agentUser.send("GET", "/agents")).statusCode).toBe(403);
  });

  it("opens the lead inbox to admin, staff and agents, refuses owners (403) and anonymous callers (401) on every lead route", async () => {
    const lead = await admin.ok("POST", "/admin/dealer-leads", { name: "Matrix Lead", phoneNumber: "+60123450077", businessName: "Matrix Cafe", source: "OTHER" });
    for (const user of [admin, staff, agentUser]) expect((await user.send("GET", "/admin/dealer-leads")).statusCode).toBe(200);
    const calls: ReadonlyArray<readonly ["GET" | "POST" | "PUT", string, unknown?]> = [
      ["GET", "/admin/dealer-leads"],
      ["GET", "/admin/dealer-leads/assignees"],
      ["GET", `/admin/dealer-leads/${lead.id}`],
      ["POST", "/admin/dealer-leads", { name: "Intruder", phoneNumber: "+60123450078", businessName: "Nope", source: "OTHER" }],
      ["PUT", `/admin/dealer-leads/${lead.id}`, { name: "Taken", phoneNumber: "+60123450078", businessName: "Nope", source: "OTHER" }],
      ["PUT", `/admin/dealer-leads/${lead.id}/agent`, { agentId: null }],
      ["PUT", `/admin/dealer-leads/${lead.id}/status`, { status: "LOST" }],
      ["POST", `/admin/dealer-leads/${lead.id}/convert`, {}],
    ];
    for (const [method, path, body] of calls) {
      expect((await ownerA.send(method, path, body)).statusCode, `${method} ${path}`).toBe(403);
      const anonymous = await harness.app.inject({ method, url: `/api/v2${path}`, ...(body === undefined ? {} : { payload: body as object }) });
      expect(anonymous.statusCode, `${method} ${path}`).toBe(401);
    }
    expect((await agentUser.send("GET", `/admin/dealer-leads/${lead.id}`)).statusCode).toBe(404);
    expect((await agentUser.send("PUT", `/admin/dealer-leads/${lead.id}/agent`, { agentId: null })).statusCode).toBe(403);
    expect(await admin.ok("GET", `/admin/dealer-leads/${lead.id}`)).toMatchObject({ status: "NEW", agentId: null, _rev: 1 });
  });
});

describe("the admin-only provider records: licence orders, delivery companies, settings, payments, reward jobs", () => {
  it("refuse staff, agents and owners (403) and callers without a token (401)", async () => {
    const company = await admin.ok("POST", "/admin/delivery-companies", { name: "Kept riders", providerType: "IN_HOUSE", quoteStatus: "HIDDEN", countries: ["MY"] });
    const calls: ReadonlyArray<readonly ["GET" | "POST" | "PUT", string, unknown?]> = [
      ["GET", "/admin/license-orders"],
      ["GET", "/admin/license-orders/expiring"],
      ["POST", "/admin/license-orders", { restaurantId: restaurantA.id, expiresOn: null, features: ["kds"], channel: "beta" }],
      ["GET", "/admin/delivery-companies"],
      ["POST", "/admin/delivery-companies", { name: "Intruder", providerType: "KOSMO", quoteStatus: "SHOW", countries: ["MY"] }],
      ["PUT", `/admin/delivery-companies/${company.id}`, { name: "Taken", providerType: "KOSMO", quoteStatus: "SHOW", countries: ["MY"] }],
      ["GET", "/admin/settings"],
      ["PUT", "/admin/settings/delivery", { countries: [] }],
      ["PUT", "/admin/settings/sms", { sender: "Intruder" }],
      ["POST", "/admin/settings/sms/test-send", { phoneNumber: "+60123450099" }],
      ["GET", "/admin/payments/transactions"],
      ["GET", "/admin/payments/settlements"],
      ["GET", "/admin/payments/payout-accounts"],
      ["PUT", `/admin/payments/payout-accounts/${restaurantA.id}`, { status: "APPROVED" }],
      ["GET", "/admin/reward-jobs"],
      ["POST", `/admin/reward-jobs/season-${businessA.id}-season/run`, {}],
      ["GET", "/admin/reactions"],
      ["POST", "/admin/reactions/bill-receipts/rerun", {}],
    ];
    for (const [method, path, body] of calls) {
      for (const user of [staff, agentUser, ownerA]) expect((await user.send(method, path, body)).statusCode, `${method} ${path}`).toBe(403);
      const anonymous = await harness.app.inject({ method, url: `/api/v2${path}`, ...(body === undefined ? {} : { payload: body as object }) });
      expect(anonymous.statusCode, `${method} ${path}`).toBe(401);
      if (method === "GET") expect((await admin.send(method, path)).statusCode, `${method} ${path}`).toBe(200);
    }
    expect((await admin.ok("GET", "/admin/license-orders")).pagination.totalResources).toBe(0);
    expect(await admin.ok("GET", "/admin/delivery-companies")).toMatchObject([{ id: company.id, name: "Kept riders", _rev: 1 }]);
    expect(await admin.ok("GET", "/admin/settings")).toMatchObject({ delivery: { countries: [] }, sms: { sender: "FeedMe", lastTest: null }, _rev: 0 });
  });
});

describe("Util (/admin/util/...)", () => {
  const finished = async (user: Client, id: string) => {
    for (;;) {
      const check = await user.ok("GET", `/admin/util/checks/${id}`);
      if (check.status !== "running") return check;
      await new Promise((resolve) => setImmediate(resolve));
    }
  };

  it("lets admin and staff run each data check to its result, with its progress", async () => {
    for (const user of [admin, staff]) {
      const ledgers = await finished(user, (await user.ok("POST", "/admin/util/checks", { kind: "creditLedgers" })).id);
      expect(ledgers).toMatchObject({ status: "done", progress: { unit: "businesses" }, result: { kind: "creditLedgers", mismatches: [] } });
      expect(ledgers.progress.done).toBe(ledgers.progress.total);
    }
    const orphans = await finished(staff, (await staff.ok("POST", "/admin/util/checks", { kind: "orphanClaims" })).id);
    expect(orphans).toMatchObject({ status: "done", result: { kind: "orphanClaims", orphans: [] } });
    expect(orphans.result.held).toBeGreaterThan(0);
    const rebuild = await finished(admin, (await admin.ok("POST", "/admin/util/checks", { kind: "projectionRebuild" })).id);
    expect(rebuild).toMatchObject({ status: "done", result: { kind: "projectionRebuild", identical: true } });
    expect(rebuild.result.tables.find((t: { table: string }) => t.table === "businesses")).toMatchObject({ liveRows: 2, rebuiltRows: 2, missing: 0, extra: 0, changed: 0 });
    expect((await admin.ok("GET", "/admin/util/checks")).map((c: { id: string }) => c.id)).toContain(rebuild.id);
    const bad = await admin.send("POST", "/admin/util/checks", { kind: "dropTables" });
    expect(bad.statusCode).toBe(400);
  });

  it("exports one stream's events as a JSON download", async () => {
    const download = await staff.send("GET", `/admin/util/events?streamId=business-${businessA.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-disposition"]).toContain("attachment");
    const { data } = download.json();
    expect(data.streamId).toBe(`business-${businessA.id}`);
    expect(data.events[0]).toMatchObject({ version: 1, type: expect.any(String) });
    const missing = await admin.send("GET", "/admin/util/events?streamId=business-none");
    expect([missing.statusCode, missing.json().message]).toEqual([404, "Stream not found"]);
  });

  it("refuses an agent and an owner (403) and a caller without a token (401)", async () => {
    for (const user of [agentUser, ownerA]) {
      expect((await user.send("GET", "/admin/util/checks")).statusCode).toBe(403);
      expect((await user.send("POST", "/admin/util/checks", { kind: "creditLedgers" })).statusCode).toBe(403);
      expect((await user.send("GET", `/admin/util/events?streamId=business-${businessA.id}`)).statusCode).toBe(403);
    }
    const anonymous = await harness.app.inject({ method: "GET", url: "/api/v2/admin/util/checks" });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("Orders (admin or staff)", () => {
  it("answers admin and staff, refuses agents and owners (403) and callers without a token (401), and nothing changes", async () => {
    await ownerA.ok("PUT", `/delivery/grabfood/setting/${restaurantA.id}`, { _id: restaurantA.id, enabled: true, merchantID: "1-ROLES", clientId: "c", clientSecret: "roles-secret-1" });
    const orderId = await receiveTestOrder(harness.engine, { orderID: "100-ROLES", merchantID: "1-ROLES" });
    const calls: ReadonlyArray<readonly ["GET" | "POST", string, unknown?]> = [
      ["GET", "/admin/orders"],
      ["GET", `/admin/orders/${orderId}`],
      ["POST", `/admin/orders/${orderId}/accept`, {}],
      ["POST", `/admin/orders/${orderId}/decline`, { reason: "Intruder" }],
    ];
    for (const [method, path, body] of calls) {
      for (const user of [agentUser, ownerA]) expect((await user.send(method, path, body)).statusCode, `${method} ${path}`).toBe(403);
      const anonymous = await harness.app.inject({ method, url: `/api/v2${path}`, ...(body === undefined ? {} : { payload: body as object }) });
      expect(anonymous.statusCode, `${method} ${path}`).toBe(401);
      if (method === "GET") for (const user of [admin, staff]) expect((await user.send(method, path)).statusCode, `${method} ${path}`).toBe(200);
    }
    expect(await staff.ok("GET", `/admin/orders/${orderId}`)).toMatchObject({ status: "NEW", restaurantId: restaurantA.id, businessId: businessA.id, timeline: [{ event: "OrderReceived" }] });
    expect((await admin.ok("GET", `/admin/orders?businessId=${businessB.id}`)).pagination.totalResources).toBe(0);
  });
});
