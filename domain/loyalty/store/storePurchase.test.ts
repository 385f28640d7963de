// Store purchases on the member decider, given events / when a command / then events or an
// error (storePurchase.ts).
import { Result } from "effect";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { type DecideContext, fold } from "../../engine/decider";
import { money } from "../../shared/money";
import { memberDecider } from "../member/member";
import type { MemberCommand, MemberEvent } from "../member/memberModel";
import { STORE_NOT_ACTIVATED } from "../programme/store";
import { BUNDLE_NOT_FOUND, type Bundle } from "../programme/storeBundles";
import { PURCHASE_CONDITION_NOT_MET } from "./purchaseConditions";
import { CREDIT_ALREADY_SPENT, PURCHASE_NOT_FOUND, PURCHASE_REVERTED, type StoreOffer } from "./storePurchase";

const context = (): DecideContext => {
  let id = 0;
  return {
    now: Temporal.Instant.from("2026-11-25T10:00:00Z"),
    timeZone: "Asia/Kuala_Lumpur",
    newId: () => `id${++id}`,
    random: () => 0.5,
  };
};

const enrolled: MemberEvent = {
  type: "MemberEnrolled",
  data: { memberId: "m1", businessId: "b1", phoneNumber: "+60123456789", name: "Aina", birthday: null, cardNo: null, joinedAt: "2026-11-01T00:00:00.000Z", onJoinRewardIds: [] },
};

const bundle = (extra: Partial<Bundle> = {}): Bundle => ({
  id: "gold", name: "Gold", price: money(10000, "MYR"), credit: { normal: 5000, free: [{ amount: 500, dayToExpire: 1 }] },
  titles: [{ id: "vip", dayToExpire: 30 }], vouchers: ["v1"], conditions: [], ...extra,
});
const offer = (extra: Partial<StoreOffer> = {}): StoreOffer => ({
  activated: true, taxRegistered: true, creditOneToOne: true,
  taxes: [{ key: "SST", rate: { amount: 600, precision: 4 }, inclusive: false }], bundle: bundle(), ...extra,
});
const buy = (o: StoreOffer = offer(), restaurantId: string | null = "r1"): MemberCommand => ({ type: "PurchaseBundle", data: { offer: o, restaurantId } });
const revert = (purchaseId = "id1"): MemberCommand => ({ type: "RevertStorePurchase", data: { purchaseId } });

/** Folds `given`, then decides each command in turn (each must pass but the last). */
const run = (given: ReadonlyArray<MemberEvent>, ...commands: ReadonlyArray<MemberCommand>) => {
  let history = [...given];
  let last: ReturnType<typeof memberDecider.decide> = Result.succeed([]);
  for (const command of commands) {
    last = memberDecider.decide(command, fold(memberDecider, history), context());
    if (Result.isSuccess(last)) history = [...history, ...last.success];
  }
  return { last, history };
};
const failure = (decision: ReturnType<typeof memberDecider.decide>) => (Result.isFailure(decision) ? decision.failure : null);
const types = (decision: ReturnType<typeof memberDecider.decide>) => (Result.isSuccess(decision) ? decision.success.map((e) => e.type) : []);

describe("buying a bundle", () => {
  it("records the purchase with its tax, one STORE movement and the title", () => {
    const { last } = run([enrolled], buy());
    expect(types(last)).toEqual(["StorePurchased", "CreditTransactionRecorded", "MemberTitlesChanged"]);
    const [purchased, moved] = Result.isSuccess(last) ? last.success : [];
    expect(purchased).toMatchObject({
      type: "StorePurchased",
      data: { purchaseId: "id1", channel: "STORE", restaurantId: "r1", totalTax: money(300, "MYR"), priceWithTaxes: money(10300, "MYR"), topupCount: 0, voucherIds: ["v1"] },
    });
    expect(moved).toMatchObject({
      type: "CreditTransactionRecorded",
      data: { transactionId: "id2", source: "STORE", ref: "id1", restaurantId: "r1", normal: 5000, free: [{ lotId: "id2", amount: 500, expiredAt: "2026-11-26T15:59:59.999Z" }] },
    });
  });

  it("online without a restaurant, with no tax when the company is not registered", () => {
    const { last } = run([enrolled], buy(offer({ taxRegistered: false }), null));
    expect(Result.isSuccess(last) && last.success[0]).toMatchObject({ data: { channel: "ONLINE", restaurantId: null, totalTax: money(0, "MYR") } });
  });

  it("refuses an inactive store, a missing bundle and an unmet condition", () => {
    expect(failure(run([enrolled], buy(offer({ activated: false }))).last)).toMatchObject({ message: STORE_NOT_ACTIVATED, status: 409 });
    expect(failure(run([enrolled], buy(offer({ bundle: null }))).last)).toMatchObject({ message: BUNDLE_NOT_FOUND, status: 404 });
    const firstOnly = offer({ bundle: bundle({ conditions: [{ type: "topupCount", min: null, max: 1 }] }) });
    expect(types(run([enrolled], buy(firstOnly)).last)[0]).toBe("StorePurchased");
    expect(failure(run([enrolled], buy(firstOnly), buy(firstOnly)).last)).toMatchObject({ message: PURCHASE_CONDITION_NOT_MET, status: 409 });
  });
});

describe("reverting a purchase", () => {
  it("takes back exactly the purchase's credit, reverting its movement", () => {
    const { last, history } = run([enrolled], buy(), revert());
    expect(types(last)).toEqual(["StorePurchaseReverted", "CreditTransactionRecorded", "MemberTitlesChanged"]);
    expect(Result.isSuccess(last) && last.success[1]).toMatchObject({ data: { normal: -5000, free: [{ lotId: "id2", amount: -500 }], reverts: "id2" } });
    const member = fold(memberDecider, history);
    expect(member.status === "active" && member.credit).toEqual({ normal: 0, free: [] });
  });

  it("refuses when the credit is spent, twice, or for an unknown purchase", () => {
    const spend: MemberCommand = { type: "DeductCredit", data: { amount: 501, remark: "", source: "PORTAL", ref: null, restaurantId: null } };
    expect(failure(run([enrolled], buy(), spend, revert()).last)).toMatchObject({ message: CREDIT_ALREADY_SPENT, status: 409 });
    expect(failure(run([enrolled], buy(), revert(), revert()).last)).toMatchObject({ message: PURCHASE_REVERTED, status: 409 });
    expect(failure(run([enrolled], revert("nope")).last)).toMatchObject({ message: PURCHASE_NOT_FOUND, status: 404 });
  });
});
