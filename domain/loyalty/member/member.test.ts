// The member decider, given events / when a command / then events or an error (member.ts).
import { Result } from "effect";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { type DecideContext, fold } from "../../engine/decider";
import { MEMBER_EXISTS, MEMBER_NOT_FOUND, memberDecider } from "./member";
import { BELOW_ZERO, FREE_CREDIT_REQUIRED, MIN_DEDUCT } from "./memberCredit";
import { BILL_NOT_FOUND } from "./memberBills";
import type { MemberCommand, MemberEvent } from "./memberModel";

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

const enrolled: MemberEvent = {
  type: "MemberEnrolled",
  data: { memberId: "m1", businessId: "b1", phoneNumber: "+60123456789", name: "Aina", birthday: null, cardNo: null, joinedAt: "2026-11-01T00:00:00.000Z", onJoinRewardIds: [] },
};
const sent = (normal: number, free: ReadonlyArray<{ lotId: string; amount: number; expiredAt: string }> = [], seqNo = 1): MemberEvent => ({
  type: "CreditTransactionRecorded",
  data: {
    transactionId: `t${seqNo}`, businessId: "b1", memberId: "m1", seqNo, source: "PORTAL", ref: null, restaurantId: null, remark: "",
    reverts: null, normal, free, recordedAt: "2026-11-01T00:00:00.000Z",
  },
});

const when = (given: ReadonlyArray<MemberEvent>, command: MemberCommand) =>
  memberDecider.decide(command, fold(memberDecider, given), testContext());

const events = (decision: ReturnType<typeof when>) => (Result.isSuccess(decision) ? decision.success : []);
const failure = (decision: ReturnType<typeof when>) => (Result.isFailure(decision) ? decision.failure : null);

const deduct = (amount: number): MemberCommand => ({ type: "DeductCredit", data: { amount, remark: "", source: "PORTAL", ref: null, restaurantId: null } });

describe("member decider", () => {
  it("enrols once", () => {
    expect(events(when([], { type: "EnrolMember", data: { ...enrolled.data, onJoinRewardIds: ["v1"] } as never }))[0]?.type).toBe("MemberEnrolled");
    expect(failure(when([enrolled], { type: "EnrolMember", data: enrolled.data as never }))).toMatchObject({ message: MEMBER_EXISTS, status: 409 });
  });

  it("refuses commands on a member that does not exist", () => {
    expect(failure(when([], deduct(1)))).toMatchObject({ message: MEMBER_NOT_FOUND, status: 404 });
  });

  it("deducts the earliest-expiring free lot first, then normal credit", () => {
    const given = [enrolled, sent(500, [{ lotId: "late", amount: 300, expiredAt: "2026-12-31T00:00:00.000Z" }, { lotId: "soon", amount: 200, expiredAt: "2026-11-30T00:00:00.000Z" }])];
    const [movement] = events(when(given, deduct(600)));
    expect(movement).toMatchObject({
      type: "CreditTransactionRecorded",
      data: { seqNo: 2, normal: -100, free: [{ lotId: "soon", amount: -200 }, { lotId: "late", amount: -300 }] },
    });
  });

  it("closes expired free credit before a deduction, and refuses to go below 0", () => {
    const given = [enrolled, sent(100, [{ lotId: "old", amount: 300, expiredAt: "2026-11-20T00:00:00.000Z" }])];
    expect(failure(when(given, deduct(101)))).toMatchObject({ message: BELOW_ZERO });
    const decided = events(when(given, deduct(100)));
    expect(decided.map((e) => (e.type === "CreditTransactionRecorded" ? [e.data.source, e.data.seqNo] : []))).toEqual([["EXPIRED", 2], ["PORTAL", 3]]);
  });

  it("refuses a deduction of 0 and a send of nothing", () => {
    expect(failure(when([enrolled], deduct(0)))).toMatchObject({ message: MIN_DEDUCT });
    expect(failure(when([enrolled], { type: "SendCredit", data: { normal: 0, free: null, remark: "", source: "PORTAL", ref: null } }))).toMatchObject({ message: FREE_CREDIT_REQUIRED });
  });

  it("refunds only a bill it has", () => {
    expect(failure(when([enrolled], { type: "RefundBill", data: { billId: "x", restaurantId: "r" } }))).toMatchObject({ message: BILL_NOT_FOUND, status: 404 });
  });
});
