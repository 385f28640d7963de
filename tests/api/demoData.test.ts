// Demo data (ARCHITECTURE §3, adapters/demo): seeding an empty store creates, through the
// engine's commands, a Malaysian café business with company info, three restaurants with their
// setting groups and a team member with a role, all visible through the public API to the demo
// owner; seeding again adds nothing; DEMO_DATA=0 seeds nothing; area seeders receive the facts.
import { describe, expect, it } from "vitest";
import { DEMO_OWNER_PHONE, DEMO_STAFF_PHONE } from "../../adapters/demo/businessDemo";
import { type AreaSeeder, type DemoFacts, DEVELOPMENT_DEMO_PASSWORD, seedDemoData } from "../../adapters/demo/seedDemoData";
import { readServerConfig } from "../../adapters/server/config";
import { call, cheapPasswordHasher, login, startTestApp } from "../support/apiHarness";

const seedOptions = { enabled: true, production: false };

describe("demo data", () => {
  it("creates the demo business, its restaurants and team on an empty store, through the API's rules", async () => {
    const { app, engine } = await startTestApp();
    const summary = await seedDemoData(engine, cheapPasswordHasher, seedOptions);
    expect(summary).not.toBeNull();
    expect(summary?.facts.restaurantIds).toHaveLength(3);

    const token = await login(app, DEMO_OWNER_PHONE, DEVELOPMENT_DEMO_PASSWORD);
    const businesses = (await call(app, "GET", "/api/v2/my/businesses", { token })).json().data;
    expect(businesses.pagination.totalResources).toBe(1);
    const [business] = businesses.resources;
    expect(business).toMatchObject({ name: "Kopi Kita Café", url: "kopi-kita-cafe", menuVersion: "v4" });

    const one = (await call(app, "GET", `/api/v2/businesses/${business.id}`, { token })).json().data;
    expect(one.company).toMatchObject({ sstRegNo: "W10-2304-32000123", phoneNo: "+60322820000" });
    expect(one.company.address).toMatchObject({ city: "Kuala Lumpur", country: "MY" });
    expect(one.company.inclusiveTaxes).toEqual([{ systemCode: "MY_SST", inclusive: false }]);

    const restaurants = (await call(app, "GET", `/api/v2/restaurants?business=${business.id}`, { token })).json().data;
    expect(restaurants.pagination.totalResources).toBe(3);
    const first = (await call(app, "GET", `/api/v2/restaurants/${summary?.facts.restaurantIds[0]}`, { token })).json().data;
    expect(first.settings.profile.name).toBe("Kopi Kita Bangsar");
    expect(first.settings["dine-in"].operatingHours).toHaveLength(7);
    expect(first.settings.pickup.enable).toBe(true);
    expect(first.settings["service-charge-setting"]).toMatchObject({ enable: true, orderTypes: ["DINE_IN"] });
    expect(first.settings["restaurant-setting"].timeZone).toBe("Asia/Kuala_Lumpur");

    const team = (await call(app, "GET", `/api/v2/businesses/${business.id}/team`, { token })).json().data;
    const staff = team.find((member: { phoneNumber: string }) => member.phoneNumber === DEMO_STAFF_PHONE);
    expect(staff.grants).toContainEqual({ action: "manage", subject: "Menu" });

    const staffToken = await login(app, DEMO_STAFF_PHONE, DEVELOPMENT_DEMO_PASSWORD);
    expect((await call(app, "GET", `/api/v2/restaurants/${summary?.facts.restaurantIds[1]}`, { token: staffToken })).statusCode).toBe(200);
    await app.close();
  });

  it("adds nothing when seeded a second time", async () => {
    const { app, engine, store } = await startTestApp();
    await seedDemoData(engine, cheapPasswordHasher, seedOptions);
    const events = (await store.readAll(0, 10_000)).length;
    expect(await seedDemoData(engine, cheapPasswordHasher, seedOptions)).toBeNull();
    expect((await store.readAll(0, 10_000)).length).toBe(events);
    await app.close();
  });

  it("seeds nothing with DEMO_DATA=0", async () => {
    expect(readServerConfig({ DEMO_DATA: "0" }).demoData).toBe(false);
    expect(readServerConfig({}).demoData).toBe(true);
    const { app, engine, store } = await startTestApp();
    expect(await seedDemoData(engine, cheapPasswordHasher, { ...seedOptions, enabled: readServerConfig({ DEMO_DATA: "0" }).demoData })).toBeNull();
    expect(await store.readAll(0, 10)).toEqual([]);
    await app.close();
  });

  it("runs area seeders in order, each seeing what earlier ones made", async () => {
    const { app, engine } = await startTestApp();
    const seen: DemoFacts[] = [];
    const first: AreaSeeder = { area: "first", seed: async (_tools, facts) => { seen.push(facts); return { programmeId: "p-1" }; } };
    const second: AreaSeeder = { area: "second", seed: async (_tools, facts) => { seen.push(facts); } };
    const summary = await seedDemoData(engine, cheapPasswordHasher, { ...seedOptions, seeders: [first, second] });
    expect(seen[0]?.restaurantIds).toHaveLength(3);
    expect(seen[1]?.programmeId).toBe("p-1");
    expect(summary?.facts.programmeId).toBe("p-1");
    await app.close();
  });
});
