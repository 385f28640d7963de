// The dry run POST /api/v2/businesses/{businessId}/marketing/evaluate: a sample bill against
// chosen promotions and vouchers (or the auto-applied promotions of the day) → the steps in
// stacking order with each discount or reason, and the breakdown. It writes nothing; bad input
// is 400 with the Schema's message. Clock: 00:30 on 6 January 2026 in Kuala Lumpur.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billPromotion, itemPromotion, type MarketingWorld, promotionSnapshot, sen, startMarketingWorld } from "./promotionHarness";

let world: MarketingWorld;
let evaluate: string;
const ids: Record<string, string> = {};
const percent = (p: number) => ({ type: "byPercentage", amount: { amount: p * 100, precision: 4 } });

beforeAll(async () => {
  world = await startMarketingWorld();
  const a = world.businessA;
  evaluate = `/businesses/${a}/marketing/evaluate`;
  const create = async (key: string, body: object) => {
    ids[key] = (await world.ownerA.ok("POST", `/businesses/${a}/promotions`, body)).id;
  };
  await create("bogo", itemPromotion("Kopi BOGO", ["kopi"], { autoApply: true }));
  await create("tenOff", billPromotion("Ten percent", { effect: { target: "BILL", adjustment: percent(10), options: {}, priority: 1 } }));
  await create("bigSpender", billPromotion("Big spender", { effect: { target: "BILL", adjustment: { type: "byAmount", amount: { amount: 1000, precision: 2 } }, options: { minPurchase: { amount: 10000, precision: 2 } } } }));
  await create("expired", billPromotion("Last year", { start: "2025-01-01", end: "2025-12-31", autoApply: true }));
  await create("elsewhere", billPromotion("Other branch", { targetRestaurant: [world.restaurantA], autoApply: true }));
  await create("teh", itemPromotion("Teh BOGO", ["teh"]));
  await create("night", billPromotion("Night owl", { effect: { target: "ADVANCE", adjustment: percent(50), options: { applyTo: "bill", canApplyRule: { operator: "all", rules: [{ type: "bill", field: "time", operator: "$lt", value: "01:00" }] } } } }));
  ids.voucher = (await world.ownerA.ok("POST", `/businesses/${a}/vouchers`, {
    type: "SIMPLE_CLAIM", name: "RM2 off", validFor: 30, effect: { target: "BILL", adjustment: { type: "byAmount", amount: { amount: 200, precision: 2 } }, options: {} },
  })).id;
});
afterAll(() => world.harness.app.close());

const kopiBill = (extra: object = {}) => ({ lines: [{ productId: "kopi", quantity: 2, unitPrice: sen(500) }, { productId: "roti", quantity: 1, unitPrice: sen(300) }], ...extra });

describe("evaluating a bill", () => {
  it("stacks item promotions before bill promotions before vouchers, whatever the order asked", async () => {
    const result = await world.ownerA.ok("POST", evaluate, { bill: kopiBill(), promotionIds: [ids.tenOff, ids.bogo], voucherIds: [ids.voucher] });
    expect(result.steps.map((s: { name: string; applied: boolean }) => [s.name, s.applied])).toEqual([["Kopi BOGO", true], ["Ten percent", true], ["RM2 off", false]]);
    expect(result.steps[0]).toMatchObject({ kind: "promotion", id: ids.bogo, discount: sen(500), lines: [{ lineIndex: 0, productId: "kopi", units: 1, discount: sen(500) }] });
    expect(result.steps[1]).toMatchObject({ discount: sen(80), billDiscount: sen(80) });
    expect(result.steps[2]).toMatchObject({ kind: "voucher", reason: "DISCOUNT_ALREADY_EXIST" });
    expect(result.breakdown).toMatchObject({ subtotal: sen(1300), itemDiscount: sen(500), billDiscount: sen(80), discount: sen(580), total: sen(720) });
    expect(result.breakdown.lines[0]).toMatchObject({ amount: sen(1000), discount: sen(500), total: sen(500), discountedUnits: 1 });
  });

  it("applies a voucher to the bill when no bill promotion took the bill discount", async () => {
    const result = await world.ownerA.ok("POST", evaluate, { bill: kopiBill(), promotionIds: [], voucherIds: [ids.voucher] });
    expect(result.steps).toEqual([expect.objectContaining({ kind: "voucher", name: "RM2 off", applied: true, discount: sen(200) })]);
    expect(result.breakdown.total).toEqual(sen(1100));
  });

  it("without promotionIds applies the ongoing auto-applied promotions of the bill's restaurant", async () => {
    const atA = await world.ownerA.ok("POST", evaluate, { bill: kopiBill({ restaurantId: world.restaurantA }) });
    expect(atA.steps.map((s: { name: string }) => s.name)).toEqual(["Kopi BOGO", "Other branch", "Ten percent"]);
    expect(atA.steps[2]).toMatchObject({ applied: false, reason: "DISCOUNT_ALREADY_EXIST" });
    const second = await world.ownerA.ok("POST", "/restaurants", { businessId: world.businessA, profile: { name: "A2" } });
    const atA2 = await world.ownerA.ok("POST", evaluate, { bill: kopiBill({ restaurantId: second.id }) });
    expect(atA2.steps.map((s: { name: string }) => s.name)).toEqual(["Kopi BOGO", "Ten percent"]);
  });

  it("gives each failure reason, with a note for promotions that cannot touch the bill", async () => {
    const second = await world.ownerA.ok("POST", "/restaurants", { businessId: world.businessA, profile: { name: "A3" } });
    const result = await world.ownerA.ok("POST", evaluate, {
      bill: kopiBill({ restaurantId: second.id }),
      promotionIds: [ids.bigSpender, ids.teh, ids.expired, ids.elsewhere],
    });
    const byName = Object.fromEntries(result.steps.map((s: { name: string }) => [s.name, s]));
    expect(byName["Big spender"]).toMatchObject({ applied: false, reason: "MIN_PURCHASE_REQUIRED" });
    expect(byName["Teh BOGO"]).toMatchObject({ applied: false, reason: "ITEM_NOT_ENOUGH" });
    expect(byName["Last year"]).toMatchObject({ applied: false, reason: "INVALID_EFFECT", note: "Promotion is expired" });
    expect(byName["Other branch"]).toMatchObject({ applied: false, reason: "INVALID_EFFECT", note: "Not valid at this restaurant" });
    expect(result.breakdown.discount).toEqual(sen(0));
  });

  it("counts a promotion listed twice once", async () => {
    const result = await world.ownerA.ok("POST", evaluate, { bill: kopiBill(), promotionIds: [ids.tenOff, ids.tenOff] });
    expect(result.steps).toHaveLength(1);
  });

  it("reads time rules at the business's local time unless the bill says", async () => {
    const now = await world.ownerA.ok("POST", evaluate, { bill: kopiBill(), promotionIds: [ids.night] });
    expect(now.steps[0]).toMatchObject({ applied: true, discount: sen(650) });
    const noon = await world.ownerA.ok("POST", evaluate, { bill: kopiBill({ time: "12:00" }), promotionIds: [ids.night] });
    expect(noon.steps[0]).toMatchObject({ applied: false, reason: "INVALID_EFFECT" });
  });
});

describe("bad input", () => {
  it.each([
    ["Bill has no items", () => ({ bill: { lines: [] } })],
    ["Invalid quantity", () => ({ bill: { lines: [{ productId: "kopi", quantity: 0, unitPrice: sen(500) }] } })],
    ["Bill has too many items", () => ({ bill: { lines: [{ productId: "kopi", quantity: 9999, unitPrice: sen(500) }, { productId: "teh", quantity: 2, unitPrice: sen(300) }] } })],
    ["Min price is 0.00", () => ({ bill: { lines: [{ productId: "kopi", quantity: 1, unitPrice: sen(-500) }] } })],
    ["Bill mixes currencies", () => ({ bill: { lines: [{ productId: "kopi", quantity: 1, unitPrice: sen(500) }, { productId: "teh", quantity: 1, unitPrice: { amount: 5, precision: 2, currency: "SGD" } }] } })],
    ["Invalid Restaurant Id", () => ({ bill: kopiBill({ restaurantId: world.restaurantB }) })],
    ["Invalid time", () => ({ bill: kopiBill({ time: "25:00" }) })],
    ["At most 100 promotions and 100 vouchers per evaluation", () => ({ bill: kopiBill(), voucherIds: Array.from({ length: 101 }, (_, i) => `v${i}`) })],
  ])("answers 400 '%s' and writes nothing", async (message, body) => {
    const before = await promotionSnapshot(world.harness, world.businessA);
    const response = await world.ownerA.send("POST", evaluate, body());
    expect([response.statusCode, response.json().message]).toEqual([400, message]);
    expect(await promotionSnapshot(world.harness, world.businessA)).toEqual(before);
  });

  it("answers 404 for a voucher of another business", async () => {
    const voucherB = await world.ownerB.ok("POST", `/businesses/${world.businessB}/vouchers`, {
      type: "SIMPLE_CLAIM", name: "B only", validFor: 30, effect: { target: "BILL", adjustment: { type: "byAmount", amount: { amount: 200, precision: 2 } }, options: {} },
    });
    const response = await world.ownerA.send("POST", evaluate, { bill: kopiBill(), voucherIds: [voucherB.id] });
    expect([response.statusCode, response.json().message]).toEqual([404, "Voucher not found"]);
  });
});
