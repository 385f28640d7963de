import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { billEffect, byAmount } from "./effects/testBills";
import { claimProblem, quotaLeft } from "./voucherClaimable";
import type { VoucherDoc } from "./voucherResponse";

const simpleClaim = { maxClaim: 10, start: "2026-03-01", end: "2026-03-31" };
const voucher = (change: Partial<VoucherDoc> = {}): VoucherDoc => ({
  type: "SIMPLE_CLAIM",
  name: "Free coffee",
  description: "",
  effect: billEffect(byAmount(500)),
  validity: 0,
  validSince: null,
  multipleUse: null,
  targetRestaurant: [],
  timePeriod: { start: "00:00", end: "23:59" },
  verticalImage: null,
  horizontalImage: null,
  hideInApp: false,
  enableTransfer: false,
  maxClaimsPerUser: 0,
  options: { simpleClaim, afterSales: null },
  disable: false,
  codeGenerator: {},
  ...change,
});
const day = (text: string) => Temporal.PlainDate.from(text);
const problem = (v: VoucherDoc, currentClaim: number, today: string, claimsOfPhone = 0) => {
  const error = claimProblem(v, currentClaim, day(today), claimsOfPhone);
  return error === null ? null : [error.message, error.status];
};

describe("claiming a simple-claim voucher (spec 3 §4)", () => {
  it("is open inside the claim period, its first and last days included", () => {
    expect(problem(voucher(), 0, "2026-03-01")).toBeNull();
    expect(problem(voucher(), 9, "2026-03-31")).toBeNull();
    expect(problem(voucher({ options: { simpleClaim: { maxClaim: 1, start: null, end: null }, afterSales: null } }), 0, "1999-01-01")).toBeNull();
  });

  it("refuses a voucher of another type or without claim options", () => {
    expect(problem(voucher({ type: "AFTER_SALES" }), 0, "2026-03-10")).toEqual(["Invalid voucher type", 400]);
    expect(problem(voucher({ options: { simpleClaim: null, afterSales: null } }), 0, "2026-03-10")).toEqual(["Invalid voucher type", 400]);
  });

  it("refuses once the quota is reached (409), before the other checks", () => {
    expect(problem(voucher(), 10, "2026-03-10")).toEqual(["Voucher quota reached", 409]);
    expect(problem(voucher({ disable: true }), 11, "2026-04-10")).toEqual(["Voucher quota reached", 409]);
  });

  it("refuses a disabled voucher, then outside the claim period", () => {
    expect(problem(voucher({ disable: true }), 0, "2026-04-10")).toEqual(["Voucher is disabled", 400]);
    expect(problem(voucher(), 0, "2026-04-01")).toEqual(["Voucher claim period is over", 400]);
    expect(problem(voucher(), 0, "2026-02-28")).toEqual(["Voucher claim period has not started", 400]);
  });

  it("limits the claims of one phone when maxClaimsPerUser is set (0: no limit)", () => {
    expect(problem(voucher({ maxClaimsPerUser: 2 }), 0, "2026-03-10", 1)).toBeNull();
    expect(problem(voucher({ maxClaimsPerUser: 2 }), 0, "2026-03-10", 2)).toEqual(["Maximum claims per user reached", 400]);
    expect(problem(voucher({ maxClaimsPerUser: 0 }), 0, "2026-03-10", 50)).toBeNull();
  });

  it("leaves maxClaim minus the current claims, without limit for other vouchers", () => {
    expect(quotaLeft(voucher(), 3)).toBe(7);
    expect(quotaLeft(voucher({ options: { simpleClaim: null, afterSales: null } }), 3)).toBe(Number.POSITIVE_INFINITY);
  });
});
