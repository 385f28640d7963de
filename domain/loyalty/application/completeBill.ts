// Completing a bill at the till (POS BILL_COMPLETED; ARCHITECTURE §2.6, §3): ONE unit of work
// that claims the bill id at the restaurant (domain/business/restaurantBillId.ts) and credits the
// member (domain/loyalty/member/memberBills.ts: visit, spend, experience, level-ups with their
// draws, cashback). Both are appended together or not at all. What follows the member's
// BillCompleted later, from the committed event, is the reactions' (adapters/server/pos): the
// claims of the vouchers the level-ups drew, and the restaurant's receipt log.
// - The same billId for the same member again appends nothing and answers `applied: false`
//   with the member's figures; for another member it is 409 'Bill {billId} was already recorded
//   for another member' and nothing is written. A bill recorded before bill ids were claimed is
//   recognised by its receipt (the till record names its phone).
// - A restaurant outside the programme's activation locations (targetRestaurant, when not
//   empty) earns nothing: the bill id is claimed and the receipt recorded in the same unit (no
//   member event follows to record it), answered `applied: false, reason: 'Restaurant not in
//   programme'`; the phone need not be a member's.
// - `rewardIds` are the vouchers the bill drew (recorded in the event); their claims are
//   assigned by the reaction moments later, so the answer names them, not their outcome.
import { restaurantBillDecider, restaurantBillStreamId } from "../../business/restaurantBill";
import { billRecordedForAnother, restaurantBillIdClaim, restaurantBillIdStreamId } from "../../business/restaurantBillId";
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { DomainError } from "../../engine/decider";
import type { UnitOfWork } from "../../engine/unitOfWork";
import type { LevelUpStep } from "../levelUp";
import { MEMBER_NOT_FOUND } from "../member/member";
import { amountOf } from "../member/creditUnits";
import type { ActiveMember, MemberEvent } from "../member/memberModel";
import type { Programme } from "../programme/programmeModel";
import { creditPrecisionOf, levelProgrammeOf, loadProgramme } from "./activeProgramme";
import type { BillCompletedInput } from "./billInput";
import { memberIdByPhone, tillPhone } from "./memberByPhone";
import { onMember } from "./memberUnit";

export const NOT_IN_PROGRAMME = "Restaurant not in programme";

/** The restaurant the till event came from (its stored row, after authorisation). */
export interface TillRestaurant {
  readonly restaurantId: string;
  readonly businessId: string;
}

export type BillCompletedAnswer =
  | { readonly billId: string; readonly applied: false; readonly reason: typeof NOT_IN_PROGRAMME }
  | {
      readonly billId: string;
      readonly memberId: string;
      readonly applied: boolean;
      readonly experienceGained: number;
      readonly level: number;
      readonly experience: number;
      readonly levelUps: ReadonlyArray<LevelUpStep>;
      readonly cashback: number;
      readonly rewardIds: ReadonlyArray<string>;
    };

/** Claims the bill id for `phone` at the restaurant; refused when it is another's. */
const claimBillId = async (unit: UnitOfWork, restaurantId: string, billId: string, phone: string): Promise<void> => {
  const stream = restaurantBillIdStreamId(restaurantId, billId);
  const claim = await unit.load(restaurantBillIdClaim, stream);
  const receipt = await unit.load(restaurantBillDecider, restaurantBillStreamId(restaurantId, billId));
  const receiptPhone = receipt.state.status === "none" || receipt.state.bill.memberPhone === null ? null : tillPhone(receipt.state.bill.memberPhone);
  const owner = claim.state.ownerId ?? receiptPhone;
  if (owner !== null && owner !== phone) throw new DomainError(billRecordedForAnother(billId), 409, ["billId"]);
  await unit.decide(restaurantBillIdClaim, stream, { type: "Claim", data: { key: billId, ownerId: phone } });
};

const answerOf = (bill: BillCompletedInput, member: ActiveMember, events: ReadonlyArray<MemberEvent>, programme: Programme): BillCompletedAnswer => {
  const completed = events.find((e): e is Extract<MemberEvent, { type: "BillCompleted" }> => e.type === "BillCompleted");
  const cashback = events.find((e): e is Extract<MemberEvent, { type: "CreditTransactionRecorded" }> => e.type === "CreditTransactionRecorded" && e.data.source === "CASHBACK");
  const record = member.bills[bill.billId];
  return {
    billId: bill.billId, memberId: member.memberId, applied: completed !== undefined,
    experienceGained: record?.experienceGained ?? 0,
    level: member.level, experience: member.experience,
    levelUps: completed?.data.levelUps ?? [],
    cashback: cashback === undefined ? 0 : amountOf(cashback.data.free.reduce((t, lot) => t + lot.amount, 0), creditPrecisionOf(programme)),
    rewardIds: record?.rewardIds ?? [],
  };
};

export const completeBill = async (engine: Engine, restaurant: TillRestaurant, bill: BillCompletedInput, options: RunOptions): Promise<BillCompletedAnswer> => {
  const { restaurantId, businessId } = restaurant;
  const phone = tillPhone(bill.memberPhone);
  const programme = await loadProgramme(engine, businessId);
  if (programme.targetRestaurant.length > 0 && !programme.targetRestaurant.includes(restaurantId)) {
    await engine.runner.transact(async (unit) => {
      await claimBillId(unit, restaurantId, bill.billId, phone);
      await unit.decide(restaurantBillDecider, restaurantBillStreamId(restaurantId, bill.billId), {
        type: "RecordBill",
        data: { billId: bill.billId, businessId, restaurantId, memberPhone: phone, total: bill.total, items: bill.items, closedAt: bill.closedAt },
      });
    }, options);
    return { billId: bill.billId, applied: false, reason: NOT_IN_PROGRAMME };
  }
  const memberId = await memberIdByPhone(engine, businessId, phone);
  return onMember(engine, { businessId, memberId }, options, async ({ unit, programme: current, decide }) => {
    await claimBillId(unit, restaurantId, bill.billId, phone);
    const step = await decide({
      type: "CompleteBill",
      data: {
        billId: bill.billId, restaurantId, total: bill.total, items: bill.items, closedAt: bill.closedAt,
        programme: levelProgrammeOf(current), experiencePerSpent: current.experiencePerSpent,
        cashback: current.cashback, creditOneToOne: current.creditOneToOne,
      },
    });
    if (step.state.status !== "active") throw new DomainError(MEMBER_NOT_FOUND, 404);
    return answerOf(bill, step.state, step.events, current);
  });
};
