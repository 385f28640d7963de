// Demo data (ARCHITECTURE §3, adapters/demo): seeding an empty store creates, through the
// engine's commands, a Malaysian café business with company info, three restaurants with their
// setting groups and a team member with a role, all visible through the public API to the demo
// owner; seeding again adds nothing; DEMO_DATA=0 seeds nothing; area seeders receive the facts;
// the marketing and loyalty seeders add vouchers with a claim batch, promotions, the loyalty
// programme with its tiers and rewards, and members with credit and bills; the member store
// and the welcome voucher are alive on the member-facing pages.
import { listSettlements, listTransactions } from "../../domain/payments/application/listPayments";
import { listPayoutAccounts } from "../../domain/payments/application/payoutApprovals";
import { describe, expect, it } from "vitest";
import { DEMO_AGENT_PHONE, DEMO_PROVIDER_STAFF_PHONE } from "../../adapters/demo/adminDemo";
import { JOBS_TABLE, type JobRow } from "../../domain/loyalty/jobs/loyaltyJobs.projection";
import { USERS_TABLE } from "../../domain/auth/users.projection";
import { listExpiringLicences } from "../../domain/provider/application/listExpiringLicences";
import { DELIVERY_COMPANIES_TABLE } from "../../domain/provider/deliveryCompanies.projection";
import { LICENCE_ORDERS_TABLE } from "../../domain/provider/licenceOrders.projection";
import { providerSettingsOf } from "../../domain/provider/providerSettings.projection";
import { DEMO_OWNER_PHONE, DEMO_STAFF_PHONE } from "../../adapters/demo/businessDemo";
import { DEMO_FOODPANDA_VENDOR, DEMO_SHOPEEFOOD_STORE, DEMO_GRAB_CAMPAIGNS, DEMO_GRAB_MERCHANT } from "../../adapters/demo/deliveryDemo";
import { startGrabfoodFake } from "../../adapters/delivery/grabfood/fake/grabfoodFake";
import { grabfoodClient } from "../../adapters/delivery/grabfood/grabfoodClient";
import { type AreaSeeder, type DemoFacts, DEVELOPMENT_DEMO_PASSWORD, seedDemoData } from "../../adapters/demo/seedDemoData";
import { readServerConfig } from "../../adapters/server/config";
import { RESTAURANT_TAGS_TABLE } from "../../domain/business/restaurantTags.projection";
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
    expect(businesses.pagination.totalResources).toBe(3);
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

  it("shares Bangsar's menu with KLCC, migrates Georgetown's legacy menu and records the tills' POS versions", async () => {
    const { app, engine } = await startTestApp();
    const summary = await seedDemoData(engine, cheapPasswordHasher, seedOptions);
    const token = await login(app, DEMO_OWNER_PHONE, DEVELOPMENT_DEMO_PASSWORD);
    const [bangsar, klcc, georgetown] = summary?.facts.restaurantIds ?? [];
    const get = async (path: string) => (await call(app, "GET", `/api/v2/restaurants/${path}`, { token })).json().data;
    const sharing = await get(`${klcc}/menu-v3/restaurants`);
    expect(sharing.masterRestaurantId).toBe(bangsar);
    expect(sharing.restaurants.map((r: { name: string; role: string }) => `${r.name} ${r.role}`)).toEqual(["Kopi Kita Bangsar MASTER", "Kopi Kita KLCC SHARING"]);
    expect((await get(`${klcc}/menu-v3`))._id).toBe(`menu-${bangsar}`);
    expect((await get(`${klcc}/menu-v3`)).product.length).toBeGreaterThanOrEqual(30);
    const legacy = await get(`${georgetown}/product`);
    expect(legacy.map((p: { name: string }) => p.name)).toEqual(["Ipoh White Coffee", "Hainanese Kaya Toast", "Penang Char Koay Teow", "Assam Laksa"]);
    expect((await get(`${georgetown}/menu-v3/history`)).resources[0]).toMatchObject({ operation: "migrate", changes: { created: 7 } });
    expect((await get(`${bangsar}/menu-v3/pos-version`)).version).toBe("6.11.0");
    expect((await get(`${klcc}/menu-v3/pos-version`)).version).toBe("6.11.0");
    expect((await get(`${georgetown}/menu-v3/pos-version`)).version).toBe("4.0.0");
    await app.close();
  });

  it("connects the first demo restaurant to GrabFood, whose demo campaign the local fake starts with, and to foodpanda and ShopeeFood, each with a successful and a failed menu sync, and two GrabFood items marked unavailable until a time, and a public holiday closure", async () => {
    const fake = await startGrabfoodFake({ campaigns: DEMO_GRAB_CAMPAIGNS });
    const { app, engine } = await startTestApp({ delivery: { grabfood: grabfoodClient({ baseUrl: fake.url }) } });
    const summary = await seedDemoData(engine, cheapPasswordHasher, seedOptions);
    const token = await login(app, DEMO_OWNER_PHONE, DEVELOPMENT_DEMO_PASSWORD);
    const restaurant = (await call(app, "GET", `/api/v2/restaurants/${summary?.facts.restaurantIds[0]}`, { token })).json().data;
    expect(restaurant.grabfoodDelivery).toMatchObject({ enabled: true, merchantID: DEMO_GRAB_MERCHANT, clientSecretHint: "••••0001" });
    const campaigns = (await call(app, "GET", `/api/v2/delivery/grabfood/discount-campaign?merchantID=${DEMO_GRAB_MERCHANT}`, { token })).json().data;
    expect(campaigns).toEqual(DEMO_GRAB_CAMPAIGNS);
    const restaurantId = summary?.facts.restaurantIds[0];
    const sync = (await call(app, "GET", `/api/v2/delivery/grabfood/menu-sync/${restaurantId}`, { token })).json().data;
    expect(sync.status).toBe("failed");
    expect(sync.history.map((h: { status: string }) => h.status)).toEqual(["failed", "success"]);
    expect(sync.latest.reasons).toHaveLength(2);
    expect(sync.live.syncId).toBe(sync.history[1].syncId);
    const drift = (await call(app, "GET", `/api/v2/delivery/grabfood/menu-sync/${restaurantId}/drift`, { token })).json().data;
    expect(drift.items).toEqual([expect.objectContaining({ kind: "changed", fields: ["price"] })]);
    const dryRun = (await call(app, "GET", `/api/v2/delivery/grabfood/menu-sync/${restaurantId}/dry-run`, { token })).json().data;
    expect(dryRun.problems).toEqual([]);
    expect(restaurant.foodpandaDelivery).toMatchObject({ enabled: true, vendorCode: DEMO_FOODPANDA_VENDOR });
    const panda = (await call(app, "GET", `/api/v2/delivery/foodpanda/menu-sync/${restaurantId}`, { token })).json().data;
    expect(panda.history.map((h: { status: string }) => h.status)).toEqual(["failed", "success"]);
    expect(panda.latest.reasons).toHaveLength(2);
    const pandaDrift = (await call(app, "GET", `/api/v2/delivery/foodpanda/menu-sync/${restaurantId}/drift`, { token })).json().data;
    expect(pandaDrift.items).toEqual([expect.objectContaining({ kind: "changed", fields: ["price"] })]);
    expect(restaurant.shopeefoodDelivery).toMatchObject({ enabled: true, storeID: DEMO_SHOPEEFOOD_STORE });
    const shopee = (await call(app, "GET", `/api/v2/delivery/shopeefood/menu-sync/${restaurantId}`, { token })).json().data;
    expect(shopee.history.map((h: { status: string }) => h.status)).toEqual(["failed", "success"]);
    expect(shopee.latest.reasons).toHaveLength(2);
    const unavailable = (await call(app, "GET", `/api/v2/delivery/grabfood/item-availability/${restaurantId}`, { token })).json().data;
    expect(unavailable.items).toEqual([
      { itemId: unavailable.menu[0].itemId, restoreAt: expect.any(String) },
      { itemId: unavailable.menu[1].itemId, restoreAt: expect.any(String) },
    ]);
    expect(unavailable.timeZone).toBe("Asia/Kuala_Lumpur");
    const special = (await call(app, "GET", `/api/v2/delivery/special-hours/${restaurantId}`, { token })).json().data;
    expect(special.specialHours).toEqual([expect.objectContaining({ description: "Christmas Day (public holiday)", openPeriodType: "ClosedAllDay", startDate: expect.stringMatching(/-12-25$/) })]);
    await app.close();
    await fake.close();
  });

  it("puts GrabFood orders in several statuses and a foodpanda order in delivery on the connected restaurant, with their timelines", async () => {
    const { app, engine } = await startTestApp();
    const summary = await seedDemoData(engine, cheapPasswordHasher, seedOptions);
    const token = await login(app, DEMO_OWNER_PHONE, DEVELOPMENT_DEMO_PASSWORD);
    const restaurantId = summary?.facts.restaurantIds[0];
    const page = (await call(app, "GET", `/api/v2/restaurants/${restaurantId}/orders`, { token })).json().data;
    expect(page.resources.map((o: { shortOrderNumber: string; status: string; deliveryStatus: string | null }) => [o.shortOrderNumber, o.status, o.deliveryStatus])).toEqual([
      ["GF-201", "NEW", "CREATING"], ["GF-202", "ALLOCATING_DELIVERY", "NEW"], ["FP-0301", "ACCEPTED", "IN_DELIVERY"], ["GF-203", "ACCEPTED", "COMPLETE"], ["GF-204", "DECLINED", "REFUSED"],
      ["GF-205", "ACCEPTED", null], ["GF-206", "ACCEPTED", "COMPLETE"],
    ]);
    const detailOf = async (shortOrderNumber: string) => {
      const { id } = page.resources.find((o: { shortOrderNumber: string }) => o.shortOrderNumber === shortOrderNumber);
      return (await call(app, "GET", `/api/v2/restaurants/${restaurantId}/orders/${id}`, { token })).json().data;
    };
    const delivered = await detailOf("GF-203");
    expect(delivered.timeline.map((e: { event: string }) => e.event)).toEqual(["OrderReceived", ...Array(4).fill("PlatformStateReported")]);
    expect(delivered.totals.discount).toBe(500);
    expect(delivered.lines[0].name).not.toBe(delivered.lines[0].productId);
    const declined = await detailOf("GF-204");
    expect(declined.timeline[1]).toMatchObject({ event: "OrderDeclined", detail: "Sold out", byName: summary?.facts.owner.name });
    const pickedUp = await detailOf("FP-0301");
    expect(pickedUp).toMatchObject({ platform: "foodpanda", platformState: "PICKED_UP", customerName: "Daniel" });
    expect(pickedUp.timeline.map((e: { event: string; by: string; detail: string; deliveryStatus: string }) => [e.event, e.by, e.detail, e.deliveryStatus])).toEqual([
      ["OrderReceived", "platform:foodpanda", "Accepted by the platform", "CREATING"],
      ["PlatformStateReported", "platform:foodpanda", "Rider assigned", "PICKING_UP"],
      ["PlatformStateReported", "platform:foodpanda", "Picked up by the rider", "IN_DELIVERY"],
    ]);
    await app.close();
  });

  it("seeds the marketing and loyalty areas: vouchers, promotions, the programme and its members", async () => {
    const { app, engine, reactions } = await startTestApp();
    const summary = await seedDemoData(engine, cheapPasswordHasher, seedOptions);
    await reactions.drain(); // the bills' receipts and reward claims follow as reactions
    const businessId = summary?.facts.businessId;
    const token = await login(app, DEMO_OWNER_PHONE, DEVELOPMENT_DEMO_PASSWORD);
    const get = async (path: string) => {
      const response = await call(app, "GET", `/api/v2/businesses/${businessId}${path}`, { token });
      expect(response.statusCode, path).toBe(200);
      return response.json().data;
    };

    const vouchers = await get("/vouchers?limit=50");
    expect(vouchers.pagination.totalResources).toBe(6);
    const byName = new Map(vouchers.resources.map((v: { name: string }) => [v.name, v]));
    expect(byName.get("Welcome 10% Off")).toMatchObject({ type: "SIMPLE_CLAIM", status: "ongoing" });
    expect(byName.get("RM5 Off Weekend Treat")).toMatchObject({ type: "SIMPLE_CLAIM", status: "dynamic" });
    expect(byName.get("Come Back RM8 Off")).toMatchObject({ type: "AFTER_SALES" });
    expect(byName.get("Thanks for Your Feedback")).toMatchObject({ type: "FEEDBACK_REWARD" });
    expect(vouchers.resources.filter((v: { type: string }) => v.type === "MEMBER_REWARD")).toHaveLength(2);
    const welcome = byName.get("Welcome 10% Off") as { id: string };
    const unassigned = await get(`/vouchers/${welcome.id}/claims?type=unassigned&limit=50`);
    expect(unassigned.pagination.totalResources).toBe(20);
    expect(unassigned.resources[0].code).toMatch(/^KOPI-[A-Z]{6}$/);

    const promotions = await get("/promotions?status=ongoing");
    expect(promotions.pagination.totalResources).toBe(2);
    expect(promotions.resources.map((p: { effect: { target: string } }) => p.effect.target).sort()).toEqual(["BILL", "ITEM"]);
    // The item promotion and the retention voucher's condition point at the demo menu, so the pickers show names.
    const named = async (ids: ReadonlyArray<string>) =>
      (await get(`/menu-products?kind=product&ids=${ids.join(",")}`)).resources.map((e: { name: string }) => e.name).sort();
    const item = promotions.resources.find((p: { effect: { target: string } }) => p.effect.target === "ITEM");
    expect(await named(item.effect.targetIds)).toEqual(["Brownie", "Burnt Cheesecake", "Kuih by weight", "Pandan Chiffon"]);
    const comeBack = byName.get("Come Back RM8 Off") as { options: { afterSales: { productCondition: { productIds: string[] } } } };
    expect(await named(comeBack.options.afterSales.productCondition.productIds)).toEqual(["Kopi O", "Teh Tarik"]);

    const programme = await get("/membership");
    expect(programme.name).toBe("Kopi Kita Rewards");
    expect(programme.tierTable.map((t: { name: string }) => t.name)).toEqual(["Basic", "Silver", "Gold"]);
    expect(programme.levelCycle.month).toEqual([1, 7]);
    expect(programme.titles.map((t: { name: string }) => t.name)).toEqual(["Kopi Connoisseur"]);
    expect(programme.benefits.map((b: { options: { type: string } }) => b.options.type)).toEqual(["basic", "schedule"]);
    // Each demo benefit gives something: the title's 5% off, the birthday's voucher and credit.
    expect(programme.benefits[0].options.effect.options).toEqual({ percentage: 5 });
    expect(programme.benefits[1].options).toMatchObject({ vouchers: [expect.any(String)], freeCredit: { day: 30 } });
    expect(programme.onJoinReward.vouchers).toHaveLength(1);
    expect(programme.onLevelReward.vouchers).toHaveLength(2);
    // The member store's Connoisseur pass binds three coffees of the café menu, named by the menu.
    const pass = programme.store.categories.flatMap((c: { bundles: Array<{ name: string; products?: string[] }> }) => c.bundles).find((b: { name: string }) => b.name === "Connoisseur pass");
    expect(await named(pass.products)).toEqual(["Cappuccino", "Flat White", "Latte"]);

    // The member-facing pages (issue 19): the store at its membership URL, and the welcome voucher claimable.
    const store = (await call(app, "GET", "/api/v2/public/stores/kopi-kita-rewards")).json().data;
    expect(store).toMatchObject({ programmeName: "Kopi Kita Rewards", storeActive: true, storeKey: "kopi-kita-rewards" });
    expect(store.categories.flatMap((c: { bundles: unknown[] }) => c.bundles).length).toBeGreaterThan(0);
    expect((await call(app, "GET", `/api/v2/public/vouchers/${welcome.id}`)).json().data)
      .toMatchObject({ name: "Welcome 10% Off", storeKey: "kopi-kita-rewards", claimProblem: null });

    const members = await get("/membership/members?limit=50");
    expect(members.pagination.totalResources).toBe(12);
    expect(new Set(members.resources.map((m: { level: number }) => m.level)).size).toBeGreaterThan(5);
    const nurul = members.resources.find((m: { name: string }) => m.name === "Nurul Izzah");
    expect(nurul.stat.visitCount).toBe(3);
    expect(nurul.titles).toHaveLength(1);

    const rewards = await get("/membership/rewards");
    expect(rewards.find((r: { onjoinReward: boolean }) => r.onjoinReward).claimed).toBeGreaterThanOrEqual(12);
    const credit = await get("/membership/credit-check");
    expect(credit.mismatches).toEqual([]);
    const receipts = await Promise.all((summary?.facts.restaurantIds ?? []).map(async (restaurantId) =>
      (await call(app, "GET", `/api/v2/restaurants/${restaurantId}/receipt?start=2000-01-01&end=2100-01-01`, { token })).json().data));
    const demoBills = members.resources.reduce((sum: number, m: { stat: { visitCount: number } }) => sum + m.stat.visitCount, 0);
    expect(receipts.reduce((sum, receipt) => sum + receipt.totals.count, 0)).toBe(demoBills);
    const today = (await call(app, "GET", `/api/v2/restaurants/${summary?.facts.restaurantIds[0]}/receipt`, { token })).json().data;
    expect(today.bills.map((bill: { memberPhone: string }) => bill.memberPhone)).toContain("+60123330105");
    // The till's bill numbers and the member's name, as the receipts page lists them.
    expect(today.bills[0]).toMatchObject({ billId: expect.stringMatching(/^T1-\d{4}$/), memberName: expect.any(String) });
    // Every demo bill line is a menu product, named on every restaurant's receipts.
    const lineNames = new Set(receipts.flatMap((receipt) => receipt.bills.flatMap((bill: { items: { productName: string | null }[] }) => bill.items.map((i) => i.productName))));
    expect([...lineNames].sort()).toEqual(["Kaya Butter Toast", "Kopi O", "Nasi Lemak Ayam Goreng", "Teh Tarik"]);
    // The report section opens on the last 30 days: every demo bill, its members and the new members show.
    const report = (await call(app, "GET", `/api/v2/report/sales?businessId=${businessId}`, { token })).json().data;
    expect(report.totals).toMatchObject({ bills: demoBills, newMembers: 12 });
    expect(report.totals.activeMembers).toBeGreaterThan(3);
    expect(report.totals.vouchersClaimed).toBeGreaterThanOrEqual(12);
    expect(report.totals.sales[0]).toMatchObject({ currency: "MYR", precision: 2 });
    expect(report.totals.sales[0].net).toBeGreaterThan(0);
    expect(report.restaurants.filter((r: { figures: { bills: number } }) => r.figures.bills > 0)).toHaveLength(3);
    await app.close();
  });

  it("seeds the admin section: an agent reselling two more businesses of the owner, licences ending soon and ended", async () => {
    const { app, engine } = await startTestApp();
    const summary = await seedDemoData(engine, cheapPasswordHasher, seedOptions);
    const agentToken = await login(app, DEMO_AGENT_PHONE, DEVELOPMENT_DEMO_PASSWORD);
    const resold = (await call(app, "GET", "/api/v2/my/businesses", { token: agentToken })).json().data;
    expect(resold.resources.map((b: { name: string }) => b.name)).toEqual(["Nasi Lemak Express", "Teh Tarik Co"]);
    const restaurants = (await call(app, "GET", "/api/v2/restaurant-list?sortBy=licenceExpiresAt", { token: agentToken })).json().data;
    expect(restaurants.resources.map((r: { name: string; country: string }) => [r.name, r.country])).toEqual([
      ["Nasi Lemak Express Shah Alam", "MY"], ["Teh Tarik Orchard", "SG"],
    ]);
    expect(summary?.facts.resoldRestaurantIds).toHaveLength(2);
    const tags = (await engine.readModels.list(RESTAURANT_TAGS_TABLE, { orderBy: { field: "name", direction: "asc" } })).rows;
    expect(tags.map((t) => [t.name, t.restaurantCount])).toEqual([["Flagship", 2], ["Mall outlet", 1]]);
    const team = (await engine.readModels.list(USERS_TABLE, { where: { onProviderTeam: true } })).rows;
    expect(team.map((u) => [u.phoneNumber, u.name, u.roles])).toEqual([[DEMO_PROVIDER_STAFF_PHONE, "Siti Support", ["staff"]]]);
    await app.close();
  });

  it("seeds the provider's records: licence orders, one ending soon, delivery companies, settings and a done reward job run", async () => {
    const { app, engine } = await startTestApp();
    await seedDemoData(engine, cheapPasswordHasher, seedOptions);
    const orders = (await engine.readModels.list(LICENCE_ORDERS_TABLE, { orderBy: { field: "orderedAt", direction: "desc" } })).rows;
    expect(orders.map((o) => o.restaurantName).sort()).toEqual(["Kopi Kita Bangsar", "Kopi Kita KLCC"]);
    const expiring = await listExpiringLicences(engine.readModels, engine.context().now, { offset: 0, limit: 20 });
    expect(expiring.resources.map((r) => [r.restaurantName, r.ended])).toEqual([
      ["Nasi Lemak Express Shah Alam", true], ["Kopi Kita KLCC", false], ["Teh Tarik Orchard", false],
    ]);
    const companies = (await engine.readModels.list(DELIVERY_COMPANIES_TABLE, { orderBy: { field: "name", direction: "asc" } })).rows;
    expect(companies.map((c) => [c.name, c.quoteStatus])).toEqual([["GrabExpress", "SHOW"], ["Kosmo", "HIDDEN"], ["Own riders (pilot)", "DISABLED"], ["pandago", "SHOW"]]);
    const settings = await providerSettingsOf(engine.readModels);
    expect(settings.countries.map((c) => c.country)).toEqual(["MY", "SG"]);
    expect(settings.sender).toBe("KopiKita");
    const jobs = (await engine.readModels.list(JOBS_TABLE, { orderBy: { field: "businessId", direction: "asc" } })).rows as unknown as ReadonlyArray<JobRow>;
    expect(jobs.map((job) => [job.kind, job.completedRuns]).sort()).toEqual([["benefit", 1], ["creditExpiry", 0], ["season", 0]]);
    expect(jobs.find((job) => job.kind === "benefit")?.lastRun).toMatchObject({ rerun: false, by: null, error: null });
    await app.close();
  });

  it("seeds the Payments page: payout accounts in each status, the demo's bills and orders as transactions and this month's settlements", async () => {
    const { app, engine, reactions } = await startTestApp();
    const summary = await seedDemoData(engine, cheapPasswordHasher, seedOptions);
    await reactions.drain();
    const accounts = await listPayoutAccounts(engine.readModels, { status: null, businessId: summary?.facts.businessId ?? null, offset: 0, limit: 20, totalCap: 100 });
    expect(accounts.resources.map((a) => a.status).sort()).toEqual(["APPROVED", "NEW", "PENDING"]);
    expect(accounts.resources.find((a) => a.status === "APPROVED")).toMatchObject({ restaurantName: "Kopi Kita Bangsar", enable: true });
    const page = { paymentType: null, source: null, status: null, businessId: null, restaurantId: null, from: null, to: null, offset: 0, limit: 100, totalCap: 1000 };
    const transactions = await listTransactions(engine.readModels, page);
    expect(new Set(transactions.resources.map((t) => t.source))).toEqual(new Set(["bill", "order"]));
    expect(new Set(transactions.resources.map((t) => t.paymentType))).toEqual(new Set(["cash", "ePayment", "ePaymentSandbox"]));
    expect(transactions.resources.filter((t) => t.paymentType === "ePaymentSandbox").map((t) => t.reference)).toEqual(["GF-206"]);
    const month = transactions.resources[0]!.month;
    const settlements = await listSettlements(engine.readModels, { month, businessId: null, offset: 0, limit: 20, totalCap: 100 });
    expect(settlements.resources.length).toBeGreaterThan(0);
    expect(settlements.resources.every((s) => s.amount === s.byType.cash.amount + s.byType.ePayment.amount + s.byType.credit.amount + s.byType.ePaymentSandbox.amount)).toBe(true);
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
