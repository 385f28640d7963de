// The promotion calls of spec 3 §7 under /api/v2/businesses/{businessId}/promotions: create,
// read, list (groups by target, status in the business time zone), update with _rev / If-Match,
// delete, Idempotency-Key; every field message of spec 3 §5, each bad input changing nothing.
// The clock stands at 2026-01-05T16:30Z, 00:30 on 6 January in Kuala Lumpur (WORLD_START).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billPromotion, itemPromotion, type MarketingWorld, promotionSnapshot, startMarketingWorld } from "./promotionHarness";
import { decodePromotion, decodePromotionPage } from "../../domain/marketing/promotionResponse";

let world: MarketingWorld;
let path: string;

beforeAll(async () => {
  world = await startMarketingWorld();
  path = `/businesses/${world.businessA}/promotions`;
});
afterAll(() => world.harness.app.close());

describe("creating and reading promotions", () => {
  it("creates a promotion and answers it with its status, revision and auto apply", async () => {
    const created = await world.ownerA.ok("POST", path, billPromotion("  Ten off  ", { targetRestaurant: [world.restaurantA], start: "2026-01-01", autoApply: true }));
    expect(created).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f]{24}$/), businessId: world.businessA, name: "Ten off", targetRestaurant: [world.restaurantA],
      start: "2026-01-01", end: null, target: "BILL", priority: 0, autoApply: true, status: "ongoing", statusColour: "teal", _rev: 1,
    });
    expect(created.effect).toMatchObject({ target: "BILL", priority: 0 });
    expect(await world.ownerA.ok("GET", `${path}/${created.id}`)).toEqual(created);
  });

  it("derives incoming and expired in the business time zone, the last day inclusive", async () => {
    const incoming = await world.ownerA.ok("POST", path, billPromotion("Tomorrow", { start: "2026-01-07" }));
    const lastDay = await world.ownerA.ok("POST", path, billPromotion("Ends today", { start: "2026-01-01", end: "2026-01-06" }));
    const expired = await world.ownerA.ok("POST", path, billPromotion("Ended", { start: "2026-01-01", end: "2026-01-05" }));
    const daily = await world.ownerA.ok("POST", path, billPromotion("Daily", { start: "2026-01-06", end: null }));
    expect([incoming.status, lastDay.status, expired.status, daily.status]).toEqual(["incoming", "ongoing", "expired", "ongoing"]);
    expect([incoming.statusColour, lastDay.statusColour, expired.statusColour]).toEqual(["orange", "teal", "red"]);
  });

  it("lists by page with the Bill and Item groups and a status filter", async () => {
    await world.ownerA.ok("POST", path, itemPromotion("Buy one get one", ["kopi"]));
    const all = await world.ownerA.ok("GET", `${path}?limit=100`);
    expect(all.pagination.totalResources).toBe(all.resources.length);
    const items = await world.ownerA.ok("GET", `${path}?target=ITEM`);
    expect(items.resources.map((p: { name: string }) => p.name)).toEqual(["Buy one get one"]);
    const expired = await world.ownerA.ok("GET", `${path}?status=expired`);
    expect(expired.resources.map((p: { name: string }) => p.name)).toEqual(["Ended"]);
    const page = await world.ownerA.ok("GET", `${path}?limit=2&skip=1&sortBy=-name&search=t`);
    expect(page.resources).toHaveLength(2);
    // ARCHITECTURE §2.7: what the routes answer is exactly what the UI's client decodes (strictly).
    expect(decodePromotionPage(all).resources.map((promotion) => promotion.target).sort()).toEqual(all.resources.map((p: { target: string }) => p.target).sort());
    expect(() => decodePromotion(items.resources[0])).not.toThrow();
    expect((await world.ownerA.send("GET", `${path}?status=soon`)).json()).toMatchObject({ message: "Invalid status" });
  });
});

describe("updating and deleting", () => {
  it("replaces the whole document at its revision, and refuses a stale one with 409", async () => {
    const created = await world.ownerA.ok("POST", path, billPromotion("Weekday"));
    const updated = await world.ownerA.ok("PUT", `${path}/${created.id}`, billPromotion("Weekday deal", { _rev: 1, end: "2026-02-01", autoApply: false }));
    expect(updated).toMatchObject({ name: "Weekday deal", end: "2026-02-01", autoApply: false, priority: null, _rev: 2 });
    expect(decodePromotion(updated)).toEqual(updated);
    const stale = await world.ownerA.send("PUT", `${path}/${created.id}`, billPromotion("Lost update", { _rev: 1 }));
    expect(stale.statusCode).toBe(409);
    const staleHeader = await world.ownerA.send("PUT", `${path}/${created.id}`, billPromotion("Lost update"), { "if-match": '"1"' });
    expect(staleHeader.statusCode).toBe(409);
    expect((await world.ownerA.ok("GET", `${path}/${created.id}`)).name).toBe("Weekday deal");
  });

  it("deletes, after which the promotion is 'Promotion not found'", async () => {
    const created = await world.ownerA.ok("POST", path, billPromotion("Short lived"));
    expect(await world.ownerA.ok("DELETE", `${path}/${created.id}`)).toEqual({ id: created.id });
    for (const [method, body] of [["GET", undefined], ["PUT", billPromotion("Back")], ["DELETE", undefined]] as const) {
      const response = await world.ownerA.send(method, `${path}/${created.id}`, body);
      expect([response.statusCode, response.json().message]).toEqual([404, "Promotion not found"]);
    }
  });

  it("creates once under a repeated Idempotency-Key", async () => {
    const headers = { "idempotency-key": "promo-once" };
    const first = await world.ownerA.ok("POST", path, billPromotion("Once"), headers);
    const again = await world.ownerA.ok("POST", path, billPromotion("Once"), headers);
    expect(again.id).toBe(first.id);
    const named = await world.ownerA.ok("GET", `${path}?search=Once`);
    expect(named.pagination.totalResources).toBe(1);
  });
});

describe("validation (spec 3 §5): every bad input is refused and changes nothing", () => {
  const percent = (amount: number) => ({ type: "byPercentage", amount: { amount, precision: 4 } });
  const bad: ReadonlyArray<readonly [string, () => object]> = [
    ["Name is required", () => billPromotion("   ")],
    ["Unknown Adjustment Type", () => billPromotion("Fixed bill", { effect: { target: "BILL", adjustment: { type: "toAmount", amount: { amount: 100, precision: 2 } }, options: {} } })],
    ["Unknown Adjustment Type", () => billPromotion("Magic", { effect: { target: "BILL", adjustment: { type: "byMagic", amount: { amount: 100, precision: 2 } }, options: {} } })],
    ["Unknown Adjustment Type", () => billPromotion("Pay pct", { effect: { target: "PAYMENT", adjustment: percent(1000), options: {} } })],
    ["Unknown Adjustment Type", () => itemPromotion("Combo fixed", [], { effect: { target: "ITEM", adjustment: { type: "toAmount", amount: { amount: 100, precision: 2 } }, targetIds: [], strategy: { type: "COMBO", atLeast: true, groups: [{ itemIds: ["a"], count: 1 }] }, options: {} } })],
    ["Amount required", () => billPromotion("No amount", { effect: { target: "BILL", adjustment: { type: "byAmount" }, options: {} } })],
    ["Min amount is 0", () => billPromotion("Negative", { effect: { target: "BILL", adjustment: { type: "byAmount", amount: { amount: -100, precision: 2 } }, options: {} } })],
    ["Invalid amount", () => billPromotion("Half percent", { effect: { target: "BILL", adjustment: percent(1050), options: {} } })],
    ["Invalid amount", () => billPromotion("Sub-sen", { effect: { target: "BILL", adjustment: { type: "byAmount", amount: { amount: 1001, precision: 3 } }, options: {} } })],
    ["Invalid quantity", () => itemPromotion("Zero x", [], { effect: { target: "ITEM", adjustment: percent(10000), targetIds: [], strategy: { type: "BUY_X_GET_Y", x: 0, y: 1 }, options: {} } })],
    ["Invalid field type", () => billPromotion("Rule", { effect: { target: "ADVANCE", adjustment: percent(1000), options: { applyTo: "bill", canApplyRule: { operator: "all", rules: [{ type: "bill", field: "colour", operator: "$eq", value: "red" }] } } } })],
    ["Invalid quantity", () => billPromotion("Rule qty", { effect: { target: "ADVANCE", adjustment: percent(1000), options: { applyTo: "item", canApplyRule: { operator: "all", rules: [{ type: "item", field: "quantity", operator: "$gte", value: 2 }] } } } })],
    ["Invalid Restaurant Id", () => billPromotion("Not ours", { targetRestaurant: [world.restaurantB] })],
    ["Invalid Restaurant Id", () => billPromotion("Not an id", { targetRestaurant: ["kopi"] })],
    ["End date cannot be before start date", () => billPromotion("Backwards", { start: "2026-02-02", end: "2026-02-01" })],
    ["Invalid date", () => billPromotion("No such day", { start: "2026-02-30" })],
  ];

  it.each(bad.map(([message, body], i) => [i, message, body] as const))("#%i answers 400 '%s' on create and update", async (_i, message, body) => {
    const existing = await world.ownerA.ok("POST", path, billPromotion(`Target ${_i}`));
    const before = await promotionSnapshot(world.harness, world.businessA);
    const created = await world.ownerA.send("POST", path, body());
    expect([created.statusCode, created.json().message]).toEqual([400, message]);
    const updated = await world.ownerA.send("PUT", `${path}/${existing.id}`, body());
    expect([updated.statusCode, updated.json().message]).toEqual([400, message]);
    expect(await promotionSnapshot(world.harness, world.businessA)).toEqual(before);
  });
});
