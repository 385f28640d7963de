// Properties of the credit ledger (creditLedger.ts): over any script of grants, deductions,
// expiries and passing time, the balance is the sum of the movements, nothing goes below 0,
// and a deduction takes the earliest-expiring live free credit first, then normal credit.
import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import {
  type CreditBalance, type CreditDelta, EMPTY_BALANCE, applyDelta, deductionDelta, expiredDelta, ledgerTotal, spendable,
} from "./creditLedger";

type Step =
  | { readonly kind: "normal"; readonly amount: number }
  | { readonly kind: "free"; readonly amount: number; readonly hours: number }
  | { readonly kind: "deduct"; readonly amount: number }
  | { readonly kind: "wait"; readonly hours: number }
  | { readonly kind: "expire" };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant("normal" as const), amount: fc.integer({ min: 1, max: 10_000 }) }),
  fc.record({ kind: fc.constant("free" as const), amount: fc.integer({ min: 1, max: 10_000 }), hours: fc.integer({ min: 1, max: 200 }) }),
  fc.record({ kind: fc.constant("deduct" as const), amount: fc.integer({ min: 1, max: 15_000 }) }),
  fc.record({ kind: fc.constant("wait" as const), hours: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ kind: fc.constant("expire" as const) }),
);

interface Run {
  readonly balance: CreditBalance;
  readonly movements: ReadonlyArray<CreditDelta>;
  readonly deductions: ReadonlyArray<{ readonly before: CreditBalance; readonly delta: CreditDelta; readonly now: Temporal.Instant }>;
  readonly lows: ReadonlyArray<number>;
}

const START = Temporal.Instant.from("2026-01-01T00:00:00Z");

const play = (steps: ReadonlyArray<Step>): Run => {
  let now = START;
  let balance = EMPTY_BALANCE;
  let lot = 0;
  const movements: CreditDelta[] = [];
  const deductions: Run["deductions"][number][] = [];
  const lows: number[] = [];
  const move = (delta: CreditDelta) => {
    movements.push(delta);
    balance = applyDelta(balance, delta);
    lows.push(balance.normal, ...balance.free.map((l) => l.amount));
  };
  for (const step of steps) {
    switch (step.kind) {
      case "normal": move({ normal: step.amount, free: [] }); break;
      case "free": {
        lot += 1;
        move({ normal: 0, free: [{ lotId: `lot${lot}`, amount: step.amount, expiredAt: now.add({ hours: step.hours }).toString() }] });
        break;
      }
      case "deduct": {
        const delta = deductionDelta(balance, step.amount, now);
        if (delta !== null) {
          deductions.push({ before: balance, delta, now });
          move(delta);
        }
        break;
      }
      case "wait": now = now.add({ hours: step.hours }); break;
      case "expire": {
        const delta = expiredDelta(balance, now);
        if (delta !== null) move(delta);
        break;
      }
      default: {
        const unknown: never = step;
        return unknown;
      }
    }
  }
  return { balance, movements, deductions, lows };
};

const scriptArb = fc.array(stepArb, { maxLength: 40 });
const sumOf = (movements: ReadonlyArray<CreditDelta>): number =>
  movements.reduce((total, m) => total + m.normal + m.free.reduce((t, f) => t + f.amount, 0), 0);

describe("credit ledger properties", () => {
  it("the balance equals the sum of the movements", () => {
    fc.assert(fc.property(scriptArb, (steps) => {
      const run = play(steps);
      expect(ledgerTotal(run.balance)).toBe(sumOf(run.movements));
    }));
  });

  it("never holds a negative amount of normal credit or of any free lot", () => {
    fc.assert(fc.property(scriptArb, (steps) => play(steps).lows.every((amount) => amount >= 0)));
  });

  it("a deduction is refused exactly when it exceeds what can be spent, and takes exactly its amount", () => {
    fc.assert(fc.property(scriptArb, fc.integer({ min: 1, max: 30_000 }), (steps, amount) => {
      const { balance } = play(steps);
      const now = START.add({ hours: 10_000 });
      const delta = deductionDelta(balance, amount, now);
      if (amount > spendable(balance, now)) return delta === null;
      return delta !== null && -sumOf([delta]) === amount;
    }));
  });

  it("takes the earliest-expiring live free credit first and normal credit only after all of it", () => {
    fc.assert(fc.property(scriptArb, (steps) => {
      for (const { before, delta, now } of play(steps).deductions) {
        const live = before.free
          .filter((l) => l.amount > 0 && Temporal.Instant.compare(Temporal.Instant.from(l.expiredAt), now) > 0)
          .sort((a, b) => Temporal.Instant.compare(Temporal.Instant.from(a.expiredAt), Temporal.Instant.from(b.expiredAt)));
        const taken = new Map(delta.free.map((f) => [f.lotId, -f.amount]));
        // Every lot touched is live, and lots are drained in expiry order: only the last touched may be partial.
        let stillTaking = true;
        for (const lot of live) {
          const amount = taken.get(lot.lotId) ?? 0;
          if (!stillTaking) expect(amount).toBe(0);
          else if (amount < lot.amount) stillTaking = false;
          taken.delete(lot.lotId);
        }
        expect(taken.size).toBe(0);
        if (delta.normal < 0) expect(stillTaking).toBe(true);
      }
    }));
  });
});
