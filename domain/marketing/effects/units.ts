// Owns: the units item strategies choose from and how a discount lands on them. A unit is one
// piece of a line that no earlier item effect discounted, priced at its unit price, plus its
// add-ons when the effect discounts them too. Choosing "cheapest first" or "most expensive
// first" is a stable sort (ties keep bill order), so a choice is deterministic.
// Decision where the spec is silent: a discount on a set of units (a combo) is shared between
// them in proportion to their prices, largest remainder first, so no unit (and no line) ever
// takes more off than it costs.
import type { Adjustment } from "../../shared/adjustment";
import { discountOf } from "../../shared/adjustment";
import type { BillInProgress, WorkLine } from "./bill";
import { moneyOf } from "./bill";

export interface Unit {
  readonly lineIndex: number;
  readonly price: number;
}

/** A discount taken off some units of one line. */
export interface UnitDiscount {
  readonly lineIndex: number;
  readonly units: number;
  readonly amount: number;
}

export type PriceOrder = "CHEAPEST_FIRST" | "MOST_EXPENSIVE_FIRST";

/** The undiscounted units of the lines `eligible` accepts, in bill order. */
export const unitsOf = (
  bill: BillInProgress,
  eligible: (line: WorkLine) => boolean,
  withAddons: boolean,
): Unit[] => {
  const units: Unit[] = [];
  for (const line of bill.lines) {
    if (!eligible(line)) continue;
    const price = line.unitPrice + (withAddons ? line.addonPrice : 0);
    const free = line.quantity - (bill.discountedUnits[line.index] ?? 0);
    for (let i = 0; i < free; i += 1) units.push({ lineIndex: line.index, price });
  }
  return units;
};

export const ordered = (units: ReadonlyArray<Unit>, order: PriceOrder): Unit[] =>
  [...units].sort((a, b) => (order === "CHEAPEST_FIRST" ? a.price - b.price : b.price - a.price));

/** The first maxQuantity units; maxQuantity 0 or none: no limit. */
export const capped = (units: Unit[], maxQuantity: number | undefined): Unit[] => (maxQuantity ? units.slice(0, maxQuantity) : units);

/** The product-id test of a list: an empty list accepts every product. */
export const inIds = (ids: ReadonlyArray<string>) => {
  const set = new Set(ids);
  return (line: WorkLine): boolean => set.size === 0 || set.has(line.productId);
};

/**
 * What the adjustment takes off an amount at the bill's precision (never below zero, never
 * above the amount): the same result as domain/shared/adjustment.ts `discountOf` (half up),
 * computed on plain integers while they stay exact, through `discountOf` otherwise.
 * Why plain integers are enough: amounts are at most MAX_MONEY_AMOUNT (bill.ts) and adjustments
 * at most MAX_MONEY_AMOUNT units at precision 0..8 against a bill at 2..4, so every dividend below
 * is a safe integer, and the floor of a safe integer's quotient by (2 ×) a power of ten is exact in
 * floating point. A fixed amount above every amount takes the whole amount, however it rounds.
 */
export const discounter = (bill: BillInProgress, adjustment: Adjustment): ((amount: number) => number) => {
  const { precision } = adjustment.amount;
  // a negative adjustment (a surcharge where allowed) takes nothing off, as 0 does
  const value = Math.max(0, adjustment.amount.amount);
  if (adjustment.type === "byPercentage") {
    const denominator = 10 ** precision;
    return (amount) => {
      const product = amount * value;
      // a share of an amount near the largest with a fine percentage leaves the safe integers
      if (!Number.isSafeInteger(product * 2 + denominator)) return Math.min(amount, discountOf(moneyOf(bill, amount), adjustment, "halfUp").amount);
      return Math.min(amount, Math.floor((product * 2 + denominator) / (denominator * 2)));
    };
  }
  const shift = bill.precision - precision;
  const scaled = shift >= 0 ? value * 10 ** shift : Math.floor((value * 2 + 10 ** -shift) / (2 * 10 ** -shift));
  return adjustment.type === "byAmount" ? (amount) => Math.min(amount, scaled) : (amount) => amount - Math.min(amount, scaled);
};

/** What the adjustment takes off one amount (never below zero, never above the amount). */
export const discountOn = (bill: BillInProgress, amount: number, adjustment: Adjustment): number => discounter(bill, adjustment)(amount);

/** Each unit adjusted on its own. */
export const eachUnit = (bill: BillInProgress, units: ReadonlyArray<Unit>, adjustment: Adjustment): UnitDiscount[] => {
  const off = discounter(bill, adjustment);
  return units.map((unit) => ({ lineIndex: unit.lineIndex, units: 1, amount: off(unit.price) }));
};

/** `total` shared over the units in proportion to their prices (total <= sum of prices). */
export const shared = (units: ReadonlyArray<Unit>, total: number): UnitDiscount[] => {
  const weight = units.reduce((sum, unit) => sum + unit.price, 0);
  if (weight === 0) return units.map((unit) => ({ lineIndex: unit.lineIndex, units: 1, amount: 0 }));
  const exact = units.map((unit) => (BigInt(total) * BigInt(unit.price)));
  const shares = exact.map((value) => Number(value / BigInt(weight)));
  let left = total - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((value, i) => ({ i, remainder: Number(value % BigInt(weight)) }))
    .sort((a, b) => b.remainder - a.remainder);
  for (const { i } of byRemainder) {
    if (left === 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return units.map((unit, i) => ({ lineIndex: unit.lineIndex, units: 1, amount: shares[i] ?? 0 }));
};
