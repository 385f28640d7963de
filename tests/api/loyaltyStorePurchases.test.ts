// Member-store purchases over HTTP (spec 2 §2 Member store, §3 Bundle and Store transaction, §4
// Bundle tax; issue 4 items 1 and 6): a bundle bought in a restaurant or online grants its STORE
// credit, titles and vouchers with the company's tax; every refusal leaves the member unchanged;
// a revert takes the credit back (refused once it is spent) and reads 'Reverted' in the store
// reports, which filter by dates in the business time zone, restaurant and page; another
// business never reaches them; two concurrent first purchases let only one through.
import { beforeAll, describe, expect, it } from "vitest";
import { decodeCreditTransactionPage } from "../../domain/loyalty/member/creditTransactionResponse";
import { decodeStoreTransactionPage } from "../../domain/loyalty/store/storeTransactionResponse";
import { validCompany } from "./businessHarness";
import { type MemberWorld, enrol, memberReward, messageOf, openMemberShop, signInAgain, snapshotOfMember, startMemberWorld } from "./loyaltyMembersHarness";

type Shop = Pick<MemberWorld, "owner" | "businessId" | "restaurantId" | "path">;
type Bundles = { topUp: string; gold: string; welcome: string; pass: string; vip: string; voucher: string };

let world: MemberWorld;
let bundles: Bundles;
let phones = 0;
const nextPhone = () => `+601380${String(++phones).padStart(5, "0")}`;

const openStore = async (shop: Shop): Promise<Bundles> => {
  await shop.owner.ok("PUT", `/businesses/${shop.businessId}/company`, validCompany);
  await shop.owner.ok("PUT", shop.path("/store"), { taxes: [{ systemCode: "MY_SST", taxCode: "SST", rate: 6, inclusive: false }] });
  const { titles: [vip] } = await shop.owner.ok("PUT", shop.path("/titles"), { titles: [{ name: "VIP", icon: "crown" }] });
  const voucher = String((await memberReward(shop)).id);
  const { store } = await shop.owner.ok("PUT", shop.path("/store-bundle"), {
    categories: [{
      name: "Top ups",
      bundles: [
        { name: "Top up 50", price: 45.5, credit: { normal: 50, free: [{ amount: 5, dayToExpire: 30 }] }, titles: [{ id: vip.id, dayToExpire: 30 }], vouchers: [voucher] },
        { name: "Gold 100", price: 100, credit: { normal: 50 } },
        { name: "Welcome pack", price: 10, credit: { normal: 10 }, conditions: [{ type: "topupCount", max: 1 }] },
        { name: "VIP pass", price: 20, titles: [{ id: vip.id, dayToExpire: 7 }] },
      ],
    }],
  });
  const id = (name: string) => String(store.categories[0].bundles.find((b: any) => b.name === name).id);
  return { topUp: id("Top up 50"), gold: id("Gold 100"), welcome: id("Welcome pack"), pass: id("VIP pass"), vip: String(vip.id), voucher };
};

const purchases = (shop: Shop, memberId: string, suffix = "") => shop.path(`/members/${memberId}/store-purchases${suffix}`);
const buy = (memberId: string, body: Record<string, unknown>) => world.owner.send("POST", purchases(world, memberId), body);
/** A transactions report's page, checked to be exactly its response Schema's. */
const PAGES = { store: decodeStoreTransactionPage, "online-store": decodeStoreTransactionPage, credit: decodeCreditTransactionPage };
const report = async (kind: keyof typeof PAGES, query = "from=2026-01-01&to=2026-01-31&limit=1000") => {
  const page = await world.owner.ok("GET", `/businesses/${world.businessId}/transactions/${kind}?${query}`);
  expect(PAGES[kind](page)).toEqual(page);
  return page;
};

beforeAll(async () => {
  world = await startMemberWorld({ creditOneToOne: true });
  bundles = await openStore(world);
});

describe("buying a bundle", () => {
  it("in a restaurant: STORE credit with its free lot, the title, the voucher claim, and no tax when the credit covers the price", async () => {
    const memberId = String((await enrol(world, nextPhone())).id);
    const response = await buy(memberId, { bundleId: bundles.topUp, restaurantId: world.restaurantId });
    expect(response.statusCode).toBe(200);
    const { purchase, member, rewardClaims } = response.json().data;
    expect(purchase).toMatchObject({
      memberId, channel: "STORE", restaurantId: world.restaurantId, bundle: { id: bundles.topUp, name: "Top up 50" },
      price: 45.5, totalTax: 0, priceWithTax: 45.5, currency: "MYR", reverted: false, status: "Completed",
    });
    expect(member.balance).toBe(55);
    expect(member.creditBalance).toEqual({ normal: 50, free: [expect.objectContaining({ amount: 5, expiredAt: "2026-02-04T15:59:59.999Z" })] });
    expect(member.titles).toEqual([expect.objectContaining({ id: bundles.vip, expiredAt: "2026-02-04T15:59:59.999Z" })]);
    expect(rewardClaims).toEqual({ assigned: [{ voucherId: bundles.voucher, claimId: expect.any(String) }], failed: [] });
    const credit = (await report("credit")).resources.filter((t: any) => t.memberId === memberId);
    expect(credit).toEqual([expect.objectContaining({ source: "STORE", ref: purchase.id, restaurantId: world.restaurantId, normal: 50, free: 5, reverted: false })]);
  });

  it("charges the store's tax on the price above the credit value", async () => {
    const memberId = String((await enrol(world, nextPhone())).id);
    const { purchase } = await world.owner.ok("POST", purchases(world, memberId), { bundleId: bundles.gold, restaurantId: world.restaurantId });
    expect(purchase).toMatchObject({ price: 100, totalTax: 3, priceWithTax: 103, taxTotals: [{ key: "SST", inclusive: false, amount: 3 }] });
  });

  it("online: no restaurant, listed on the online tab and not on the store tab", async () => {
    const memberId = String((await enrol(world, nextPhone())).id);
    const { purchase, member } = await world.owner.ok("POST", purchases(world, memberId), { bundleId: bundles.pass });
    expect(purchase).toMatchObject({ channel: "ONLINE", restaurantId: null, price: 20, status: "Completed" });
    expect(member.balance).toBe(0);
    expect(member.titles.map((t: any) => t.id)).toEqual([bundles.vip]);
    expect((await report("online-store")).resources.map((r: any) => r.id)).toContain(purchase.id);
    expect((await report("store")).resources.map((r: any) => r.id)).not.toContain(purchase.id);
    expect((await report("credit")).resources.filter((t: any) => t.memberId === memberId)).toEqual([]);
  });

  it("applies a repeated Idempotency-Key once", async () => {
    const memberId = String((await enrol(world, nextPhone())).id);
    const headers = { "idempotency-key": "till-42" };
    const first = await world.owner.ok("POST", purchases(world, memberId), { bundleId: bundles.gold, restaurantId: world.restaurantId }, headers);
    const again = await world.owner.ok("POST", purchases(world, memberId), { bundleId: bundles.gold, restaurantId: world.restaurantId }, headers);
    expect(again.purchase.id).toBe(first.purchase.id);
    expect(again.member.balance).toBe(50);
  });
});

describe("refusals leave the member unchanged", () => {
  it.each([
    ["an unknown bundle", () => ({ bundleId: "nope" }), 404, "Bundle not found"],
    ["no bundle", () => ({}), 400, "Bundle is required"],
    ["an empty bundle id", () => ({ bundleId: "" }), 400, "Bundle is required"],
    ["a restaurant of no business", () => ({ bundleId: bundles.gold, restaurantId: "nope" }), 404, "Invalid restaurant"],
  ])("%s", async (_, body, status, message) => {
    const memberId = String((await enrol(world, nextPhone())).id);
    const before = await snapshotOfMember(world.harness, memberId);
    const response = await buy(memberId, body());
    expect(response.statusCode).toBe(status);
    expect(messageOf(response)).toBe(message);
    expect(await snapshotOfMember(world.harness, memberId)).toEqual(before);
  });

  it("a bundle whose topupCount condition the member no longer meets", async () => {
    const memberId = String((await enrol(world, nextPhone())).id);
    await world.owner.ok("POST", purchases(world, memberId), { bundleId: bundles.pass });
    const before = await snapshotOfMember(world.harness, memberId);
    const response = await buy(memberId, { bundleId: bundles.welcome });
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe("Purchase condition not met");
    expect(await snapshotOfMember(world.harness, memberId)).toEqual(before);
  });

  it("a store that is not activated", async () => {
    const shop = await openMemberShop(world.harness, "+60123480050");
    const memberId = String((await enrol(shop, nextPhone())).id);
    const before = await snapshotOfMember(world.harness, memberId);
    const response = await shop.owner.send("POST", purchases(shop, memberId), { bundleId: bundles.gold });
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe("Member store is not activated");
    expect(await snapshotOfMember(world.harness, memberId)).toEqual(before);
  });
});

describe("reverting a purchase", () => {
  it("takes the credit and the title's days back, marks the ledger row and reads 'Reverted' in the report", async () => {
    const memberId = String((await enrol(world, nextPhone())).id);
    const { purchase } = await world.owner.ok("POST", purchases(world, memberId), { bundleId: bundles.topUp, restaurantId: world.restaurantId });
    const reverted = await world.owner.ok("POST", purchases(world, memberId, `/${purchase.id}/revert`));
    expect(reverted.purchase).toMatchObject({ id: purchase.id, reverted: true, status: "Reverted" });
    expect(reverted.member.balance).toBe(0);
    expect(reverted.member.creditBalance).toEqual({ normal: 0, free: [] });
    // 30 days back from the end of the 30th day: the end of today, still ahead (domain/loyalty/titles.ts).
    expect(reverted.member.titles).toEqual([expect.objectContaining({ id: bundles.vip, expiredAt: "2026-01-05T15:59:59.999Z" })]);
    const row = (await report("store")).resources.find((r: any) => r.id === purchase.id);
    expect(row).toMatchObject({ status: "Reverted", reverted: true, priceWithTax: 45.5 });
    const credit = (await report("credit")).resources.filter((t: any) => t.memberId === memberId);
    expect(credit.map((t: any) => [t.seqNo, t.source, t.normal, t.free, t.reverted])).toEqual([[2, "STORE", -50, -5, false], [1, "STORE", 50, 5, true]]);
    expect((await world.owner.ok("GET", world.path("/credit-check"))).mismatches).toEqual([]);
  });

  it("lets a reverted purchase stop counting for topupCount", async () => {
    const memberId = String((await enrol(world, nextPhone())).id);
    const { purchase } = await world.owner.ok("POST", purchases(world, memberId), { bundleId: bundles.welcome });
    await world.owner.ok("POST", purchases(world, memberId, `/${purchase.id}/revert`));
    const again = await buy(memberId, { bundleId: bundles.welcome });
    expect(again.statusCode).toBe(200);
  });

  it.each([
    ["once the credit is spent", 409, "Credit already spent"],
    ["twice", 409, "Purchase already reverted"],
    ["an unknown purchase", 404, "Purchase not found"],
  ])("refuses %s and changes nothing", async (which, status, message) => {
    const memberId = String((await enrol(world, nextPhone())).id);
    const { purchase } = await world.owner.ok("POST", purchases(world, memberId), { bundleId: bundles.gold, restaurantId: world.restaurantId });
    if (which === "once the credit is spent") await world.owner.ok("POST", world.path(`/members/${memberId}/deduct-credit`), { amount: 0.01 });
    if (which === "twice") await world.owner.ok("POST", purchases(world, memberId, `/${purchase.id}/revert`));
    const before = await snapshotOfMember(world.harness, memberId);
    const response = await world.owner.send("POST", purchases(world, memberId, `/${which === "an unknown purchase" ? "nope" : purchase.id}/revert`));
    expect(response.statusCode).toBe(status);
    expect(messageOf(response)).toBe(message);
    expect(await snapshotOfMember(world.harness, memberId)).toEqual(before);
  });
});

describe("concurrent purchases", () => {
  it("let only one first-purchase bundle through, and the ledger still sums to the balance", async () => {
    const memberId = String((await enrol(world, nextPhone())).id);
    const answers = await Promise.all([buy(memberId, { bundleId: bundles.welcome }), buy(memberId, { bundleId: bundles.welcome })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(messageOf(answers.find((a) => a.statusCode === 409)!)).toBe("Purchase condition not met");
    expect((await world.owner.ok("GET", world.path(`/members/${memberId}`))).balance).toBe(10);
    expect((await world.owner.ok("GET", world.path("/credit-check"))).mismatches).toEqual([]);
  });
});

describe("another business", () => {
  it("neither buys for, reverts for, nor reads the store reports of this business", async () => {
    const memberId = String((await enrol(world, nextPhone())).id);
    const { purchase } = await world.owner.ok("POST", purchases(world, memberId), { bundleId: bundles.gold, restaurantId: world.restaurantId });
    const other = await openMemberShop(world.harness, "+60123480060");
    const otherBundles = await openStore(other);
    const before = await snapshotOfMember(world.harness, memberId);
    const attempts = [
      await other.owner.send("POST", purchases(world, memberId), { bundleId: bundles.gold }),
      await other.owner.send("POST", purchases(other, memberId), { bundleId: otherBundles.gold }),
      await other.owner.send("POST", purchases(world, memberId, `/${purchase.id}/revert`)),
      await other.owner.send("POST", purchases(other, memberId, `/${purchase.id}/revert`)),
      await other.owner.send("GET", `/businesses/${world.businessId}/transactions/store?from=2026-01-01&to=2026-01-31`),
      await other.owner.send("GET", `/businesses/${world.businessId}/transactions/online-store?from=2026-01-01&to=2026-01-31`),
    ];
    expect(attempts.map((a) => a.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(await snapshotOfMember(world.harness, memberId)).toEqual(before);
    const theirs = await other.owner.ok("GET", `/businesses/${other.businessId}/transactions/store?from=2026-01-01&to=2026-01-31`);
    expect(theirs.pagination.totalResources).toBe(0);
    const ownMember = String((await enrol(other, nextPhone())).id);
    const elsewhere = await other.owner.send("POST", purchases(other, ownMember), { bundleId: otherBundles.gold, restaurantId: world.restaurantId });
    expect(elsewhere.statusCode).toBe(404);
    expect(messageOf(elsewhere)).toBe("Invalid restaurant");
  });

  it("answers 401 without a token", async () => {
    const response = await world.harness.app.inject({ method: "GET", url: `/api/v2/businesses/${world.businessId}/transactions/store` });
    expect(response.statusCode).toBe(401);
  });
});

describe("store reports", () => {
  it("filter by dates in the business time zone, by restaurant, and page", async () => {
    const shop = await openMemberShop(world.harness, "+60123480070");
    const own = await openStore(shop);
    const second = String((await shop.owner.ok("POST", "/restaurants", { businessId: shop.businessId, profile: { name: "Kopi Bangsar" } })).id);
    const owner = () => signInAgain(world.harness, shop.owner);
    const memberId = String((await enrol(shop, nextPhone())).id);
    const sell = async (restaurantId: string | null) =>
      (await owner()).ok("POST", purchases(shop, memberId), { bundleId: own.gold, ...(restaurantId === null ? {} : { restaurantId }) });
    const day = (await owner()).ok("GET", "/my/user").then(() => world.harness.clock.now().toZonedDateTimeISO("Asia/Kuala_Lumpur").toPlainDate());
    const first = await day;
    await sell(shop.restaurantId);
    // Move to 01:00 the next day in Kuala Lumpur (17:00 UTC the same UTC day).
    const nextMorning = first.add({ days: 1 }).toZonedDateTime({ timeZone: "Asia/Kuala_Lumpur", plainTime: "01:00" }).toInstant();
    world.harness.clock.advance({ milliseconds: nextMorning.epochMilliseconds - world.harness.clock.now().epochMilliseconds });
    await sell(shop.restaurantId);
    await sell(second);
    await sell(null);
    const read = async (kind: string, query: string) => (await owner()).ok("GET", `/businesses/${shop.businessId}/transactions/${kind}?${query}`);
    const next = first.add({ days: 1 });
    expect((await read("store", `from=${first}&to=${first}`)).pagination.totalResources).toBe(1);
    expect((await read("store", `from=${next}&to=${next}`)).pagination.totalResources).toBe(2);
    expect((await read("store", `from=${first}&to=${next}&restaurantId=${second}`)).resources.map((r: any) => r.restaurantId)).toEqual([second]);
    const paged = await read("store", `from=${first}&to=${next}&limit=1&skip=1`);
    expect(paged.resources).toHaveLength(1);
    expect(paged.pagination.totalResources).toBe(3);
    expect((await read("online-store", `from=${next}&to=${next}&restaurantId=${second}`)).pagination.totalResources).toBe(1);
    expect((await read("online-store", `from=${first}&to=${first}`)).pagination.totalResources).toBe(0);
    const bad = await (await owner()).send("GET", `/businesses/${shop.businessId}/transactions/store?from=${next}&to=${first}`);
    expect(bad.statusCode).toBe(400);
    expect(messageOf(bad)).toBe("Invalid date range");
  });
});
