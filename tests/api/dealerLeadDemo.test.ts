// The dealer lead demo data (issue 18 item 4): leads in each status, the demo agent sees only its
// own, and the converted lead's prospect owns the business it became.
import { describe, expect, it } from "vitest";
import { DEMO_AGENT_PHONE } from "../../adapters/demo/adminDemo";
import { DEMO_PROSPECT_PHONE } from "../../adapters/demo/dealerLeadDemo";
import { DEVELOPMENT_DEMO_PASSWORD, seedDemoData } from "../../adapters/demo/seedDemoData";
import { call, cheapPasswordHasher, login } from "../support/apiHarness";
import { signUp, startBusinessApp } from "./businessHarness";

describe("dealer lead demo data", () => {
  it("has a lead in each status, shows the agent its three, and the converted prospect owns its business", async () => {
    const harness = await startBusinessApp();
    const { app, engine } = harness;
    await seedDemoData(engine, cheapPasswordHasher, { enabled: true, production: false });
    const admin = await signUp(harness, "+60123450009", "admin");
    const all = await admin.ok("GET", "/admin/dealer-leads?limit=50&sortBy=name");
    expect(all.resources.map((l: { name: string; status: string }) => [l.name, l.status])).toEqual([
      ["Daniel Tan", "NEW"], ["Farah Idris", "NEW"], ["Hafiz Rahman", "CONVERTED"], ["Lim Wei Jie", "LOST"], ["Priya Nair", "CONTACTED"],
    ]);
    const agentToken = await login(app, DEMO_AGENT_PHONE, DEVELOPMENT_DEMO_PASSWORD);
    const own = (await call(app, "GET", "/api/v2/admin/dealer-leads?sortBy=name", { token: agentToken })).json().data;
    expect(own.resources.map((l: { name: string }) => l.name)).toEqual(["Daniel Tan", "Lim Wei Jie", "Priya Nair"]);
    const prospectToken = await login(app, DEMO_PROSPECT_PHONE, DEVELOPMENT_DEMO_PASSWORD);
    const businesses = (await call(app, "GET", "/api/v2/my/businesses", { token: prospectToken })).json().data;
    expect(businesses.resources.map((b: { name: string }) => b.name)).toEqual(["Hafiz Burger Bar"]);
    await app.close();
  });
});
