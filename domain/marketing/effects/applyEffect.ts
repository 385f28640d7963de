// The discount engine (issue 6 item 5), pure. Vouchers (domain/marketing/voucher*) and promotions
// both call it.
//
//   import { Bill, openBill, breakdownOf } from "./bill";
//   import { Effect } from "./effect";              // the Schema of a stored/typed effect
//   const step = applyEffect(effect, openBill(bill));  // Result<EffectApplication, reason>
//   if (Result.isSuccess(step)) step.success.discount   // Money this effect took off
//                               step.success.lines      // [{lineIndex, productId, units, discount}]
//                               step.success.billDiscount
//                               step.success.bill       // the bill in progress, for the next effect
//   breakdownOf(bill)   // every line with its amount, discount and total; subtotal, discount, total
//   evaluateEffect(effect, bill)  // both at once for a single effect on a fresh bill
//   stackEffects(bill, applicable) (stacking.ts) applies several in the documented order.
//
// Failure reasons (spec 3 §3): INVALID_EFFECT (the effect cannot work: an adjustment its target
// does not allow, a negative amount, an online order on an effect not available online, an
// ADVANCE bill rule set that does not hold), MIN_PURCHASE_REQUIRED (what the bill still costs is
// below options.minPurchase), ITEM_NOT_ENOUGH (not enough eligible units for the strategy, or no
// line matching an ADVANCE item rule set), DISCOUNT_ALREADY_EXIST (the bill already carries a
// bill-level, resp. payment-level, discount, or the units the effect needs were taken by an
// earlier item effect).
// Decisions where the spec is silent:
// - BILL, PAYMENT and ADVANCE-bill effects adjust what the bill still costs after the item
//   discounts (and, for PAYMENT, after the bill discount); minPurchase is checked against that.
//   One bill-level and one payment-level discount per bill.
// - Discounts never go below zero nor above what they apply to; percentages round half up.
// - An ITEM effect with advanced rules (options.canApplyRule) runs its strategy over the lines
//   the rules hold for only; a bill with too few such units is ITEM_NOT_ENOUGH.
import { Result } from "effect";
import type { Money } from "../../shared/money";
import { type BillInProgress, type Bill, billFactsOf, lineAmount, moneyOf, openBill, remainingOf } from "./bill";
import { adjustmentContextOf, adjustmentProblem, type Effect } from "./effect";
import { allowedAdjustmentTypes } from "../../shared/adjustmentType";
import { applyItemStrategy } from "./itemStrategies";
import { type RuleSet, ruleSetHoldsOnBill, ruleSetHoldsOnLine } from "./rules";
import { type UnitDiscount, capped, discountOn, eachUnit, ordered, unitsOf } from "./units";

export const EFFECT_FAILURE_REASONS = ["INVALID_EFFECT", "MIN_PURCHASE_REQUIRED", "ITEM_NOT_ENOUGH", "DISCOUNT_ALREADY_EXIST"] as const;
export type EffectFailureReason = (typeof EFFECT_FAILURE_REASONS)[number];

export interface LineDiscount {
  readonly lineIndex: number;
  readonly productId: string;
  readonly units: number;
  readonly discount: Money;
}

export interface EffectApplication {
  readonly discount: Money;
  readonly lines: ReadonlyArray<LineDiscount>;
  readonly billDiscount: Money;
  readonly bill: BillInProgress;
}

export type EffectResult = Result.Result<EffectApplication, EffectFailureReason>;

const fail = (reason: EffectFailureReason): EffectResult => Result.fail(reason);

const toScale = (bill: BillInProgress, amount: { readonly amount: number; readonly precision: number }): number =>
  Math.round(amount.amount * 10 ** (bill.precision - amount.precision));

const withUnits = (bill: BillInProgress, discounts: ReadonlyArray<UnitDiscount>): EffectResult => {
  const units = bill.lines.map(() => 0);
  const amounts = bill.lines.map(() => 0);
  for (const d of discounts) {
    units[d.lineIndex] = (units[d.lineIndex] ?? 0) + d.units;
    amounts[d.lineIndex] = (amounts[d.lineIndex] ?? 0) + d.amount;
  }
  const lines = bill.lines
    .filter((line) => (units[line.index] ?? 0) > 0)
    .map((line) => ({ lineIndex: line.index, productId: line.productId, units: units[line.index] ?? 0, discount: moneyOf(bill, amounts[line.index] ?? 0) }));
  const total = amounts.reduce((a, b) => a + b, 0);
  const next: BillInProgress = {
    ...bill,
    discountedUnits: bill.discountedUnits.map((n, i) => n + (units[i] ?? 0)),
    lineDiscounts: bill.lineDiscounts.map((n, i) => n + (amounts[i] ?? 0)),
  };
  return Result.succeed({ discount: moneyOf(bill, total), lines, billDiscount: moneyOf(bill, 0), bill: next });
};

/** ITEM_NOT_ENOUGH, or DISCOUNT_ALREADY_EXIST when the bill had the units before earlier effects took them. */
const notEnough = (bill: BillInProgress, retry: (fresh: BillInProgress) => boolean): EffectResult => {
  const fresh = { ...bill, discountedUnits: bill.discountedUnits.map(() => 0) };
  return fail(retry(fresh) ? "DISCOUNT_ALREADY_EXIST" : "ITEM_NOT_ENOUGH");
};

const applyBillLevel = (bill: BillInProgress, effect: Effect, level: "bill" | "payment", minPurchase: number | null): EffectResult => {
  if (level === "bill" ? bill.hasBillDiscount : bill.hasPaymentDiscount) return fail("DISCOUNT_ALREADY_EXIST");
  const remaining = remainingOf(bill);
  if (minPurchase !== null && remaining < minPurchase) return fail("MIN_PURCHASE_REQUIRED");
  const amount = discountOn(bill, remaining, effect.adjustment);
  const next: BillInProgress = level === "bill"
    ? { ...bill, billDiscount: bill.billDiscount + amount, hasBillDiscount: true }
    : { ...bill, paymentDiscount: bill.paymentDiscount + amount, hasPaymentDiscount: true };
  return Result.succeed({ discount: moneyOf(bill, amount), lines: [], billDiscount: moneyOf(bill, amount), bill: next });
};

/** The bill as an item effect with advanced rules sees it: the units of lines the rules do not
 *  hold for count as taken, so no strategy picks them. */
const withinRules = (bill: BillInProgress, rules: RuleSet | undefined): BillInProgress => {
  if (rules === undefined) return bill;
  const facts = billFactsOf(bill);
  return { ...bill, discountedUnits: bill.lines.map((line) => (ruleSetHoldsOnLine(rules, facts, line.facts) ? (bill.discountedUnits[line.index] ?? 0) : line.quantity)) };
};

const applyItem = (bill: BillInProgress, effect: Extract<Effect, { target: "ITEM" }>): EffectResult => {
  const eligible = withinRules(bill, effect.options.canApplyRule);
  const input = {
    targetIds: effect.targetIds,
    strategy: effect.strategy,
    maxQuantity: effect.options.maxQuantity,
    excludeAddonPrice: effect.options.excludeAddonPrice,
    adjustment: effect.adjustment,
  };
  const units = applyItemStrategy(eligible, input);
  return units === null
    ? notEnough(bill, (fresh) => applyItemStrategy(withinRules(fresh, effect.options.canApplyRule), input) !== null)
    : withUnits(bill, units);
};

const applyAdvance = (bill: BillInProgress, effect: Extract<Effect, { target: "ADVANCE" }>): EffectResult => {
  const { canApplyRule, applyTo, maxQuantity } = effect.options;
  const facts = billFactsOf(bill);
  if (applyTo === "bill") {
    return ruleSetHoldsOnBill(canApplyRule, facts, bill.lines.map((l) => l.facts)) ? applyBillLevel(bill, effect, "bill", null) : fail("INVALID_EFFECT");
  }
  const pick = (b: BillInProgress) => {
    const units = ordered(unitsOf(b, (line) => ruleSetHoldsOnLine(canApplyRule, facts, line.facts), true), "MOST_EXPENSIVE_FIRST");
    return capped(units, maxQuantity);
  };
  const units = pick(bill);
  return units.length === 0 ? notEnough(bill, (fresh) => pick(fresh).length > 0) : withUnits(bill, eachUnit(bill, units, effect.adjustment));
};

const isWorkable = (bill: BillInProgress, effect: Effect): boolean =>
  allowedAdjustmentTypes(adjustmentContextOf(effect)).includes(effect.adjustment.type) &&
  adjustmentProblem(effect.adjustment) === null &&
  !(bill.bill.online === true && effect.availableOnlineOrder === false);

/** Applies one effect to the bill in progress: its discount and the bill for the next effect. */
export const applyEffect = (effect: Effect, bill: BillInProgress): EffectResult => {
  if (!isWorkable(bill, effect)) return fail("INVALID_EFFECT");
  switch (effect.target) {
    case "BILL": return applyBillLevel(bill, effect, "bill", effect.options.minPurchase ? toScale(bill, effect.options.minPurchase) : null);
    case "PAYMENT": return applyBillLevel(bill, effect, "payment", effect.options.minPurchase ? toScale(bill, effect.options.minPurchase) : null);
    case "ITEM": return applyItem(bill, effect);
    case "ADVANCE": return applyAdvance(bill, effect);
    default: {
      const unknown: never = effect;
      return unknown;
    }
  }
};

export interface LineBreakdown {
  readonly lineIndex: number;
  readonly productId: string;
  readonly quantity: number;
  readonly discountedUnits: number;
  readonly amount: Money;
  readonly discount: Money;
  readonly total: Money;
}

export interface BillBreakdown {
  readonly lines: ReadonlyArray<LineBreakdown>;
  readonly subtotal: Money;
  readonly itemDiscount: Money;
  readonly billDiscount: Money;
  readonly paymentDiscount: Money;
  readonly discount: Money;
  readonly total: Money;
}

/** Every line with what it costs, what was taken off and what is left; the bill's totals. */
export const breakdownOf = (bill: BillInProgress): BillBreakdown => {
  const itemDiscount = bill.lineDiscounts.reduce((a, b) => a + b, 0);
  const discount = itemDiscount + bill.billDiscount + bill.paymentDiscount;
  return {
    lines: bill.lines.map((line) => {
      const amount = lineAmount(line);
      const off = bill.lineDiscounts[line.index] ?? 0;
      return {
        lineIndex: line.index, productId: line.productId, quantity: line.quantity, discountedUnits: bill.discountedUnits[line.index] ?? 0,
        amount: moneyOf(bill, amount), discount: moneyOf(bill, off), total: moneyOf(bill, amount - off),
      };
    }),
    subtotal: moneyOf(bill, bill.subtotal),
    itemDiscount: moneyOf(bill, itemDiscount),
    billDiscount: moneyOf(bill, bill.billDiscount),
    paymentDiscount: moneyOf(bill, bill.paymentDiscount),
    discount: moneyOf(bill, discount),
    total: moneyOf(bill, bill.subtotal - discount),
  };
};

/** One effect on a fresh bill: the breakdown, or the reason it does not apply. */
export const evaluateEffect = (effect: Effect, bill: Bill): Result.Result<BillBreakdown, EffectFailureReason> =>
  Result.map(applyEffect(effect, openBill(bill)), (applied) => breakdownOf(applied.bill));
