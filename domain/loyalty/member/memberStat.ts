// Owns: the shape of a member's visit statistics (spec 2 §3 Member.stat: visitCount, lastVisit,
// avgBillSize, avgVisitFrequency, products [{id, count}]) and the manual 'Update stat' input.
// The arithmetic of a visit lives in domain/loyalty/visitStats.ts; this module only keeps it.
// Decisions where the spec is silent: avgBillSize is money in major units of the bills'
// currency (a number with the bills' precision), avgVisitFrequency is days between visits;
// a manual update writes the four numbers and keeps the product counts; `totalSpent` is read in
// the currency and precision the member's spending is kept in ('Invalid stat' if it needs more).
import { Result, Schema } from "effect";
import { type DecideContext, type Decision, DomainError, accept } from "../../engine/decider";
import { isAtLeast, isAtMost } from "../../shared/fieldRules";
import { fromDecimalString } from "../../shared/money";
import type { ActiveMember, MemberEvent } from "./memberModel";

export interface MemberStat {
  readonly visitCount: number;
  readonly lastVisit: string | null;
  readonly avgBillSize: number;
  readonly avgVisitFrequency: number;
  readonly products: ReadonlyArray<{ readonly id: string; readonly count: number }>;
}

export const EMPTY_STAT: MemberStat = { visitCount: 0, lastVisit: null, avgBillSize: 0, avgVisitFrequency: 0, products: [] };

export const INVALID_STAT = "Invalid stat";

/** Stats are counts and amounts well within a trillion. */
const NonNegative = Schema.Finite.check(isAtLeast(0, INVALID_STAT), isAtMost(1e12, INVALID_STAT));

/** PUT /membership/members/{id} with a stat payload ('Member stat updated'). */
export const StatInput = Schema.Struct({
  visitCount: NonNegative.check(Schema.isInt({ message: INVALID_STAT })),
  lastVisit: Schema.NullOr(Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/, { message: "Invalid instant" }))),
  avgBillSize: NonNegative,
  avgVisitFrequency: NonNegative,
});
export type StatInput = typeof StatInput.Type;

/** 'Update stat': the four numbers as written, products kept, total spent when given. */
export const updateStat = (
  data: { readonly stat: StatInput; readonly totalSpent?: number | undefined },
  m: ActiveMember,
  ctx: DecideContext,
): Decision<MemberEvent> => {
  const spent = data.totalSpent === undefined
    ? m.totalSpent
    : fromDecimalString(String(data.totalSpent), m.totalSpent.currency, m.totalSpent.precision);
  if (spent === null || spent.amount < 0) return Result.fail(new DomainError(INVALID_STAT, 400, ["totalSpent"]));
  const stat: MemberStat = { ...data.stat, products: m.stat.products };
  return accept({ type: "MemberStatUpdated", data: { stat, totalSpent: spent, updatedAt: ctx.now.toString({ smallestUnit: "millisecond" }) } });
};
