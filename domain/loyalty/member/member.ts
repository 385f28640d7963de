// The member aggregate, stream `member-{memberId}` (language in memberModel.ts): enrol, edit
// (memberUpdate.ts), titles, credit (memberCredit.ts), stats, rewards, POS bills (memberBills.ts)
// and member-store purchases (../store/storePurchase.ts). Spec 2 §3-§5, §7; issue 4 items 2, 5, 6.
// Decisions where the spec is silent:
// - A phone is unique per business through its claim stream (the server claims it first,
//   memberPhoneClaim.ts); enrolling a stream that already holds a member is 409
//   'Member already exists'. Any other command on a missing member is 404 'Member not found'.
// - The programme's rules a command needs (level need, reward pool, cashback, titles) arrive
//   in the command from the programme stream as the server read it: the member stream never
//   reads another stream, and the outcome (levels, draws, lots) is recorded in its events.
// - Sending a reward records RewardSent on the member; the claim of the MEMBER_REWARD voucher
//   is the marketing engine's (the server's reward-claim step).
import { type DecideContext, type Decider, type Decision, accept, reject } from "../../engine/decider";
import { zero } from "../../shared/money";
import { applyDelta, EMPTY_BALANCE } from "./creditLedger";
import { completeBill, refundBill } from "./memberBills";
import { deductCredit, expireFreeCredit, sendCredit } from "./memberCredit";
import type { ActiveMember, MemberCommand, MemberEvent, MemberState } from "./memberModel";
import { EMPTY_STAT, updateStat } from "./memberStat";
import { assignTitle, updateMember } from "./memberUpdate";
import { purchaseBundle, revertPurchase } from "../store/storePurchase";

export const MEMBER_NOT_FOUND = "Member not found";
export const MEMBER_EXISTS = "Member already exists";
export const DEFAULT_SPENT_CURRENCY = "MYR";

const iso = (ctx: DecideContext): string => ctx.now.toString({ smallestUnit: "millisecond" });

const evolveActive = (m: ActiveMember, event: MemberEvent): ActiveMember => {
  switch (event.type) {
    case "MemberEnrolled": return m;
    case "MemberProfileUpdated": return { ...m, level: event.data.level, experience: event.data.experience, cardNo: event.data.cardNo };
    case "MemberTitlesChanged": return { ...m, titles: event.data.titles };
    case "MemberStatUpdated": return { ...m, stat: event.data.stat, totalSpent: event.data.totalSpent };
    case "CreditTransactionRecorded": return { ...m, seqNo: event.data.seqNo, credit: applyDelta(m.credit, event.data) };
    case "RewardSent": return m;
    case "BillCompleted": {
      const d = event.data;
      const rewardIds = d.levelUps.flatMap((step) => [...(step.drawn === null ? [] : [step.drawn]), ...step.fixedVouchers]);
      return {
        ...m, level: d.level, experience: d.experience, stat: d.stat, totalSpent: d.totalSpent,
        bills: {
          ...m.bills,
          [d.billId]: {
            billId: d.billId, restaurantId: d.restaurantId, status: "completed", total: d.total, items: d.items,
            experienceGained: d.experienceGained, rewardIds, cashbackTransactionId: d.cashbackTransactionId,
          },
        },
      };
    }
    case "BillRefunded": {
      const d = event.data;
      const bill = m.bills[d.billId];
      const bills = bill === undefined ? m.bills : { ...m.bills, [d.billId]: { ...bill, status: "refunded" as const } };
      return { ...m, experience: d.experience, stat: d.stat, totalSpent: d.totalSpent, bills };
    }
    case "StorePurchased": return { ...m, purchases: { ...m.purchases, [event.data.purchaseId]: { ...event.data, status: "completed" } } };
    case "StorePurchaseReverted": {
      const purchase = m.purchases[event.data.purchaseId];
      return purchase === undefined ? m : { ...m, purchases: { ...m.purchases, [purchase.purchaseId]: { ...purchase, status: "reverted" } } };
    }
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};

export const evolveMember = (state: MemberState, event: MemberEvent): MemberState => {
  const revision = state.revision + 1;
  if (event.type === "MemberEnrolled") {
    const { onJoinRewardIds: _, joinedAt, ...enrolment } = event.data;
    return {
      status: "active", ...enrolment, joinedAt, level: 0, experience: 0, titles: [], credit: EMPTY_BALANCE, seqNo: 0,
      stat: EMPTY_STAT, totalSpent: zero(DEFAULT_SPENT_CURRENCY), bills: {}, purchases: {}, revision,
    };
  }
  if (state.status !== "active") return { ...state, revision };
  return { ...evolveActive(state, event), revision };
};

const decideActive = (command: Exclude<MemberCommand, { type: "EnrolMember" }>, m: ActiveMember, ctx: DecideContext): Decision<MemberEvent> => {
  switch (command.type) {
    case "UpdateMember": return updateMember(command.data, m, ctx);
    case "AssignTitle": return assignTitle(command.data, m, ctx);
    case "SendCredit": return sendCredit(command.data, m, ctx);
    case "DeductCredit": return deductCredit(command.data, m, ctx);
    case "UpdateStat": return updateStat(command.data, m, ctx);
    case "SendReward": return accept({ type: "RewardSent", data: { rewardId: command.data.rewardId, sentAt: iso(ctx) } });
    case "ExpireFreeCredit": return expireFreeCredit(m, ctx);
    case "CompleteBill": return completeBill(command.data, m, ctx);
    case "RefundBill": return refundBill(command.data, m, ctx);
    case "PurchaseBundle": return purchaseBundle(command.data, m, ctx);
    case "RevertStorePurchase": return revertPurchase(command.data, m, ctx);
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
};

export const decideMember = (command: MemberCommand, state: MemberState, ctx: DecideContext): Decision<MemberEvent> => {
  if (command.type === "EnrolMember") {
    if (state.status !== "none") return reject(MEMBER_EXISTS, 409);
    return accept({ type: "MemberEnrolled", data: { ...command.data, joinedAt: iso(ctx) } });
  }
  if (state.status !== "active") return reject(MEMBER_NOT_FOUND, 404);
  return decideActive(command, state, ctx);
};

export const memberDecider: Decider<MemberState, MemberCommand, MemberEvent> = {
  initialState: { status: "none", revision: 0 },
  decide: decideMember,
  evolve: evolveMember,
};
