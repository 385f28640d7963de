// Properties of the member stream's ledger through its decider (member.ts): over any script of
// credit sends, deductions, expiries, bills and refunds at moving instants, the folded balance
// equals the sum of the recorded movements, no part of it is ever negative, seqNos run 1, 2, 3...
// without gaps, and a bill applies once.
import fc from "fast-check";
import { Result } from "effect";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import type { DecideContext } from "../../engine/decider";
import { ledgerTotal } from "./creditLedger";
import { hasNegativePart, movementSum } from "./ledgerCheck";
import { memberDecider } from "./member";
import type { MemberCommand, MemberEvent, MemberState } from "./memberModel";

/** A fixed instant in Kuala Lumpur, counting ids and a seeded random (mulberry32). */
const testContext = (now = "2026-11-25T10:00:00Z"): DecideContext => {
  let id = 0;
  let seed = 42;
  return {
    now: Temporal.Instant.from(now),
    timeZone: "Asia/Kuala_Lumpur",
    newId: () => (++id).toString(16).padStart(24, "0"),
    random: () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
  };
};

const ENROL: MemberCommand = {
  type: "EnrolMember",
  data: { memberId: "m1", businessId: "b1", phoneNumber: "+60123456789", name: null, birthday: null, cardNo: null, onJoinRewardIds: [] },
};
const LEVELS = { baseExpToLevelUp: 50, expRange: [], onLevelReward: { vouchers: [{ voucher: "v1", minLevel: 0, weight: 1 }], noRewardWeight: 1, fixVouchers: [] } };

type Step = { readonly hours: number; readonly command: MemberCommand };

const billIdArb = fc.constantFrom("b1", "b2", "b3", "b4");
const commandArb: fc.Arbitrary<MemberCommand> = fc.oneof(
  fc.record({ normal: fc.integer({ min: 0, max: 5000 }), free: fc.option(fc.record({ amount: fc.integer({ min: 1, max: 5000 }), days: fc.integer({ min: 1, max: 5 }) }), { nil: null }) })
    .map(({ normal, free }) => ({ type: "SendCredit", data: { normal, free, remark: "", source: "PORTAL", ref: null } }) as MemberCommand),
  fc.integer({ min: -5, max: 8000 }).map((amount) => ({ type: "DeductCredit", data: { amount, remark: "", source: "PORTAL", ref: null, restaurantId: null } }) as MemberCommand),
  fc.constant({ type: "ExpireFreeCredit", data: {} } as MemberCommand),
  fc.record({ billId: billIdArb, amount: fc.integer({ min: 0, max: 20_000 }), percentage: fc.integer({ min: 0, max: 2000 }) }).map(({ billId, amount, percentage }) => ({
    type: "CompleteBill",
    data: {
      billId, restaurantId: "r1", total: { amount, precision: 2, currency: "MYR" }, items: [{ productId: "p", quantity: 1, price: { amount, precision: 2, currency: "MYR" } }],
      closedAt: "2026-11-25T09:00:00.000Z", programme: LEVELS, experiencePerSpent: 1,
      cashback: { percentage: percentage / 100, validFor: 2 }, creditOneToOne: true,
    },
  }) as MemberCommand),
  billIdArb.map((billId) => ({ type: "RefundBill", data: { billId, restaurantId: "r1" } }) as MemberCommand),
);
const scriptArb = fc.array(fc.record({ hours: fc.integer({ min: 0, max: 30 }), command: commandArb }), { maxLength: 30 });

const contextAt = (base: DecideContext, now: Temporal.Instant): DecideContext => ({ ...base, now });

const play = (steps: ReadonlyArray<Step>) => {
  const base = testContext();
  let now = base.now;
  const events: MemberEvent[] = [];
  let state: MemberState = memberDecider.initialState;
  const apply = (command: MemberCommand) => {
    const decision = memberDecider.decide(command, state, contextAt(base, now));
    if (Result.isFailure(decision)) return false;
    for (const event of decision.success) {
      events.push(event);
      state = memberDecider.evolve(state, event);
    }
    return true;
  };
  apply(ENROL);
  const snapshots: Array<{ state: MemberState; events: number }> = [];
  for (const step of steps) {
    now = now.add({ hours: step.hours });
    const before = events.length;
    apply(step.command);
    snapshots.push({ state, events: events.length - before });
  }
  return { state, events, snapshots, apply };
};

describe("member ledger properties", () => {
  it("the folded balance equals the sum of the recorded movements", () => {
    fc.assert(fc.property(scriptArb, (steps) => {
      const { state, events } = play(steps);
      if (state.status !== "active") return false;
      expect(ledgerTotal(state.credit)).toBe(movementSum(events));
      return true;
    }));
  });

  it("never holds a negative part of credit", () => {
    fc.assert(fc.property(scriptArb, (steps) =>
      play(steps).snapshots.every(({ state }) => state.status === "active" && !hasNegativePart(state.credit))));
  });

  it("numbers credit transactions 1, 2, 3... without gaps", () => {
    fc.assert(fc.property(scriptArb, (steps) => {
      const seqNos = play(steps).events.flatMap((e) => (e.type === "CreditTransactionRecorded" ? [e.data.seqNo] : []));
      expect(seqNos).toEqual(seqNos.map((_, i) => i + 1));
    }));
  });

  it("applies a completed bill once: completing it again records nothing", () => {
    fc.assert(fc.property(scriptArb, (steps) => {
      const run = play(steps);
      if (run.state.status !== "active") return false;
      for (const billId of Object.keys(run.state.bills)) {
        const again = memberDecider.decide({
          type: "CompleteBill",
          data: {
            billId, restaurantId: "r1", total: { amount: 100, precision: 2, currency: "MYR" }, items: [], closedAt: "2026-11-25T09:00:00.000Z",
            programme: LEVELS, experiencePerSpent: 1, cashback: { percentage: 10, validFor: 1 }, creditOneToOne: true,
          },
        }, run.state, testContext());
        expect(Result.isSuccess(again) && again.success.length === 0).toBe(true);
      }
      return true;
    }));
  });
});
