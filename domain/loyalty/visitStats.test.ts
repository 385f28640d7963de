import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { EMPTY_VISIT_STAT, recordVisit, removeVisit, shownAverageBill, shownVisitFrequencyDays } from "./visitStats";

const at = (iso: string) => Temporal.Instant.from(iso);

describe("visit stats", () => {
  it("sets frequency 1 on the first visit, with its bill and products", () => {
    const first = recordVisit(EMPTY_VISIT_STAT, { at: at("2026-03-01T10:00:00Z"), bill: 20, products: [{ id: "latte", count: 2 }] });
    expect(first).toEqual({ visitCount: 1, lastVisit: at("2026-03-01T10:00:00Z"), avgBillSize: 20, avgVisitFrequency: 1, products: [{ id: "latte", count: 2 }] });
  });

  it("keeps running averages of bills and of gaps between visits, and merges products", () => {
    let stat = recordVisit(EMPTY_VISIT_STAT, { at: at("2026-03-01T10:00:00Z"), bill: 20, products: [{ id: "latte", count: 2 }] });
    stat = recordVisit(stat, { at: at("2026-03-04T10:00:00Z"), bill: 10, products: [{ id: "latte", count: 1 }, { id: "cake", count: 1 }] });
    expect(stat).toMatchObject({ visitCount: 2, avgBillSize: 15, avgVisitFrequency: 3 });
    stat = recordVisit(stat, { at: at("2026-03-05T22:00:00Z"), bill: 30, products: [] });
    expect(stat).toMatchObject({ visitCount: 3, avgBillSize: 20, avgVisitFrequency: 2.25, lastVisit: at("2026-03-05T22:00:00Z") });
    expect(stat.products).toEqual([{ id: "latte", count: 3 }, { id: "cake", count: 1 }]);
    expect(shownVisitFrequencyDays(stat)).toBe(3);
  });

  it("counts a late visit as a gap of 0 and keeps the last visit", () => {
    let stat = recordVisit(EMPTY_VISIT_STAT, { at: at("2026-03-04T10:00:00Z"), bill: 10, products: [] });
    stat = recordVisit(stat, { at: at("2026-03-01T10:00:00Z"), bill: 10, products: [] });
    expect(stat).toMatchObject({ avgVisitFrequency: 0, lastVisit: at("2026-03-04T10:00:00Z") });
  });

  it("shows the average bill as money", () => {
    expect(shownAverageBill({ ...EMPTY_VISIT_STAT, avgBillSize: 12.345 }, "MYR", 2)).toEqual({ amount: 1235, precision: 2, currency: "MYR" });
  });

  it("removes a refunded visit's bill and products, keeping frequency and last visit", () => {
    let stat = recordVisit(EMPTY_VISIT_STAT, { at: at("2026-03-01T10:00:00Z"), bill: 20, products: [{ id: "latte", count: 2 }] });
    stat = recordVisit(stat, { at: at("2026-03-04T10:00:00Z"), bill: 10, products: [{ id: "cake", count: 1 }] });
    expect(removeVisit(stat, { bill: 10, products: [{ id: "cake", count: 1 }] })).toEqual({
      visitCount: 1, lastVisit: at("2026-03-04T10:00:00Z"), avgBillSize: 20, avgVisitFrequency: 3, products: [{ id: "latte", count: 2 }],
    });
    expect(removeVisit(removeVisit(stat, { bill: 10, products: [] }), { bill: 20, products: [] })).toMatchObject({ visitCount: 0, avgBillSize: 0 });
  });
});
