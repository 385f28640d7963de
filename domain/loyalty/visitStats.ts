// Owns: a member's visit statistics (spec 2 §4 "Member stat update on a visit: average visit
// frequency and average bill size are running averages; lastVisit is set; visitCount rises by
// 1; product counts are merged. The first visit sets frequency to 1. Frequency is shown rounded
// up to whole days").
// Exports: ProductCount, VisitStat, Visit, EMPTY_VISIT_STAT, recordVisit(stat, visit): VisitStat,
//   removeVisit(stat, visit): VisitStat, shownVisitFrequencyDays(stat): number,
//   shownAverageBill(stat, currency, precision): Money.
// Decisions (spec silent):
// - avgBillSize is the decimal value of the average bill (12.5 = RM 12.50) and avgVisitFrequency
//   is in days (fractional); both are running means, equal to the batch means up to float error.
// - The frequency averages the gaps between consecutive visits; the first visit's 1 is a
//   placeholder that the first real gap replaces (the mean over visitCount - 1 gaps).
// - A visit dated before lastVisit (a late POS upload) counts a gap of 0 and keeps lastVisit.
// - Removing a visit (a refunded bill) takes its bill out of the running average and its
//   products out of the counts (a count reaching 0 goes); the visit frequency and lastVisit
//   stay, since the member did come. Removing the only visit empties the bill average.
// - Shown frequency rounds up, ignoring float dust below 1e-9 day; shown bill rounds half up.
import { Temporal } from "temporal-polyfill";
import type { Money } from "../shared/money";

export type ProductCount = { readonly id: string; readonly count: number };
export type VisitStat = {
  readonly visitCount: number;
  readonly lastVisit: Temporal.Instant | null;
  readonly avgBillSize: number;
  readonly avgVisitFrequency: number;
  readonly products: ReadonlyArray<ProductCount>;
};
/** `bill` is the decimal value of the bill (Money's toDecimal). */
export type Visit = { readonly at: Temporal.Instant; readonly bill: number; readonly products: ReadonlyArray<ProductCount> };

export const EMPTY_VISIT_STAT: VisitStat = { visitCount: 0, lastVisit: null, avgBillSize: 0, avgVisitFrequency: 0, products: [] };

const DAY_MS = 86_400_000;

const mergeProducts = (into: ReadonlyArray<ProductCount>, add: ReadonlyArray<ProductCount>): ReadonlyArray<ProductCount> => {
  const counts = new Map(into.map((p) => [p.id, p.count]));
  for (const p of add) counts.set(p.id, (counts.get(p.id) ?? 0) + p.count);
  return [...counts].map(([id, count]) => ({ id, count }));
};

const gapDays = (from: Temporal.Instant, to: Temporal.Instant): number =>
  Math.max(0, (to.epochMilliseconds - from.epochMilliseconds) / DAY_MS);

const frequencyAfter = (stat: VisitStat, at: Temporal.Instant, gaps: number): number => {
  if (stat.lastVisit === null || gaps === 0) return 1;
  const gap = gapDays(stat.lastVisit, at);
  return gaps === 1 ? gap : stat.avgVisitFrequency + (gap - stat.avgVisitFrequency) / gaps;
};

/** The stat after one more visit. */
export const recordVisit = (stat: VisitStat, visit: Visit): VisitStat => {
  const visitCount = stat.visitCount + 1;
  const avgBillSize = stat.avgBillSize + (visit.bill - stat.avgBillSize) / visitCount;
  const gaps = visitCount - 1;
  const avgVisitFrequency = frequencyAfter(stat, visit.at, gaps);
  const lastVisit =
    stat.lastVisit === null || Temporal.Instant.compare(visit.at, stat.lastVisit) > 0 ? visit.at : stat.lastVisit;
  return { visitCount, lastVisit, avgBillSize, avgVisitFrequency, products: mergeProducts(stat.products, visit.products) };
};

/** The stat without one earlier visit's bill and products (a refund). */
export const removeVisit = (stat: VisitStat, visit: Pick<Visit, "bill" | "products">): VisitStat => {
  const visitCount = Math.max(0, stat.visitCount - 1);
  const avgBillSize = visitCount === 0 ? 0 : Math.max(0, (stat.avgBillSize * stat.visitCount - visit.bill) / visitCount);
  const removed = mergeProducts(stat.products, visit.products.map((p) => ({ id: p.id, count: -p.count })));
  return { ...stat, visitCount, avgBillSize, products: removed.filter((p) => p.count > 0) };
};

/** Average days between visits as shown: rounded up to whole days. */
export const shownVisitFrequencyDays = (stat: VisitStat): number => Math.ceil(stat.avgVisitFrequency - 1e-9);

/** The average bill as Money at `precision`, rounded half up. */
export const shownAverageBill = (stat: VisitStat, currency: string, precision: number): Money => ({
  amount: Math.round(stat.avgBillSize * 10 ** precision),
  precision,
  currency,
});
