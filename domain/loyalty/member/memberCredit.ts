// Owns: the credit rules of a member (spec 2 §5, §7 free-credit and deduct-credit): send normal
// and free credit, deduct, expire free credit; every movement a CreditTransactionRecorded with
// the next seqNo. Which credit a deduction takes, and the units, are creditLedger.ts's.
// Messages: 'Min deduct credit must more than 0', 'Free credit is required', 'Max credit is {max}'
// (checked on the typed amount by memberInput.ts, whose max is in the programme's display units).
// Decisions where the spec is silent:
// - 'Credit cannot go below 0' refuses a deduction larger than the spendable balance (400).
// - Any movement first closes the member's expired free lots with one EXPIRED movement, so the
//   ledger says when free credit stopped counting.
// - A send needs something to send: normal credit above 0 or free credit above 0; a free part
//   of 0 (or a send of nothing) is 'Free credit is required'.
// - A free lot's id is the id of the transaction that granted it.
import { type DecideContext, type Decision, accept, reject } from "../../engine/decider";
import { endOfDayAhead, MAX_FREE_CREDIT_DAYS } from "./creditExpiry";
import { type CreditDelta, applyDelta, deductionDelta, expiredDelta } from "./creditLedger";
import type { ActiveMember, CreditSource, CreditTransaction, MemberEvent, SendCredit } from "./memberModel";

export const MIN_DEDUCT = "Min deduct credit must more than 0";
export const FREE_CREDIT_REQUIRED = "Free credit is required";
export const BELOW_ZERO = "Credit cannot go below 0";
export const maxCreditMessage = (max: number): string => `Max credit is ${max}`;

export interface MovementFields {
  readonly source: CreditSource;
  readonly ref: string | null;
  readonly restaurantId: string | null;
  readonly remark: string;
  readonly reverts?: string | null;
}

type Recorded = Extract<MemberEvent, { type: "CreditTransactionRecorded" }>;

/** One movement at the given seqNo. */
export const movement = (
  m: ActiveMember,
  seqNo: number,
  delta: CreditDelta,
  fields: MovementFields,
  ctx: DecideContext,
  transactionId = ctx.newId(),
): Recorded => {
  const data: CreditTransaction = {
    transactionId, businessId: m.businessId, memberId: m.memberId, seqNo,
    source: fields.source, ref: fields.ref, restaurantId: fields.restaurantId, remark: fields.remark,
    reverts: fields.reverts ?? null, normal: delta.normal, free: delta.free,
    recordedAt: ctx.now.toString({ smallestUnit: "millisecond" }),
  };
  return { type: "CreditTransactionRecorded", data };
};

/** The EXPIRED movement closing lots past their expiry, if any; and the member after it. */
export const expireDue = (m: ActiveMember, ctx: DecideContext): { readonly events: ReadonlyArray<Recorded>; readonly member: ActiveMember } => {
  const delta = expiredDelta(m.credit, ctx.now);
  if (delta === null) return { events: [], member: m };
  const event = movement(m, m.seqNo + 1, delta, { source: "EXPIRED", ref: null, restaurantId: null, remark: "Free credit expired" }, ctx);
  return { events: [event], member: { ...m, seqNo: m.seqNo + 1, credit: applyDelta(m.credit, delta) } };
};

export const expireFreeCredit = (m: ActiveMember, ctx: DecideContext): Decision<MemberEvent> => accept(...expireDue(m, ctx).events);

export const sendCredit = (data: SendCredit, m: ActiveMember, ctx: DecideContext): Decision<MemberEvent> => {
  if (!Number.isSafeInteger(data.normal) || data.normal < 0) return reject(FREE_CREDIT_REQUIRED);
  const free = data.free;
  if (free !== null && !(Number.isSafeInteger(free.amount) && free.amount > 0)) return reject(FREE_CREDIT_REQUIRED);
  if (data.normal === 0 && free === null) return reject(FREE_CREDIT_REQUIRED);
  const expired = expireDue(m, ctx);
  const transactionId = ctx.newId();
  const freeDelta =
    free === null
      ? []
      : [{ lotId: transactionId, amount: free.amount, expiredAt: endOfDayAhead(ctx.now, ctx.timeZone, Math.min(Math.max(1, free.days), MAX_FREE_CREDIT_DAYS)) }];
  const sent = movement(expired.member, expired.member.seqNo + 1, { normal: data.normal, free: freeDelta }, { ...data, restaurantId: null }, ctx, transactionId);
  return accept(...expired.events, sent);
};

export const deductCredit = (
  data: { readonly amount: number; readonly remark: string; readonly source: CreditSource; readonly ref: string | null; readonly restaurantId: string | null },
  m: ActiveMember,
  ctx: DecideContext,
): Decision<MemberEvent> => {
  if (!Number.isSafeInteger(data.amount) || data.amount <= 0) return reject(MIN_DEDUCT);
  const expired = expireDue(m, ctx);
  const delta = deductionDelta(expired.member.credit, data.amount, ctx.now);
  if (delta === null) return reject(BELOW_ZERO);
  return accept(...expired.events, movement(expired.member, expired.member.seqNo + 1, delta, data, ctx));
};
