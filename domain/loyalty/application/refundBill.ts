// Refunding a bill at the till (POS BILL_REFUNDED; ARCHITECTURE §3): the member's side as one
// unit (memberUnit.ts; domain/loyalty/member/memberBills.ts: experience, cashback and the visit
// taken back, the rewards drawn kept), queued behind the member's other commands. The receipt log marks the
// refund later, as a reaction to the committed BillRefunded (adapters/server/pos).
// A bill the member never had is 404 'Bill not found'; a second refund appends nothing and
// answers `applied: false`.
import type { Engine, RunOptions } from "../../engine/commandRunner";
import type { MemberEvent } from "../member/memberModel";
import type { BillRefundedInput } from "./billInput";
import type { TillRestaurant } from "./completeBill";
import { memberIdByPhone } from "./memberByPhone";
import { onMember } from "./memberUnit";

export interface BillRefundedAnswer {
  readonly billId: string;
  readonly memberId: string;
  readonly applied: boolean;
  readonly experienceRemoved: number;
  readonly rewardsKept: ReadonlyArray<string>;
  readonly cashbackReversalId: string | null;
}

export const refundBill = async (engine: Engine, restaurant: TillRestaurant, bill: BillRefundedInput, options: RunOptions): Promise<BillRefundedAnswer> => {
  const memberId = await memberIdByPhone(engine, restaurant.businessId, bill.memberPhone);
  const events = await onMember(engine, { businessId: restaurant.businessId, memberId }, options, async ({ decide }) =>
    (await decide({ type: "RefundBill", data: { billId: bill.billId, restaurantId: restaurant.restaurantId } })).events);
  const refunded = events.find((e): e is Extract<MemberEvent, { type: "BillRefunded" }> => e.type === "BillRefunded");
  return {
    billId: bill.billId, memberId, applied: refunded !== undefined,
    experienceRemoved: refunded?.data.experienceRemoved ?? 0,
    rewardsKept: refunded?.data.rewardsKept ?? [],
    cashbackReversalId: refunded?.data.cashbackReversalId ?? null,
  };
};
