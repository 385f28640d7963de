import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, it } from "vitest";
import { EMPTY_VISIT_STAT, type Visit, recordVisit, removeVisit, shownVisitFrequencyDays } from "./visitStats";

const START = Temporal.Instant.from("2026-01-01T00:00:00Z").epochMilliseconds;
/** Visits in time order: each a gap after the previous one. */
const visitsArb = fc.array(fc.record({
  gapMs: fc.integer({ min: 0, max: 90 * 86_400_000 }),
  bill: fc.integer({ min: 0, max: 1_000_000 }).map((cents) => cents / 100),
  products: fc.array(fc.record({ id: fc.constantFrom("a", "b", "c"), count: fc.integer({ min: 1, max: 5 }) }), { maxLength: 3 }),
}), { minLength: 1, maxLength: 40 }).map((steps) => {
  let ms = START;
  return steps.map((step): Visit => {
    ms += step.gapMs;
    return { at: Temporal.Instant.fromEpochMilliseconds(ms), bill: step.bill, products: step.products };
  });
});

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(b));
const replay = (visits: ReadonlyArray<Visit>) => visits.reduce(recordVisit, EMPTY_VISIT_STAT);

describe("visit stat properties", () => {
  it("the running bill average equals the batch average", () => {
    fc.assert(fc.property(visitsArb, (visits) =>
      close(replay(visits).avgBillSize, visits.reduce((s, v) => s + v.bill, 0) / visits.length)));
  });

  it("the running frequency equals the batch mean gap in days (1 for a single visit)", () => {
    fc.assert(fc.property(visitsArb, (visits) => {
      const first = visits[0]?.at.epochMilliseconds ?? 0;
      const last = visits.at(-1)?.at.epochMilliseconds ?? 0;
      const batch = visits.length === 1 ? 1 : (last - first) / 86_400_000 / (visits.length - 1);
      return close(replay(visits).avgVisitFrequency, batch);
    }));
  });

  it("counts every visit and every product unit, and ends on the last visit", () => {
    fc.assert(fc.property(visitsArb, (visits) => {
      const stat = replay(visits);
      const units = (list: ReadonlyArray<{ count: number }>) => list.reduce((s, p) => s + p.count, 0);
      return stat.visitCount === visits.length && units(stat.products) === units(visits.flatMap((v) => v.products)) &&
        stat.lastVisit?.equals(visits.at(-1)?.at ?? stat.lastVisit) === true;
    }));
  });

  it("shows the frequency as whole days, never below the average", () => {
    fc.assert(fc.property(visitsArb, (visits) => {
      const stat = replay(visits);
      const shown = shownVisitFrequencyDays(stat);
      return Number.isInteger(shown) && shown >= stat.avgVisitFrequency - 1e-6 && shown < stat.avgVisitFrequency + 1;
    }));
  });

  it("removing the last visit's bill gives back the count, bill average and products before it", () => {
    fc.assert(fc.property(visitsArb, (visits) => {
      const before = replay(visits.slice(0, -1));
      const last = visits.at(-1);
      if (last === undefined) return true;
      const after = removeVisit(recordVisit(before, last), last);
      const sorted = (list: ReadonlyArray<{ id: string; count: number }>) => JSON.stringify([...list].sort((a, b) => a.id.localeCompare(b.id)));
      return after.visitCount === before.visitCount && close(after.avgBillSize, before.avgBillSize) && sorted(after.products) === sorted(before.products);
    }));
  });
});
