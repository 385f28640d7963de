// Owns: the sample bill the dry run is built from (issue 7 item 8). The back office has no
// product list API yet (the menu belongs to spec 4), so the user types each line: a name (shown
// only here), a product id (what item rules and strategies read), a unit price in major units
// and a quantity. The bill sent is domain/marketing/effects/bill.ts's Bill, which the server
// decodes with the same Schema (its messages come back as the run's failure).
// Decisions where the spec is silent:
// - Prices are typed in the currency's major units with 2 decimals (precision 2); the currency
//   is typed once for the bill (MYR by default, as the demo business).
// - A new line starts from the first product the promotion or voucher targets, if any, with
//   enough units for its buy x get y (x + y), so a first run shows the discount.
// - Restaurant, date and time are optional: the server takes now in the business time zone.
// - An empty price is 0 (a free item) and an empty quantity 1, so a half-typed line still runs.
import type { Effect } from "../../../domain/marketing/effects/effect";
import type { Bill } from "../../../domain/marketing/effects/bill";

export interface SampleLine {
  readonly name: string;
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

export const newSampleLine = (effect: Effect | null): SampleLine => ({ name: "", productId: firstTarget(effect), price: 10, quantity: unitsFor(effect) });

export const newSampleBill = (effect: Effect | null): SampleBill => ({
  restaurantId: null,
  date: null,
  time: "",
  currency: "MYR",
  lines: [newSampleLine(effect)],
});

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
