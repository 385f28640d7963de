// Owns: which units of a bill an ITEM effect discounts, strategy by strategy (spec 3 §3):
// - SIMPLE: every unit of the target products, at most maxQuantity of them (0 or none: no
//   limit), most expensive first; add-ons included unless excludeAddonPrice.
// - COMBO: a set takes `count` units of each group; the adjustment applies to the set's price
//   (toAmount: the set costs that much), as many sets as the bill fills, most expensive units
//   first. With atLeast, every eligible unit forms one set, which needs at least `count` units
//   per group.
// - BUY_X_GET_Y (same product set): the units of the target products form one pool; of every
//   x + y units, y are adjusted: floor(n / (x + y)) · y units, cheapest first.
// - BUY_X_GET_Y_V2 (mixed product): the same over the pool of itemAIds and targetIds together,
//   the adjusted units chosen by `priority` (CHEAPEST_FIRST or MOST_EXPENSIVE_FIRST).
// - BUY_X_ITEM_A_GET_Y_ITEM_B: every x units of itemAIds earn y units of the target products,
//   cheapest first; a unit paid as an A is never also a free B.
// Decisions where the spec is silent: an empty target list means every product; only adjusted
// units are marked used (the x units paid for stay available to other effects); the failure is
// ITEM_NOT_ENOUGH (applyEffect.ts turns it into DISCOUNT_ALREADY_EXIST when the units are there
// but an earlier effect took them).
import type { Adjustment } from "../../shared/adjustment";
import type { BillInProgress } from "./bill";
import type { ItemStrategy } from "./effect";
import { type Unit, type UnitDiscount, capped, discountOn, eachUnit, inIds, ordered, shared, unitsOf } from "./units";

export interface ItemEffectInput {
  readonly targetIds: ReadonlyArray<string>;
  readonly strategy: ItemStrategy;
  readonly maxQuantity?: number | undefined;
  readonly excludeAddonPrice?: boolean | undefined;
  readonly adjustment: Adjustment;
}

/** The discounted units, or null when the bill does not hold enough of them. */
export type StrategyOutcome = UnitDiscount[] | null;

const simple = (bill: BillInProgress, input: ItemEffectInput): StrategyOutcome => {
  const units = unitsOf(bill, inIds(input.targetIds), input.excludeAddonPrice !== true);
  if (units.length === 0) return null;
  return eachUnit(bill, capped(ordered(units, "MOST_EXPENSIVE_FIRST"), input.maxQuantity), input.adjustment);
};

/** floor(n / (x + y)) · y units of the pool, chosen in `order`. */
export const buyXGetYUnits = (pool: ReadonlyArray<Unit>, x: number, y: number, order: "CHEAPEST_FIRST" | "MOST_EXPENSIVE_FIRST"): Unit[] =>
  ordered(pool, order).slice(0, Math.floor(pool.length / (x + y)) * y);

const buyXGetY = (bill: BillInProgress, input: ItemEffectInput, itemAIds: ReadonlyArray<string>, x: number, y: number, order: "CHEAPEST_FIRST" | "MOST_EXPENSIVE_FIRST", withAddons: boolean): StrategyOutcome => {
  const inTarget = inIds(input.targetIds);
  const inA = new Set(itemAIds);
  const pool = unitsOf(bill, (line) => inA.has(line.productId) || inTarget(line), withAddons);
  const free = buyXGetYUnits(pool, x, y, order);
  return free.length === 0 ? null : eachUnit(bill, free, input.adjustment);
};

const buyAGetB = (bill: BillInProgress, input: ItemEffectInput, itemAIds: ReadonlyArray<string>, x: number, y: number, withAddons: boolean): StrategyOutcome => {
  const inA = new Set(itemAIds);
  const inB = inIds(input.targetIds);
  const aLines = new Set(bill.lines.filter((line) => inA.has(line.productId)).map((line) => line.index));
  const isA = (unit: Unit) => aLines.has(unit.lineIndex);
  const aOnly = unitsOf(bill, (line) => inA.has(line.productId) && !inB(line), withAddons).length;
  const bUnits = ordered(unitsOf(bill, inB, withAddons), "CHEAPEST_FIRST");
  const sharedUnits = bUnits.filter(isA).length;
  // with `sets` sets, the A units beyond the A-only ones are paid from the shared units
  const freeWith = (sets: number) => Math.min(sets * y, bUnits.length - Math.max(0, sets * x - aOnly));
  let bestSets = 0;
  for (let sets = 1; sets * x <= aOnly + sharedUnits; sets += 1) if (freeWith(sets) > freeWith(bestSets)) bestSets = sets;
  const free = freeWith(bestSets);
  if (free <= 0) return null;
  // the shared units paid as A are the most expensive ones, so the cheapest stay free
  let paidFromShared = Math.max(0, bestSets * x - aOnly);
  const left: Unit[] = [];
  for (let i = bUnits.length - 1; i >= 0; i -= 1) {
    const unit = bUnits[i] as Unit;
    if (paidFromShared > 0 && isA(unit)) paidFromShared -= 1;
    else left.push(unit);
  }
  left.reverse();
  return eachUnit(bill, left.slice(0, free), input.adjustment);
};

const combo = (bill: BillInProgress, input: ItemEffectInput, strategy: Extract<ItemStrategy, { type: "COMBO" }>): StrategyOutcome => {
  const withAddons = strategy.withAddons === true;
  const pools = strategy.groups.map((group) => ordered(unitsOf(bill, inIds(group.itemIds), withAddons), "MOST_EXPENSIVE_FIRST"));
  if (strategy.atLeast === true) {
    if (pools.some((pool, g) => pool.length < (strategy.groups[g]?.count ?? 1))) return null;
    const all = unitsOf(bill, (line) => strategy.groups.some((group) => group.itemIds.includes(line.productId)), withAddons);
    return shared(all, discountOn(bill, all.reduce((sum, u) => sum + u.price, 0), input.adjustment));
  }
  // the units are taken per line: a unit is `lineIndex` plus how many of that line were taken
  const taken = new Map<number, number>();
  const cursors = pools.map(() => 0);
  const capacity = (lineIndex: number) => (bill.lines[lineIndex]?.quantity ?? 0) - (bill.discountedUnits[lineIndex] ?? 0);
  // Stryker disable next-line ConditionalExpression,EqualityOperator: the cursor only skips units the loop of takeFrom skips too (it saves rescanning a large pool)
  const usedUp = (unit: Unit) => (taken.get(unit.lineIndex) ?? 0) >= capacity(unit.lineIndex);
  const takeFrom = (g: number, count: number): Unit[] | null => {
    // Stryker disable next-line ArrayDeclaration: there is a pool for every group, the fallback is never used
    const pool = pools[g] ?? [];
    // a line used up stays used up: later sets start after its units
    let start = cursors[g] ?? 0;
    // Stryker disable next-line ConditionalExpression: as usedUp above, skipping fewer units only costs time
    while (start < pool.length && usedUp(pool[start] as Unit)) start += 1;
    cursors[g] = start;
    const set: Unit[] = [];
    const seen = new Map<number, number>();
    for (let i = start; i < pool.length; i += 1) {
      const unit = pool[i] as Unit;
      if (set.length === count) break;
      const used = (taken.get(unit.lineIndex) ?? 0) + (seen.get(unit.lineIndex) ?? 0);
      if (used >= capacity(unit.lineIndex)) continue;
      seen.set(unit.lineIndex, (seen.get(unit.lineIndex) ?? 0) + 1);
      set.push(unit);
    }
    if (set.length < count) return null;
    for (const [lineIndex, n] of seen) taken.set(lineIndex, (taken.get(lineIndex) ?? 0) + n);
    return set;
  };
  const discounts: UnitDiscount[] = [];
  for (;;) {
    const set: Unit[] = [];
    for (const [g, group] of strategy.groups.entries()) {
      const part = takeFrom(g, group.count);
      if (part === null) return discounts.length === 0 ? null : discounts;
      set.push(...part);
    }
    discounts.push(...shared(set, discountOn(bill, set.reduce((sum, u) => sum + u.price, 0), input.adjustment)));
  }
};

/** The units an ITEM effect discounts on this bill, or null (ITEM_NOT_ENOUGH). */
export const applyItemStrategy = (bill: BillInProgress, input: ItemEffectInput): StrategyOutcome => {
  const { strategy } = input;
  switch (strategy.type) {
    case "SIMPLE": return simple(bill, input);
    case "COMBO": return combo(bill, input, strategy);
    // Stryker disable next-line ArrayDeclaration: an A id in the mutant's words names no product of a bill
    case "BUY_X_GET_Y": return buyXGetY(bill, input, [], strategy.x, strategy.y, "CHEAPEST_FIRST", strategy.withAddons === true);
    case "BUY_X_GET_Y_V2": return buyXGetY(bill, input, strategy.itemAIds, strategy.x, strategy.y, strategy.priority, strategy.withAddons === true);
    case "BUY_X_ITEM_A_GET_Y_ITEM_B": return buyAGetB(bill, input, strategy.itemAIds, strategy.x, strategy.y, strategy.withAddons === true);
    default: {
      const unknown: never = strategy;
      return unknown;
    }
  }
};
