import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { billEffect, byAmount } from "./effects/testBills";
import type { ClaimState, VoucherTerms } from "./voucherModel";
import { type RedeemAt, redeemProblem } from "./voucherRedemption";

const zone = "Asia/Kuala_Lumpur"; // UTC+8
const terms = (change: Partial<VoucherTerms> = {}): VoucherTerms => ({
  validity: 2,
  validSince: "2026-03-10",
  multipleUse: null,
  targetRestaurant: [],
  timePeriod: { start: "00:00", end: "23:59" },
  effect: billEffect(byAmount(500)),
  ...change,
});
const use = (appliedAt: string) => ({ billId: `bill-${appliedAt}`, restaurantId: "r1", appliedAt });
const claim = (uses: ClaimState["uses"] = []): ClaimState => ({
  claimId: "c1",
  code: "CODE",
  assigned: true,
  phoneNumber: "+60123456789",
  memberId: null,
  createdAt: "2026-03-01T02:00:00.000Z",
  termsIndex: 0,
  uses,
  transferExpiredAt: null,
});
/** `local` is a wall-clock time in Kuala Lumpur. */
const at = (local: string, restaurantId = "r1"): RedeemAt => ({
  restaurantId,
  now: Temporal.PlainDateTime.from(local).toZonedDateTime(zone).toInstant(),
  timeZone: zone,
});
const problem = (t: VoucherTerms, c: ClaimState, when: RedeemAt, disabled = false) => {
  const error = redeemProblem(disabled, t, c, when);
  return error === null ? null : [error.message, error.status];
};

describe("redeeming a claim on a bill", () => {
  it("is accepted from the start of validSince through the end of validSince + validity", () => {
    expect(problem(terms(), claim(), at("2026-03-10T00:00"))).toBeNull();
    expect(problem(terms(), claim(), at("2026-03-12T23:59:59.999"))).toBeNull();
    expect(problem(terms(), claim(), at("2026-03-09T23:59:59.999"))).toEqual(["Voucher is not valid yet", 400]);
    expect(problem(terms(), claim(), at("2026-03-13T00:00"))).toEqual(["Voucher has expired", 400]);
  });

  it("refuses a disabled voucher first", () => {
    expect(problem(terms(), claim(), at("2026-03-20T00:00", "elsewhere"), true)).toEqual(["Voucher is disabled", 400]);
  });

  it("is accepted only at the targeted restaurants, any when none is listed", () => {
    const targeted = terms({ targetRestaurant: ["r1", "r2"] });
    expect(problem(targeted, claim(), at("2026-03-11T12:00", "r2"))).toBeNull();
    expect(problem(targeted, claim(), at("2026-03-11T12:00", "r3"))).toEqual(["Voucher is not valid at this restaurant", 400]);
    expect(problem(terms(), claim(), at("2026-03-11T12:00", "r3"))).toBeNull();
  });

  it("is accepted only inside the voucher's time of day, in the business time zone", () => {
    const lunch = terms({ timePeriod: { start: "11:00", end: "14:00" } });
    expect(problem(lunch, claim(), at("2026-03-11T11:00"))).toBeNull();
    expect(problem(lunch, claim(), at("2026-03-11T14:00:59"))).toBeNull();
    expect(problem(lunch, claim(), at("2026-03-11T10:59"))).toEqual(["Voucher is not valid at this time", 400]);
    expect(problem(lunch, claim(), at("2026-03-11T14:01"))).toEqual(["Voucher is not valid at this time", 400]);
  });

  it("refuses a claim used up: once without multiple use, maxUse times with it", () => {
    expect(problem(terms(), claim([use("2026-03-10T01:00:00.000Z")]), at("2026-03-11T12:00"))).toEqual(["Voucher has been fully used", 400]);
    const twice = terms({ multipleUse: { maxUse: 2, cooldown: 0 } });
    expect(problem(twice, claim([use("2026-03-10T01:00:00.000Z")]), at("2026-03-11T12:00"))).toBeNull();
    expect(problem(twice, claim([use("2026-03-10T01:00:00.000Z"), use("2026-03-10T02:00:00.000Z")]), at("2026-03-11T12:00")))
      .toEqual(["Voucher has been fully used", 400]);
  });

  it("refuses a claim cooling down until the last use + cooldown minutes", () => {
    const cooling = terms({ multipleUse: { maxUse: 5, cooldown: 60 } });
    const used = claim([use("2026-03-11T03:00:00.000Z")]); // 11:00 in Kuala Lumpur
    expect(problem(cooling, used, at("2026-03-11T11:59:59.999"))).toEqual(["Voucher is cooling down until 2026-03-11T04:00:00.000Z", 400]);
    expect(problem(cooling, used, at("2026-03-11T12:00"))).toBeNull();
    expect(problem(cooling, claim(), at("2026-03-11T11:30"))).toBeNull();
  });
});
