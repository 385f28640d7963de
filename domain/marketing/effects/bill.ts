// Owns: the bill the discount engine works on (issue 6 item 5): lines with a product id, a
// quantity, a unit price (Money, domain/shared/money.ts) and add-ons {selectionId, price,
// quantity per unit}, plus what advanced rules read (restaurant, local date and time) and
// whether it is an online order; and the bill in progress while effects are stacked on it.
// Decisions where the spec is silent:
// - All amounts are worked in integer minor units at the bill's precision (the finest precision
//   among its prices, at least the currency default 2); nothing is rounded on the way in.
// - A unit's full price is its unit price plus its add-ons (price × quantity per unit); a line's
//   amount is quantity × full price.
// - A line holds 1 to 9999 units ('Invalid quantity') and a bill at most 10,000 units ('Bill has
//   too many items'), which bounds the work of an evaluation; at most 1,000 lines of at most 100
//   add-ons; the bill's total in its finest precision at most MAX_MONEY_AMOUNT ('Bill total is
//   too large'), so no sum or discount of it leaves the safe integer range.
// - A unit of a line can be discounted by one item effect only; the bill in progress counts the
//   discounted units of every line and the discount already taken off each line, the bill and
//   the payment.
import { Schema } from "effect";
import { DEFAULT_MONEY_PRECISION, MAX_MONEY_AMOUNT, Money, type Money as MoneyType } from "../../shared/money";
import { INVALID_RESTAURANT_ID } from "../../shared/fieldRules";
import { boundedId, boundedList, requiredId } from "../../shared/inputBounds";
import type { BillFacts, LineFacts } from "./rules";

export const MAX_LINE_QUANTITY = 9999;
export const MAX_BILL_UNITS = 10_000;
export const TOO_MANY_ITEMS = "Bill has too many items";
export const BILL_TOTAL_TOO_LARGE = "Bill total is too large";
const MAX_LINES = 1_000;
const MAX_ADDONS = 100;
const Quantity = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: MAX_LINE_QUANTITY }, { message: "Invalid quantity" }));
const NonNegativeMoney = Money.check(Schema.makeFilter((m: MoneyType) => m.amount >= 0 || { path: ["amount"], issue: "Min price is 0.00" }));

export const BillAddon = Schema.Struct({
  selectionId: boundedId(),
  price: NonNegativeMoney,
  quantity: Schema.optionalKey(Quantity),
});
export const BillLine = Schema.Struct({
  productId: requiredId("Product id is required"),
  quantity: Quantity,
  unitPrice: NonNegativeMoney,
  addons: Schema.optionalKey(boundedList(BillAddon, MAX_ADDONS, "add-ons")),
});
export type BillLine = typeof BillLine.Type;

/** The bill's full total in units of its finest precision, exactly. */
const billUnits = (lines: ReadonlyArray<BillLine>): bigint => {
  const prices = lines.flatMap((l) => [l.unitPrice, ...(l.addons ?? []).map((a) => a.price)]);
  const precision = Math.max(DEFAULT_MONEY_PRECISION, ...prices.map((p) => p.precision));
  const units = (m: MoneyType): bigint => BigInt(m.amount) * 10n ** BigInt(precision - m.precision);
  return lines.reduce((total, l) => {
    const unit = (l.addons ?? []).reduce((sum, a) => sum + units(a.price) * BigInt(a.quantity ?? 1), units(l.unitPrice));
    return total + unit * BigInt(l.quantity);
  }, 0n);
};

export const Bill = Schema.Struct({
  restaurantId: Schema.optionalKey(boundedId(INVALID_RESTAURANT_ID)),
  date: Schema.optionalKey(Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/, { message: "Invalid date" }))),
  time: Schema.optionalKey(Schema.String.check(Schema.isPattern(/^([01]\d|2[0-3]):[0-5]\d$/, { message: "Invalid time" }))),
  online: Schema.optionalKey(Schema.Boolean),
  lines: boundedList(BillLine, MAX_LINES, "lines").check(Schema.isMinLength(1, { message: "Bill has no items" })),
}).check(
  Schema.makeFilter((bill: { readonly lines: ReadonlyArray<BillLine> }) => {
    const currency = bill.lines[0]?.unitPrice.currency;
    const mixed = bill.lines.some((l) => l.unitPrice.currency !== currency || (l.addons ?? []).some((a) => a.price.currency !== currency));
    if (mixed) return { path: ["lines"], issue: "Bill mixes currencies" };
    if (bill.lines.reduce((n, l) => n + l.quantity, 0) > MAX_BILL_UNITS) return { path: ["lines"], issue: TOO_MANY_ITEMS };
    return billUnits(bill.lines) <= BigInt(MAX_MONEY_AMOUNT) || { path: ["lines"], issue: BILL_TOTAL_TOO_LARGE };
  }),
);
export type Bill = typeof Bill.Type;

/** One line in minor units at the bill's precision. */
export interface WorkLine {
  readonly index: number;
  readonly productId: string;
  readonly quantity: number;
  /** The unit price without add-ons. */
  readonly unitPrice: number;
  /** The add-ons of one unit. */
  readonly addonPrice: number;
  readonly facts: LineFacts;
}

/** The bill while effects are stacked on it; never mutated (each step answers a new one). */
export interface BillInProgress {
  readonly bill: Bill;
  readonly currency: string;
  readonly precision: number;
  readonly lines: ReadonlyArray<WorkLine>;
  readonly subtotal: number;
  /** Units of each line an item effect already discounted. */
  readonly discountedUnits: ReadonlyArray<number>;
  /** Minor units taken off each line by item effects. */
  readonly lineDiscounts: ReadonlyArray<number>;
  readonly billDiscount: number;
  readonly paymentDiscount: number;
  readonly hasBillDiscount: boolean;
  readonly hasPaymentDiscount: boolean;
}

const scaled = (m: MoneyType, precision: number): number => m.amount * 10 ** (precision - m.precision);

const workLine = (line: BillLine, index: number, precision: number): WorkLine => {
  const addons = line.addons ?? [];
  return {
    index,
    productId: line.productId,
    quantity: line.quantity,
    unitPrice: scaled(line.unitPrice, precision),
    addonPrice: addons.reduce((total, a) => total + scaled(a.price, precision) * (a.quantity ?? 1), 0),
    facts: {
      productId: line.productId,
      quantity: line.quantity,
      addonCount: addons.reduce((n, a) => n + (a.quantity ?? 1), 0),
      selectionIds: addons.map((a) => a.selectionId),
    },
  };
};

export const lineAmount = (line: WorkLine): number => line.quantity * (line.unitPrice + line.addonPrice);

/** The bill before any effect. */
export const openBill = (bill: Bill): BillInProgress => {
  const prices = bill.lines.flatMap((l) => [l.unitPrice, ...(l.addons ?? []).map((a) => a.price)]);
  const precision = Math.max(DEFAULT_MONEY_PRECISION, ...prices.map((p) => p.precision));
  const lines = bill.lines.map((line, index) => workLine(line, index, precision));
  return {
    bill,
    currency: bill.lines[0]?.unitPrice.currency ?? "MYR",
    precision,
    lines,
    subtotal: lines.reduce((total, line) => total + lineAmount(line), 0),
    discountedUnits: lines.map(() => 0),
    lineDiscounts: lines.map(() => 0),
    billDiscount: 0,
    paymentDiscount: 0,
    hasBillDiscount: false,
    hasPaymentDiscount: false,
  };
};

/** What the customer would pay now. */
export const remainingOf = (bill: BillInProgress): number =>
  bill.subtotal - bill.lineDiscounts.reduce((a, b) => a + b, 0) - bill.billDiscount - bill.paymentDiscount;

/** The bill fields advanced rules read; the total is what remains, in major units. */
export const billFactsOf = (bill: BillInProgress): BillFacts => ({
  restaurantId: bill.bill.restaurantId,
  total: remainingOf(bill) / 10 ** bill.precision,
  date: bill.bill.date,
  time: bill.bill.time,
  itemCount: bill.lines.reduce((n, line) => n + line.quantity, 0),
});

export const moneyOf = (bill: BillInProgress, amount: number): MoneyType => ({ amount, precision: bill.precision, currency: bill.currency });
