// What a POS bill does to a member (memberBills.ts), through the member decider: given events /
// when CompleteBill or RefundBill / then events.
import { Result } from "effect";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { type DecideContext, fold } from "../../engine/decider";
import { memberDecider } from "./member";
import { type BillCompletion, cashbackUnits, experienceOf } from "./memberBills";
import type { MemberCommand, MemberEvent } from "./memberModel";

const context = (now = "2026-11-25T02:00:00Z"): DecideContext => {
  let id = 0;
  return { now: Temporal.Instant.from(now), timeZone: "Asia/Kuala_Lumpur", newId: () => `id${++id}`, random: () => 0.5 };
};
const myr = (amount: number) => ({ amount, precision: 2, currency: "MYR" });

const enrolled: MemberEvent = {
  type: "MemberEnrolled",
  data: { memberId: "m1", businessId: "b1", phoneNumber: "+60123456789", name: "Aina", birthday: null, cardNo: null, joinedAt: "2026-11-01T00:00:00.000Z", onJoinRewardIds: [] },
};
const completion = (change: Partial<BillCompletion> = {}): BillCompletion => ({
  billId: "bill1",
  restaurantId: "r1",
  total: myr(1234),
  items: [{ productId: "p1", quantity: 2, price: myr(617) }],
  closedAt: "2026-11-25T01:00:00.000Z",
  programme: { baseExpToLevelUp: 100, expRange: [], onLevelReward: { vouchers: [], noRewardWeight: 1, fixVouchers: [{ level: 1, voucher: "v1" }] } },
  experiencePerSpent: 2,
  cashback: { percentage: 10.5, validFor: 3 },
  creditOneToOne: true,
  ...change,
});
const complete = (change: Partial<BillCompletion> = {}): MemberCommand => ({ type: "CompleteBill", data: completion(change) });
const refund: MemberCommand = { type: "RefundBill", data: { billId: "bill1", restaurantId: "r1" } };

const decide = (given: ReadonlyArray<MemberEvent>, command: MemberCommand, ctx = context()) =>
  memberDecider.decide(command, fold(memberDecider, given), ctx);
const events = (decision: ReturnType<typeof decide>): ReadonlyArray<MemberEvent> => Result.getOrThrow(decision);
const failure = (decision: ReturnType<typeof decide>) => (Result.isFailure(decision) ? [decision.failure.message, decision.failure.status] : null);
const dataOf = (event: MemberEvent | undefined) => event?.data as Record<string, unknown>;

describe("experience and cashback of a bill", () => {
  it("earns whole experience: floor(total × experiencePerSpent), a negative rate earning none", () => {
    expect(experienceOf(myr(1234), 2)).toBe(24);
    expect(experienceOf(myr(199), 1)).toBe(1);
    expect(experienceOf(myr(1234), 1.9)).toBe(12);
    expect(experienceOf(myr(1234), -3)).toBe(0);
    expect(experienceOf({ amount: 5, precision: 0, currency: "JPY" }, 3)).toBe(15);
  });

  it("pays floor(total × percentage) as credit, percentages to two decimals", () => {
    expect(cashbackUnits(myr(1234), { percentage: 10.5, validFor: 1 }, true)).toBe(129);
    expect(cashbackUnits(myr(1234), { percentage: 10.5, validFor: 1 }, false)).toBe(129);
    expect(cashbackUnits(myr(10_000), { percentage: 0.01, validFor: 1 }, true)).toBe(1);
    expect(cashbackUnits(myr(9_999), { percentage: 0.01, validFor: 1 }, true)).toBe(0);
    expect(cashbackUnits({ amount: 1000, precision: 0, currency: "JPY" }, { percentage: 5, validFor: 1 }, false)).toBe(5000);
  });
});

describe("a completed bill", () => {
  it("records experience, the visit and the total spent", () => {
    const [completed] = events(decide([enrolled], complete({ cashback: { percentage: 0, validFor: 1 } })));
    expect(completed).toMatchObject({
      type: "BillCompleted",
      data: {
        billId: "bill1", restaurantId: "r1", experienceGained: 24, level: 0, experience: 24, levelUps: [],
        stat: { visitCount: 1, lastVisit: "2026-11-25T01:00:00.000Z", avgBillSize: 12.34, products: [{ id: "p1", count: 2 }] },
        totalSpent: myr(1234),
        cashbackTransactionId: null,
      },
    });
  });

  it("levels up with the level's reward draw and fixed vouchers, experience reset to 0", () => {
    const levelling = { ...completion().programme, baseExpToLevelUp: 10 };
    const [completed] = events(decide([enrolled], complete({ programme: levelling })));
    expect(dataOf(completed)).toMatchObject({ experienceGained: 24, level: 1, experience: 0, levelUps: [{ level: 1, roll: 0.5, drawn: null, fixedVouchers: ["v1"] }] });
  });

  it("pays cashback as free credit lasting to the end of the day validFor days ahead", () => {
    const [completed, cashback, ...rest] = events(decide([enrolled], complete()));
    expect(rest).toEqual([]);
    expect(dataOf(completed).cashbackTransactionId).toBe("id1");
    expect(cashback).toMatchObject({
      type: "CreditTransactionRecorded",
      data: {
        transactionId: "id1", seqNo: 1, source: "CASHBACK", ref: "bill1", restaurantId: "r1", remark: "Cashback of bill bill1",
        normal: 0, free: [{ lotId: "id1", amount: 129, expiredAt: "2026-11-28T15:59:59.999Z" }],
      },
    });
  });

  it("closes expired free credit before paying cashback, and leaves it when there is no cashback", () => {
    const old: MemberEvent = {
      type: "CreditTransactionRecorded",
      data: {
        transactionId: "t0", businessId: "b1", memberId: "m1", seqNo: 1, source: "PORTAL", ref: null, restaurantId: null, remark: "",
        reverts: null, normal: 0, free: [{ lotId: "old", amount: 300, expiredAt: "2026-11-20T00:00:00.000Z" }], recordedAt: "2026-11-01T00:00:00.000Z",
      },
    };
    const paid = events(decide([enrolled, old], complete()));
    expect(paid.map((e) => (e.type === "CreditTransactionRecorded" ? [e.data.source, e.data.seqNo] : [e.type]))).toEqual([["BillCompleted"], ["EXPIRED", 2], ["CASHBACK", 3]]);
    const unpaid = events(decide([enrolled, old], complete({ cashback: { percentage: 0, validFor: 1 } })));
    expect(unpaid.map((e) => e.type)).toEqual(["BillCompleted"]);
  });

  it("adds to what the member spent before", () => {
    const given = [enrolled, ...events(decide([enrolled], complete()))];
    const [second] = events(decide(given, complete({ billId: "bill2", total: myr(66) })));
    expect(dataOf(second)).toMatchObject({ totalSpent: myr(1300), experienceGained: 1, level: 0, experience: 25, stat: { visitCount: 2, avgBillSize: 6.5 } });
  });

  it("sets the member's spending currency with the first bill, at the finer precision", () => {
    const [completed] = events(decide([enrolled], complete({ total: { amount: 5, precision: 0, currency: "JPY" }, cashback: { percentage: 0, validFor: 1 } })));
    expect(dataOf(completed).totalSpent).toEqual({ amount: 500, precision: 2, currency: "JPY" });
  });

  it("applies once per bill id", () => {
    const given = [enrolled, ...events(decide([enrolled], complete()))];
    expect(events(decide(given, complete({ total: myr(99_999) })))).toEqual([]);
  });

  it("refuses a negative or fractional total and another currency than the member's", () => {
    expect(failure(decide([enrolled], complete({ total: myr(-1) })))).toEqual(["Invalid total", 400]);
    expect(failure(decide([enrolled], complete({ total: myr(1.5) })))).toEqual(["Invalid total", 400]);
    expect(failure(decide([enrolled], complete({ total: myr(0) })))).toBeNull();
    const given = [enrolled, ...events(decide([enrolled], complete()))];
    expect(failure(decide(given, complete({ billId: "bill2", total: { amount: 100, precision: 2, currency: "SGD" } })))).toEqual(["Invalid currency", 400]);
  });
});

describe("a refunded bill", () => {
  const given = [enrolled, ...events(decide([enrolled], complete()))];

  it("takes back its experience, visit, spending and what is left of its cashback; levels stay", () => {
    const [refunded, reversal, ...rest] = events(decide(given, refund));
    expect(rest).toEqual([]);
    expect(refunded).toMatchObject({
      type: "BillRefunded",
      data: {
        billId: "bill1", restaurantId: "r1", experienceRemoved: 24, experience: 0, rewardsKept: [],
        stat: { visitCount: 0, avgBillSize: 0, products: [] }, totalSpent: myr(0), cashbackReversalId: "id1",
        refundedAt: "2026-11-25T02:00:00.000Z",
      },
    });
    expect(reversal).toMatchObject({
      type: "CreditTransactionRecorded",
      data: { seqNo: 2, source: "CASHBACK", ref: "bill1", remark: "Bill bill1 refunded", reverts: "id1", normal: 0, free: [{ lotId: "id1", amount: -129 }] },
    });
  });

  it("takes back only the experience the bill earned, floored at 0", () => {
    const noCashback = { percentage: 0, validFor: 1 };
    const more = [...given, ...events(decide(given, complete({ billId: "bill2", total: myr(200), cashback: noCashback })))];
    expect(dataOf(events(decide(more, refund))[0])).toMatchObject({ experienceRemoved: 24, experience: 4, totalSpent: myr(200) });
    const levelled = [...given, ...events(decide(given, complete({ billId: "bill2", total: myr(5000), cashback: noCashback })))];
    expect(dataOf(levelled.at(-1))).toMatchObject({ level: 1, experience: 0 });
    expect(dataOf(events(decide(levelled, refund))[0])).toMatchObject({ experienceRemoved: 0, experience: 0, totalSpent: myr(5000) });
  });

  it("reverses no cashback once the lot has expired, and applies once", () => {
    const late = events(decide(given, refund, context("2026-12-31T00:00:00Z")));
    expect(late.map((e) => [e.type, e.type === "CreditTransactionRecorded" ? e.data.source : null])).toEqual([["BillRefunded", null]]);
    expect(dataOf(late[0]).cashbackReversalId).toBeNull();
    const refunded = [...given, ...events(decide(given, refund))];
    expect(events(decide(refunded, refund))).toEqual([]);
  });

  it("is 404 'Bill not found' before its completion", () => {
    expect(failure(decide([enrolled], refund))).toEqual(["Bill not found", 404]);
  });
});
