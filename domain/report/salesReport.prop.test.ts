// The sales report's sums: however the period's hours fall, the buckets add up to the totals,
// every bucket the period touches is listed once, and the restaurants add up to the totals'
// restaurant figures.
import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { money } from "../shared/money";
import { EMPTY_HOUR, billSales } from "./hourFigures";
import { type Granularity, type ReportHour, bucketLabels, buildSalesReport } from "./salesReport";

const FROM = Temporal.PlainDate.from("2026-01-01");
const ZONE = "Asia/Kuala_Lumpur";

const hourArb = fc.record({
  restaurantId: fc.constantFrom("r1", "r2"),
  offset: fc.integer({ min: 0, max: 24 * 90 - 1 }),
  net: fc.integer({ min: 0, max: 100_000 }),
  phone: fc.constantFrom("+601", "+602", "+603"),
});

const hoursOf = (rows: ReadonlyArray<{ restaurantId: string; offset: number; net: number; phone: string }>): ReportHour[] => {
  const start = FROM.toZonedDateTime({ timeZone: ZONE }).toInstant();
  return rows.map((row) => ({
    restaurantId: row.restaurantId,
    hour: start.add({ hours: row.offset }).toString().slice(0, 13),
    figures: { ...EMPTY_HOUR, bills: 1, sales: billSales(money(row.net, "MYR"), []), memberPhones: [row.phone] },
  }));
};

describe("buildSalesReport", () => {
  it.each(["day", "week", "month"] as const)("sums its %s buckets and its restaurants to its totals", (granularity: Granularity) => {
    fc.assert(
      fc.property(fc.array(hourArb, { maxLength: 40 }), (rows) => {
        const to = FROM.add({ days: 89 });
        const report = buildSalesReport(
          { businessId: "b1", timeZone: ZONE, granularity, from: FROM, to, restaurantId: null, restaurants: [{ id: "r1", name: "A" }, { id: "r2", name: "B" }] },
          hoursOf(rows),
        );
        const net = (f: { sales: ReadonlyArray<{ net: number }> }) => f.sales[0]?.net ?? 0;
        expect(report.series.reduce((sum, b) => sum + net(b.figures), 0)).toBe(net(report.totals));
        expect(report.series.reduce((sum, b) => sum + b.figures.bills, 0)).toBe(rows.length);
        expect(report.restaurants.reduce((sum, r) => sum + net(r.figures), 0)).toBe(net(report.totals));
        expect(report.series.map((b) => b.label)).toEqual(bucketLabels(FROM, to, granularity));
        expect(report.totals.activeMembers).toBe(new Set(rows.map((r) => r.phone)).size);
      }),
    );
  });

  it("labels weeks by their Monday and months by YYYY-MM", () => {
    expect(bucketLabels(Temporal.PlainDate.from("2026-03-01"), Temporal.PlainDate.from("2026-03-10"), "week")).toEqual(["2026-02-23", "2026-03-02", "2026-03-09"]);
    expect(bucketLabels(Temporal.PlainDate.from("2026-01-31"), Temporal.PlainDate.from("2026-03-01"), "month")).toEqual(["2026-01", "2026-02", "2026-03"]);
  });
});
