// The dealer lead inbox over HTTP (issue 18): admin and staff register, filter, search and assign
// leads; an agent sees and works only the leads assigned to it; a contacted lead converts into a
// business owned by the user holding the lead's phone and resold by its agent; bad input is a
// 400 that changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, type Harness, signUp, startBusinessApp } from "./businessHarness";

let harness: Harness;
let admin: Client;
let staff: Client;
let agentUser: Client;
let otherAgentUser: Client;
let prospect: Client;
let agent: { id: string };
let otherAgent: { id: string };

const lead = (overrides: Record<string, unknown> = {}) => ({
  name: "Siti Rahman", phoneNumber: "+60123450041", businessName: "Siti Bakery", source: "WEBSITE", ...overrides,
});
const names = (page: { resources: Array<{ name: string }> }) => page.resources.map((r) => r.name);

beforeAll(async () => {
  harness = await startBusinessApp();
  admin = await signUp(harness, "+60123450009", "admin");
  staff = await signUp(harness, "+60123450008", "staff");
  agentUser = await signUp(harness, "+60123450007");
  otherAgentUser = await signUp(harness, "+60123450006");
  prospect = await signUp(harness, "+60123450041");
  agent = await admin.ok("POST", "/agents", { phoneNumber: agentUser.phoneNumber, name: "Ali Reseller", code: "ALI01", kind: "RESELLER" });
  otherAgent = await admin.ok("POST", "/agents", { phoneNumber: otherAgentUser.phoneNumber, name: "Bala Dealer", code: "BALA01", kind: "DEALER" });
});
afterAll(() => harness.app.close());

describe("dealer leads", () => {
  it("registers a lead as NEW, unassigned, with the agent joined once assigned", async () => {
    const created = await admin.ok("POST", "/admin/dealer-leads", lead({ note: "Met at the fair" }));
    expect(created).toMatchObject({ name: "Siti Rahman", phoneNumber: "+60123450041", status: "NEW", agentId: null, agent: null, businessId: null, note: "Met at the fair", _rev: 1 });
    const assigned = await staff.ok("PUT", `/admin/dealer-leads/${created.id}/agent`, { agentId: agent.id, _rev: 1 });
    expect(assigned).toMatchObject({ agentId: agent.id, agent: { id: agent.id, name: "Ali Reseller", code: "ALI01" }, _rev: 2 });
    expect((await admin.send("PUT", `/admin/dealer-leads/${created.id}/agent`, { agentId: agent.id, _rev: 1 })).statusCode).toBe(409);
    expect((await admin.send("PUT", `/admin/dealer-leads/${created.id}/agent`, { agentId: "64b7f0c2a1b2c3d4e5f6ffff" })).json()).toMatchObject({ message: "Agent not found" });
  });

  it("refuses bad input with 400 and its message, and writes nothing", async () => {
    const before = (await admin.ok("GET", "/admin/dealer-leads")).pagination.totalResources;
    expect((await admin.send("POST", "/admin/dealer-leads", lead({ phoneNumber: "12" }))).json()).toMatchObject({ message: "Invalid phone no" });
    expect((await admin.send("POST", "/admin/dealer-leads", lead({ source: "TV" }))).json()).toMatchObject({ message: "Invalid source" });
    expect((await admin.send("POST", "/admin/dealer-leads", lead({ businessName: " " }))).json()).toMatchObject({ message: "Business name is required" });
    expect((await admin.send("POST", "/admin/dealer-leads", lead({ name: "" }))).statusCode).toBe(400);
    expect((await admin.send("GET", "/admin/dealer-leads?status=DONE")).statusCode).toBe(400);
    expect((await admin.ok("GET", "/admin/dealer-leads")).pagination.totalResources).toBe(before);
  });

  it("filters by status and agent, searches by name, business and phone, sorted by name", async () => {
    await admin.ok("POST", "/admin/dealer-leads", lead({ name: "Wong Kah Wai", phoneNumber: "+6591234567", businessName: "Wong Noodles", source: "EVENT", agentId: otherAgent.id }));
    await admin.ok("POST", "/admin/dealer-leads", lead({ name: "Nur Aina", phoneNumber: "+60198887777", businessName: "Aina Cafe", source: "REFERRAL" }));
    expect(names(await admin.ok("GET", "/admin/dealer-leads?sortBy=name"))).toEqual(["Nur Aina", "Siti Rahman", "Wong Kah Wai"]);
    expect(names(await admin.ok("GET", `/admin/dealer-leads?agent=${otherAgent.id}`))).toEqual(["Wong Kah Wai"]);
    expect(names(await admin.ok("GET", "/admin/dealer-leads?agent=none"))).toEqual(["Nur Aina"]);
    expect(names(await admin.ok("GET", "/admin/dealer-leads?search=noodles"))).toEqual(["Wong Kah Wai"]);
    expect(names(await admin.ok("GET", "/admin/dealer-leads?search=8887"))).toEqual(["Nur Aina"]);
    expect(names(await admin.ok("GET", "/admin/dealer-leads?search=siti&status=NEW"))).toEqual(["Siti Rahman"]);
    expect(names(await admin.ok("GET", "/admin/dealer-leads?status=LOST"))).toEqual([]);
  });

  it("shows an agent only its own leads, and lets it work them but not assign", async () => {
    expect(names(await agentUser.ok("GET", "/admin/dealer-leads"))).toEqual(["Siti Rahman"]);
    expect(names(await agentUser.ok("GET", `/admin/dealer-leads?agent=${otherAgent.id}`))).toEqual([]);
    const others = await otherAgentUser.ok("GET", "/admin/dealer-leads");
    expect(names(others)).toEqual(["Wong Kah Wai"]);
    const wong = others.resources[0];
    expect((await agentUser.send("GET", `/admin/dealer-leads/${wong.id}`)).statusCode).toBe(404);
    expect((await agentUser.send("PUT", `/admin/dealer-leads/${wong.id}/status`, { status: "CONTACTED" })).statusCode).toBe(404);
    expect((await otherAgentUser.send("PUT", `/admin/dealer-leads/${wong.id}/agent`, { agentId: null })).statusCode).toBe(403);
    expect((await agentUser.send("GET", "/admin/dealer-leads/assignees")).statusCode).toBe(403);
    const own = await agentUser.ok("POST", "/admin/dealer-leads", lead({ name: "Own Prospect", phoneNumber: "+60123450099" }));
    expect(own).toMatchObject({ agentId: agent.id });
    expect((await agentUser.send("POST", "/admin/dealer-leads", lead({ name: "Not Mine", agentId: otherAgent.id }))).statusCode).toBe(403);
    const lost = await agentUser.ok("PUT", `/admin/dealer-leads/${own.id}/status`, { status: "LOST" });
    expect(lost).toMatchObject({ status: "LOST" });
    expect((await agentUser.send("PUT", `/admin/dealer-leads/${own.id}/status`, { status: "CONTACTED" })).json()).toMatchObject({ message: "A lost lead cannot become contacted" });
    expect((await admin.send("PUT", `/admin/dealer-leads/${own.id}/agent`, { agentId: null })).json()).toMatchObject({ message: "Lead is closed" });
  });

  it("converts a contacted lead into a business owned by the phone's user and resold by its agent", async () => {
    const [siti] = (await admin.ok("GET", "/admin/dealer-leads?search=rahman")).resources;
    expect((await admin.send("POST", `/admin/dealer-leads/${siti.id}/convert`, {})).json()).toMatchObject({ message: "A new lead cannot become converted" });
    await agentUser.ok("PUT", `/admin/dealer-leads/${siti.id}/status`, { status: "CONTACTED" });
    const converted = await agentUser.ok("POST", `/admin/dealer-leads/${siti.id}/convert`, { name: "Siti Bakery Sdn Bhd" });
    expect(converted).toMatchObject({ status: "CONVERTED", businessId: expect.any(String) });
    const business = await admin.ok("GET", `/businesses/${converted.businessId}`);
    expect(business).toMatchObject({ name: "Siti Bakery Sdn Bhd", ownerId: prospect.userId, agentId: agent.id, pf_agent: { agentId: agent.id, isReseller: true } });
    expect((await prospect.ok("GET", "/my/businesses")).resources.map((b: { id: string }) => b.id)).toEqual([converted.businessId]);
    expect((await agentUser.ok("GET", `/agents/${agent.id}/businesses`)).resources.map((b: { name: string }) => b.name)).toEqual(["Siti Bakery Sdn Bhd"]);
    expect((await admin.send("POST", `/admin/dealer-leads/${siti.id}/convert`, {})).statusCode).toBe(409);
  });

  it("refuses to convert a lead whose phone has no account, and writes nothing", async () => {
    const [aina] = (await admin.ok("GET", "/admin/dealer-leads?search=aina")).resources;
    await admin.ok("PUT", `/admin/dealer-leads/${aina.id}/status`, { status: "CONTACTED" });
    const businesses = (await admin.ok("GET", "/my/businesses")).pagination.totalResources;
    const answer = await admin.send("POST", `/admin/dealer-leads/${aina.id}/convert`, {});
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ message: "The lead has no account yet: they sign up with this phone first" });
    expect((await admin.ok("GET", "/my/businesses")).pagination.totalResources).toBe(businesses);
    expect(await admin.ok("GET", `/admin/dealer-leads/${aina.id}`)).toMatchObject({ status: "CONTACTED", businessId: null });
  });

  it("edits a lead's name, phone, business and source with creation's rules, within the caller's scope", async () => {
    const created = await admin.ok("POST", "/admin/dealer-leads", lead({ name: "Edit Me", phoneNumber: "+60123450051", businessName: "Edit Cafe", agentId: agent.id }));
    const path = `/admin/dealer-leads/${created.id}`;
    const edited = await agentUser.ok("PUT", path, { name: " Edited Name ", phoneNumber: "+60123450052", businessName: "Edited Cafe", source: "EVENT", _rev: created._rev });
    expect(edited).toMatchObject({ name: "Edited Name", phoneNumber: "+60123450052", businessName: "Edited Cafe", source: "EVENT", status: "NEW", agentId: agent.id, _rev: created._rev + 1 });
    expect(names(await admin.ok("GET", "/admin/dealer-leads?search=edited"))).toEqual(["Edited Name"]);
    const bad = await staff.send("PUT", path, { name: "", phoneNumber: "12", businessName: "Edited Cafe", source: "TV" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { path: string[] }) => e.path[0]).sort()).toEqual(["name", "phoneNumber", "source"]);
    expect((await staff.send("PUT", path, { name: "Stale", phoneNumber: "+60123450052", businessName: "Edited Cafe", source: "EVENT", _rev: created._rev })).statusCode).toBe(409);
    expect((await otherAgentUser.send("PUT", path, { name: "Not mine", phoneNumber: "+60123450052", businessName: "Edited Cafe", source: "EVENT" })).statusCode).toBe(404);
    await admin.ok("PUT", `${path}/status`, { status: "LOST" });
    expect((await admin.send("PUT", path, { name: "Too late", phoneNumber: "+60123450052", businessName: "Edited Cafe", source: "EVENT" })).json()).toMatchObject({ message: "Lead is closed" });
  });

  it("lists every agent as an assignee for admin and staff", async () => {
    expect(await staff.ok("GET", "/admin/dealer-leads/assignees")).toEqual([
      { id: agent.id, name: "Ali Reseller", code: "ALI01", kind: "RESELLER" },
      { id: otherAgent.id, name: "Bala Dealer", code: "BALA01", kind: "DEALER" },
    ]);
  });
});
