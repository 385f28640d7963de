// Owns: the sales report (issue 18, the report section): its response Schema, which the route
// encodes and the UI's client decodes strictly, and how report hours (reportHours.projection.ts)
// become the figures of a period, per bucket (day, week or month in the business time zone) and
// per restaurant.
// Decisions where the spec is silent:
// - Amounts are integer minor units at one precision per currency (the finest any bill used),
//   with the currency and precision beside them; the average bill is net ÷ bills, rounded half
//   away from zero, 0 without bills.
// - Active members are the distinct phones on the period's bills (a member is known by phone).
// - A week starts on Monday; a bucket is labelled by its first date (YYYY-MM-DD) or, for a
//   month, YYYY-MM; every bucket the period touches is listed, empty ones with zeros.
// - Credit is in credit units at precision 2 (1 unit = 0.01, domain/loyalty/member/creditLedger.ts).
import { Schema } from "effect";
import { Temporal } from "temporal-polyfill";
import type { Money } from "../shared/money";
import { type CurrencySales, EMPTY_HOUR, type HourFigures, addSales } from "./hourFigures";

export const REPORT_GRANULARITIES = ["day", "week", "month"] as const;
export const Granularity = Schema.Literals(REPORT_GRANULARITIES);
export type Granularity = typeof Granularity.Type;

export const CurrencyFigures = Schema.Struct({
  currency: Schema.String,
  precision: Schema.Int,
  bills: Schema.Int,
  gross: Schema.Int,
  discounts: Schema.Int,
  net: Schema.Int,
  averageBill: Schema.Int,
});
export type CurrencyFigures = typeof CurrencyFigures.Type;

export const ReportFigures = Schema.Struct({
  bills: Schema.Int,
  refunds: Schema.Int,
  sales: Schema.Array(CurrencyFigures),
  activeMembers: Schema.Int,
  newMembers: Schema.Int,
  credit: Schema.Struct({ precision: Schema.Int, issued: Schema.Int, redeemed: Schema.Int }),
  vouchersClaimed: Schema.Int,
  vouchersRedeemed: Schema.Int,
});
export type ReportFigures = typeof ReportFigures.Type;

export const SalesReport = Schema.Struct({
  businessId: Schema.String,
  timeZone: Schema.String,
  granularity: Granularity,
  from: Schema.String,
  to: Schema.String,
  start: Schema.String,
  end: Schema.String,
  restaurantId: Schema.NullOr(Schema.String),
  totals: ReportFigures,
  series: Schema.Array(Schema.Struct({ label: Schema.String, figures: ReportFigures })),
  restaurants: Schema.Array(Schema.Struct({ restaurantId: Schema.String, name: Schema.String, figures: ReportFigures })),
});
export type SalesReport = typeof SalesReport.Type;

/** One stored hour as the report reads it. */
export interface ReportHour {
  readonly restaurantId: string;
  readonly hour: string;
  readonly figures: HourFigures;
}

export interface ReportRequest {
  readonly businessId: string;
  readonly timeZone: string;
  readonly granularity: Granularity;
  /** First and last calendar dates of the period, in the business time zone. */
  readonly from: Temporal.PlainDate;
  readonly to: Temporal.PlainDate;
  readonly restaurantId: string | null;
  readonly restaurants: ReadonlyArray<{ readonly id: string; readonly name: string }>;
}

/** The period's instants: from the start of `from` to the end of `to` in the time zone. */
export const periodInstants = (from: Temporal.PlainDate, to: Temporal.PlainDate, timeZone: string) => ({
  start: from.toZonedDateTime({ timeZone }).toInstant(),
  end: to.add({ days: 1 }).toZonedDateTime({ timeZone }).toInstant(),
});

const bucketStart = (date: Temporal.PlainDate, granularity: Granularity): Temporal.PlainDate => {
  switch (granularity) {
    case "day": return date;
    case "week": return date.subtract({ days: date.dayOfWeek - 1 });
    case "month": return date.with({ day: 1 });
    default: {
      const unknown: never = granularity;
      return unknown;
    }
  }
};

const labelOf = (date: Temporal.PlainDate, granularity: Granularity): string =>
  granularity === "month" ? date.toPlainYearMonth().toString() : bucketStart(date, granularity).toString();

const nextBucket = (start: Temporal.PlainDate, granularity: Granularity): Temporal.PlainDate =>
  granularity === "day" ? start.add({ days: 1 }) : granularity === "week" ? start.add({ weeks: 1 }) : start.add({ months: 1 });

export const bucketLabels = (from: Temporal.PlainDate, to: Temporal.PlainDate, granularity: Granularity): ReadonlyArray<string> => {
  const labels: string[] = [];
  for (let at = bucketStart(from, granularity); Temporal.PlainDate.compare(at, to) <= 0; at = nextBucket(at, granularity)) {
    labels.push(labelOf(at, granularity));
  }
  return labels;
};

/** Figures being summed: phones as a set, so a long period stays linear. */
class Accumulator {
  private figures: HourFigures = EMPTY_HOUR;
  private readonly phones = new Set<string>();

  add(hour: HourFigures): void {
    const f = this.figures;
    this.figures = {
      bills: f.bills + hour.bills,
      refunds: f.refunds + hour.refunds,
      sales: addSales(f.sales, hour.sales),
      memberPhones: [],
      newMembers: f.newMembers + hour.newMembers,
      creditIssued: f.creditIssued + hour.creditIssued,
      creditRedeemed: f.creditRedeemed + hour.creditRedeemed,
      vouchersClaimed: f.vouchersClaimed + hour.vouchersClaimed,
      vouchersRedeemed: f.vouchersRedeemed + hour.vouchersRedeemed,
    };
    for (const phone of hour.memberPhones) this.phones.add(phone);
  }

  result(precisions: ReadonlyMap<string, number>): ReportFigures {
    const f = this.figures;
    return {
      bills: f.bills,
      refunds: f.refunds,
      sales: [...precisions.entries()].map(([currency, precision]) => currencyFigures(currency, precision, f.sales[currency])),
      activeMembers: this.phones.size,
      newMembers: f.newMembers,
      credit: { precision: 2, issued: f.creditIssued, redeemed: f.creditRedeemed },
      vouchersClaimed: f.vouchersClaimed,
      vouchersRedeemed: f.vouchersRedeemed,
    };
  }
}

const at = (m: Money, precision: number): number => m.amount * 10 ** (precision - m.precision);

const currencyFigures = (currency: string, precision: number, sales: CurrencySales | undefined): CurrencyFigures => {
  if (sales === undefined) return { currency, precision, bills: 0, gross: 0, discounts: 0, net: 0, averageBill: 0 };
  const net = at(sales.net, precision);
  const average = sales.bills === 0 ? 0 : Math.sign(net) * Math.round(Math.abs(net) / sales.bills);
  return { currency, precision, bills: sales.bills, gross: at(sales.gross, precision), discounts: at(sales.discounts, precision), net, averageBill: average };
};

/** The finest precision each currency was sold at, currencies sorted. */
const precisionsOf = (hours: ReadonlyArray<ReportHour>): ReadonlyMap<string, number> => {
  const precisions = new Map<string, number>();
  for (const { figures } of hours) {
    for (const [currency, sales] of Object.entries(figures.sales)) {
      const finest = Math.max(sales.gross.precision, sales.net.precision, sales.discounts.precision);
      precisions.set(currency, Math.max(precisions.get(currency) ?? 0, finest));
    }
  }
  return new Map([...precisions.entries()].sort(([a], [b]) => a.localeCompare(b)));
};

export const buildSalesReport = (request: ReportRequest, hours: ReadonlyArray<ReportHour>): SalesReport => {
  const { start, end } = periodInstants(request.from, request.to, request.timeZone);
  const kept = hours.filter((h) => request.restaurantId === null || h.restaurantId === request.restaurantId);
  const precisions = precisionsOf(kept);
  const totals = new Accumulator();
  const buckets = new Map(bucketLabels(request.from, request.to, request.granularity).map((label) => [label, new Accumulator()]));
  const restaurants = new Map(request.restaurants.map((r) => [r.id, new Accumulator()]));
  for (const hour of kept) {
    const date = Temporal.Instant.from(`${hour.hour}:00:00Z`).toZonedDateTimeISO(request.timeZone).toPlainDate();
    totals.add(hour.figures);
    buckets.get(labelOf(date, request.granularity))?.add(hour.figures);
    restaurants.get(hour.restaurantId)?.add(hour.figures);
  }
  return {
    businessId: request.businessId,
    timeZone: request.timeZone,
    granularity: request.granularity,
    from: request.from.toString(),
    to: request.to.toString(),
    start: start.toString(),
    end: end.toString(),
    restaurantId: request.restaurantId,
    totals: totals.result(precisions),
    series: [...buckets.entries()].map(([label, acc]) => ({ label, figures: acc.result(precisions) })),
    restaurants: request.restaurants
      .filter((r) => request.restaurantId === null || r.id === request.restaurantId)
      .map((r) => ({ restaurantId: r.id, name: r.name, figures: restaurants.get(r.id)!.result(precisions) })),
  };
};
