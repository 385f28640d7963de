// Bills evaluated per second by the discount engine (issue 6): one 50-line bill (with add-ons)
// against 20 active, auto-applied promotions of every kind (item strategies, bill, advanced
// rules, payment), each evaluation choosing the day's promotions for the restaurant
// (promotionApplicability.ts) and stacking them (stacking.ts) into a full breakdown. Pure CPU,
// no store. `BENCH_BILLS` sets how many bills are timed (default 5000).
import { autoAppliedPromotions } from "../../domain/marketing/promotionApplicability";
import type { Bill } from "../../domain/marketing/effects/bill";
import type { Effect, ItemStrategy } from "../../domain/marketing/effects/effect";
import { stackEffects } from "../../domain/marketing/effects/stacking";
import type { PromotionDoc } from "../../domain/marketing/promotionInput";

const RESTAURANT = "64b7f0c2a1d3e4f5a6b7c8d9";
const TODAY = "2026-11-26";
const product = (i: number) => `product-${i % 25}`;
const money = (amount: number) => ({ amount, precision: 2, currency: "MYR" });
const percent = (p: number) => ({ type: "byPercentage" as const, amount: { amount: p * 100, precision: 4 } });
const amountOff = (sen: number) => ({ type: "byAmount" as const, amount: { amount: sen, precision: 2 } });

export const benchBill: Bill = {
  restaurantId: RESTAURANT,
  date: TODAY,
  time: "12:30",
  lines: Array.from({ length: 50 }, (_, i) => ({
    productId: product(i),
    quantity: 1 + (i % 4),
    unitPrice: money(350 + ((i * 137) % 2400)),
    ...(i % 3 === 0 ? { addons: [{ selectionId: `addon-${i % 5}`, price: money(150) }] } : {}),
  })),
};

const item = (strategy: ItemStrategy, targetIds: ReadonlyArray<string>, adjustment: Effect["adjustment"], priority: number): Effect =>
  ({ target: "ITEM", strategy, targetIds, adjustment, options: {}, priority });

const effects: ReadonlyArray<Effect> = [
  item({ type: "SIMPLE" }, [product(0), product(1)], percent(10), 0),
  item({ type: "SIMPLE" }, [product(2)], amountOff(100), 1),
  item({ type: "BUY_X_GET_Y", x: 2, y: 1 }, [product(3), product(4)], percent(100), 2),
  item({ type: "BUY_X_GET_Y_V2", itemAIds: [product(5)], x: 1, y: 1, priority: "CHEAPEST_FIRST" }, [product(6)], percent(50), 3),
  item({ type: "BUY_X_GET_Y_V2", itemAIds: [], x: 3, y: 1, priority: "MOST_EXPENSIVE_FIRST" }, [product(7), product(8)], percent(100), 4),
  item({ type: "BUY_X_ITEM_A_GET_Y_ITEM_B", itemAIds: [product(9)], x: 2, y: 1 }, [product(10)], percent(100), 5),
  item({ type: "COMBO", groups: [{ itemIds: [product(11)], count: 1 }, { itemIds: [product(12)], count: 1 }] }, [], { type: "toAmount", amount: { amount: 1500, precision: 2 } }, 6),
  item({ type: "COMBO", atLeast: true, groups: [{ itemIds: [product(13), product(14)], count: 2 }] }, [], percent(15), 7),
  item({ type: "SIMPLE" }, [product(15)], { type: "toAmount", amount: { amount: 500, precision: 2 } }, 8),
  item({ type: "SIMPLE" }, [product(16), product(17)], percent(5), 9),
  item({ type: "BUY_X_GET_Y", x: 1, y: 1 }, [product(18)], percent(50), 10),
  item({ type: "SIMPLE" }, [], percent(3), 11),
  { target: "ADVANCE", adjustment: percent(20), priority: 12, options: { applyTo: "item", canApplyRule: { operator: "all", rules: [
    { type: "item", field: "productId", operator: "$in", value: [product(19), product(20)] },
    { type: "addon", field: "selectionId", operator: "$nin", value: ["addon-4"] },
  ] } } },
  { target: "ADVANCE", adjustment: amountOff(50), priority: 13, options: { applyTo: "item", canApplyRule: { operator: "any", rules: [
    { type: "item", field: "quantity", operator: "$gte", value: 10 },
    { type: "item", field: "productId", operator: "$eq", value: product(21) },
  ] } } },
  item({ type: "COMBO", groups: [{ itemIds: [product(22)], count: 2 }, { itemIds: [product(23), product(24)], count: 1 }] }, [], amountOff(300), 14),
  { target: "ADVANCE", adjustment: percent(10), priority: 15, options: { applyTo: "bill", canApplyRule: { operator: "all", rules: [
    { type: "bill", field: "total", operator: "$gte", value: 100 },
    { type: "bill", field: "time", operator: "$lt", value: "15:00" },
    { type: "bill", field: "restaurantId", operator: "$eq", value: RESTAURANT },
  ] } } },
  { target: "BILL", adjustment: percent(5), priority: 16, options: { minPurchase: { amount: 5000, precision: 2 } } },
  { target: "BILL", adjustment: amountOff(1000), priority: 17, options: {} },
  { target: "PAYMENT", adjustment: amountOff(500), priority: 18, options: { minPurchase: { amount: 2000, precision: 2 } } },
  { target: "PAYMENT", adjustment: amountOff(200), priority: 19, options: {} },
];

export const benchPromotions: ReadonlyArray<{ readonly id: string; readonly promotion: PromotionDoc }> = effects.map((effect, i) => ({
  id: `promotion-${String(i).padStart(2, "0")}`,
  promotion: { name: `Promotion ${i}`, targetRestaurant: i % 2 === 0 ? [] : [RESTAURANT], start: "2026-01-01", end: i % 3 === 0 ? null : "2026-12-31", effect },
}));

/** One evaluation: the day's promotions for the bill's restaurant, stacked into a breakdown. */
export const evaluateBenchBill = (bill: Bill = benchBill) =>
  stackEffects(bill, autoAppliedPromotions(benchPromotions, bill.restaurantId, TODAY).map(({ id, promotion }) => ({ kind: "promotion" as const, id, effect: promotion.effect })));

export interface DiscountFigures {
  readonly bills: number;
  readonly billsPerSecond: number;
  readonly applied: number;
}

export const measureDiscounts = (bills = Number(process.env.BENCH_BILLS ?? 5000)): DiscountFigures => {
  for (let i = 0; i < Math.min(500, bills); i += 1) evaluateBenchBill(); // warm up
  const started = performance.now();
  let applied = 0;
  for (let i = 0; i < bills; i += 1) applied = evaluateBenchBill().steps.filter((step) => step.applied).length;
  return { bills, billsPerSecond: bills / ((performance.now() - started) / 1000), applied };
};

export const printDiscountFigures = (figures: DiscountFigures): void => {
  console.log(`\nDiscount engine: ${Math.round(figures.billsPerSecond).toLocaleString("en-US")} bills evaluated per second ` +
    `(${figures.bills} bills of 50 lines against 20 active promotions, ${figures.applied} of them applying)`);
};
