import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { knownRows } from "./knownRows";

describe("rows known across units", () => {
  it("answers the last committed state of a row, null for one known absent, undefined for one not known", () => {
    const known = knownRows(10);
    known.committed([
      ["member_counts", "b-1", { total: 1 }],
      ["members", "m-9", null],
      ["member_counts", "b-1", { total: 2 }],
    ]);
    expect(known.get("member_counts", "b-1")).toEqual({ total: 2 });
    expect(known.get("members", "m-9")).toBeNull();
    expect(known.get("members", "m-1")).toBeUndefined();
    known.clear();
    expect(known.get("member_counts", "b-1")).toBeUndefined();
  });

  it("keeps the rows used last when it is over capacity", () => {
    const known = knownRows(2);
    known.committed([["t", "a", { n: 1 }], ["t", "b", { n: 2 }]]);
    known.get("t", "a");
    known.committed([["t", "c", { n: 3 }]]);
    expect([known.get("t", "a"), known.get("t", "b"), known.get("t", "c")]).toEqual([{ n: 1 }, undefined, { n: 3 }]);
  });

  it("never holds more than its capacity, and what it answers is the last change of that row", () => {
    const change = fc.tuple(fc.constantFrom("t", "u"), fc.constantFrom("a", "b", "c", "d", "e"), fc.option(fc.integer(), { nil: null }));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.array(fc.array(change, { maxLength: 6 }), { maxLength: 8 }), (capacity, units) => {
        const known = knownRows(capacity);
        const last = new Map<string, { n: number } | null>();
        for (const unit of units) {
          known.committed(unit.map(([table, key, n]) => [table, key, n === null ? null : { n }] as const));
          for (const [table, key, n] of unit) last.set(`${table}/${key}`, n === null ? null : { n });
        }
        let held = 0;
        for (const [id, row] of last) {
          const [table, key] = id.split("/") as [string, string];
          const answer = known.get(table, key);
          if (answer !== undefined) {
            held++;
            expect(answer).toEqual(row);
          }
        }
        expect(held).toBeLessThanOrEqual(capacity);
      }),
    );
  });
});
