// Owns: what a POS bill does to a member (issue 4 item 5; ARCHITECTURE §3 pos-event).
// BILL_COMPLETED: visit stats (domain/loyalty/visitStats.ts) and total spent; experience per the
// programme (experiencePerSpent per 1.00 spent, default 1); level-up with its reward draw
// recorded in the event (domain/loyalty/levelUp.ts); cashback paid as free credit valid for the
// programme's cashback days. BILL_REFUNDED reverses what the bill earned.
// Each billId applies once: the member stream keeps every bill it applied, so a repeated
// completion or refund appends nothing.
// Decisions where the spec is silent:
// - Experience is whole: floor(total × experiencePerSpent); cashback is floor(total × percentage)
//   converted to credit (domain/loyalty/creditMultiplier.ts).
// - A refund takes back the bill's experience from the member's current experience, floored at
//   0; levels reached stay, like the rewards drawn on the way (listed in the event as kept).
// - A refund takes back what is left of the bill's cashback lot (credit already spent stays
//   spent, the balance never goes below 0); the taking-back movement reverts the cashback one.
// - A refund removes the visit from visitCount, the average bill and product counts; lastVisit
//   and the visit frequency stay (the visit happened); a refund before its completion is 404
//   'Bill not found'. A bill in another currency than the member's spending is 'Invalid currency'.
import { Temporal } from "temporal-polyfill";
import { type DecideContext, type Decision, accept, reject } from "../../engine/decider";
import { type Money, add, subtract, toDecimal, zero } from "../../shared/money";
import { divideRounded, powerOfTen, toSafeNumber } from "../../shared/rounding";
import { creditFromMoney } from "../creditMultiplier";
import { type LevelProgramme, gainExperience } from "../levelUp";
import type { Cashback } from "../programme/settings";
import { type VisitStat, recordVisit, removeVisit } from "../visitStats";
import { endOfDayAhead } from "./creditExpiry";
import { lotRemainder } from "./creditLedger";
import { expireDue, movement } from "./memberCredit";
import type { ActiveMember, BillItem, MemberEvent } from "./memberModel";
import type { MemberStat } from "./memberStat";

export const BILL_NOT_FOUND = "Bill not found";
export const INVALID_CURRENCY = "Invalid currency";
export const INVALID_TOTAL = "Invalid total";

export interface BillCompletion {
  readonly billId: string;
  readonly restaurantId: string;
  readonly total: Money;
  readonly items: ReadonlyArray<BillItem>;
  readonly closedAt: string;
  readonly programme: LevelProgramme;
  readonly experiencePerSpent: number;
  readonly cashback: Cashback;
  readonly creditOneToOne: boolean;
}

const visitStatOf = (stat: MemberStat): VisitStat => ({ ...stat, lastVisit: stat.lastVisit === null ? null : Temporal.Instant.from(stat.lastVisit) });
const memberStatOf = (stat: VisitStat): MemberStat => ({ ...stat, lastVisit: stat.lastVisit?.toString({ smallestUnit: "millisecond" }) ?? null });

const scaled = (total: Money, numerator: number, denominator: number): number =>
  toSafeNumber(divideRounded(BigInt(total.amount) * BigInt(numerator), BigInt(denominator) * powerOfTen(total.precision), "floor"));

/** Whole experience a bill earns. */
export const experienceOf = (total: Money, experiencePerSpent: number): number => scaled(total, Math.max(0, Math.floor(experiencePerSpent)), 1);

/** Credit units of a bill's cashback (percentage with up to 2 decimals). */
export const cashbackUnits = (total: Money, cashback: Cashback, creditOneToOne: boolean): number => {
  const hundredths = Math.round(cashback.percentage * 100);
  const money: Money = { ...total, amount: toSafeNumber(divideRounded(BigInt(total.amount) * BigInt(hundredths), 10_000n, "floor")) };
  return creditFromMoney(money, creditOneToOne).amount;
};

const spentSoFar = (m: ActiveMember, total: Money): Money | null => {
  if (m.totalSpent.amount === 0) return zero(total.currency, Math.max(total.precision, m.totalSpent.precision));
  return m.totalSpent.currency === total.currency ? m.totalSpent : null;
};

export const completeBill = (data: BillCompletion, m: ActiveMember, ctx: DecideContext): Decision<MemberEvent> => {
  if (m.bills[data.billId] !== undefined) return accept();
  if (!Number.isSafeInteger(data.total.amount) || data.total.amount < 0) return reject(INVALID_TOTAL);
  const spent = spentSoFar(m, data.total);
  if (spent === null) return reject(INVALID_CURRENCY);
  const experienceGained = experienceOf(data.total, data.experiencePerSpent);
  const gain = gainExperience({ level: m.level, experience: m.experience }, experienceGained, data.programme, ctx.random);
  const stat = recordVisit(visitStatOf(m.stat), {
    at: Temporal.Instant.from(data.closedAt),
    bill: toDecimal(data.total),
    products: data.items.map((item) => ({ id: item.productId, count: item.quantity })),
  });
  const units = cashbackUnits(data.total, data.cashback, data.creditOneToOne);
  const expired = expireDue(m, ctx);
  const transactionId = units > 0 ? ctx.newId() : null;
  const cashback =
    transactionId === null
      ? []
      : [movement(expired.member, expired.member.seqNo + 1, {
          normal: 0,
          free: [{ lotId: transactionId, amount: units, expiredAt: endOfDayAhead(ctx.now, ctx.timeZone, Math.max(1, data.cashback.validFor)) }],
        }, { source: "CASHBACK", ref: data.billId, restaurantId: data.restaurantId, remark: `Cashback of bill ${data.billId}` }, ctx, transactionId)];
  const completed: MemberEvent = {
    type: "BillCompleted",
    data: {
      billId: data.billId, restaurantId: data.restaurantId, total: data.total, items: data.items, closedAt: data.closedAt,
      experienceGained, levelUps: gain.levelUps, level: gain.level, experience: gain.experience,
      stat: memberStatOf(stat), totalSpent: add(spent, data.total),
      cashbackTransactionId: transactionId,
    },
  };
  return accept<MemberEvent>(completed, ...(cashback.length > 0 ? expired.events : []), ...cashback);
};

/** The stat without one bill: count, average bill and product counts. */
const withoutVisit = (stat: MemberStat, total: Money, items: ReadonlyArray<BillItem>): MemberStat =>
  memberStatOf(removeVisit(visitStatOf(stat), { bill: toDecimal(total), products: items.map((item) => ({ id: item.productId, count: item.quantity })) }));

export const refundBill = (data: { readonly billId: string; readonly restaurantId: string }, m: ActiveMember, ctx: DecideContext): Decision<MemberEvent> => {
  const bill = m.bills[data.billId];
  if (bill === undefined) return reject(BILL_NOT_FOUND, 404);
  if (bill.status === "refunded") return accept();
  const experienceRemoved = Math.min(bill.experienceGained, m.experience);
  const left = subtract(m.totalSpent, bill.total);
  const expired = expireDue(m, ctx);
  const lot = bill.cashbackTransactionId === null ? null : lotRemainder(expired.member.credit, bill.cashbackTransactionId, ctx.now);
  const reversal =
    lot === null
      ? []
      : [movement(expired.member, expired.member.seqNo + 1, { normal: 0, free: [{ lotId: lot.lotId, amount: -lot.amount, expiredAt: lot.expiredAt }] }, {
          source: "CASHBACK", ref: data.billId, restaurantId: bill.restaurantId, remark: `Bill ${data.billId} refunded`, reverts: bill.cashbackTransactionId,
        }, ctx)];
  const refunded: MemberEvent = {
    type: "BillRefunded",
    data: {
      billId: data.billId, restaurantId: bill.restaurantId, experienceRemoved, experience: m.experience - experienceRemoved,
      rewardsKept: bill.rewardIds, stat: withoutVisit(m.stat, bill.total, bill.items),
      // Stryker disable next-line EqualityOperator: at 0 both branches give 0
      totalSpent: left.amount < 0 ? { ...left, amount: 0 } : left,
      cashbackReversalId: reversal[0]?.data.transactionId ?? null,
      refundedAt: ctx.now.toString({ smallestUnit: "millisecond" }),
    },
  };
  return accept<MemberEvent>(refunded, ...(reversal.length > 0 ? expired.events : []), ...reversal);
};
