// Owns: the sample bill the dry run is built from (issue 7 item 8). Each line is a product of the
// business's menus picked by name (its id is what item rules and strategies read), a unit price in
// major units and a quantity. The bill sent is
// domain/marketing/effects/bill.ts's Bill, which the server decodes with the same Schema (its
// messages come back as the run's failure).
// Decisions where the spec is silent:
// - Prices are typed in the currency's major units with 2 decimals (precision 2); the currency
//   is chosen once for the bill among the supported countries' currencies (spec 1 §9; MYR by
//   default, as the demo business).
// - A new line starts from the first product the promotion or voucher targets, if any, with
//   enough units for its buy x get y (x + y), so a first run shows the discount.
// - Restaurant, date and time are optional: the server takes now in the business time zone.
// - A line needs its price ('Price is required'; 0 is a free item): a run on an empty price
//   would read as a discount of nothing. An empty quantity is 1.
import type { Effect } from "../../../domain/marketing/effects/effect";
import type { Bill } from "../../../domain/marketing/effects/bill";
import { COUNTRY_CODES, COUNTRY_CONFIGS } from "../../../domain/shared/country";

export const PRICE_REQUIRED = "Price is required";

/** The currencies a sample bill may be in: those of the supported countries. */
export const SAMPLE_CURRENCIES: ReadonlyArray<string> = COUNTRY_CODES.map((code) => COUNTRY_CONFIGS[code].currency.code);

export interface SampleLine {
  readonly productId: string;
  readonly price: number | null;
  readonly quantity: number | null;
}

export interface SampleBill {
  readonly restaurantId: string | null;
  readonly date: string | null;
  readonly time: string;
  readonly currency: string;
  readonly lines: ReadonlyArray<SampleLine>;
}

const firstTarget = (effect: Effect | null): string => {
  if (effect === null || effect.target !== "ITEM") return "";
  const ids = [...effect.targetIds, ...("itemAIds" in effect.strategy ? effect.strategy.itemAIds : [])];
  return ids[0] ?? "";
};

const unitsFor = (effect: Effect | null): number =>
  effect !== null && effect.target === "ITEM" && "x" in effect.strategy ? effect.strategy.x + effect.strategy.y : 1;

export const newSampleLine = (effect: Effect | null): SampleLine => ({ productId: firstTarget(effect), price: 10, quantity: unitsFor(effect) });

export const newSampleBill = (effect: Effect | null): SampleBill => ({
  restaurantId: null,
  date: null,
  time: "",
  currency: "MYR",
  lines: [newSampleLine(effect)],
});

/** The message of each line's price, by line index (undefined when the line can run). */
export const linePriceProblems = (sample: SampleBill): ReadonlyArray<string | undefined> =>
  sample.lines.map((line) => (line.price === null ? PRICE_REQUIRED : undefined));

/** A sample bill runs once it has a line and every line has its price. */
export const canRunSample = (sample: SampleBill): boolean => sample.lines.length > 0 && sample.lines.every((line) => line.price !== null);

const sen = (price: number | null): number => Math.round((price ?? 0) * 100);

/** The bill the evaluate call receives. */
export const billOf = (sample: SampleBill): Bill => ({
  ...(sample.restaurantId === null ? {} : { restaurantId: sample.restaurantId }),
  ...(sample.date === null ? {} : { date: sample.date }),
  ...(sample.time.trim() === "" ? {} : { time: sample.time.trim() }),
  lines: sample.lines.map((line) => ({
    productId: line.productId.trim(),
    quantity: line.quantity ?? 1,
    unitPrice: { amount: sen(line.price), precision: 2, currency: sample.currency.trim().toUpperCase() },
  })),
});
