// The loyalty side of the till (issue 4 item 5; issue 13; ARCHITECTURE §2.6, §3), as the POS
// event route's handlers: decode the body (domain/loyalty/application/billInput.ts, with its
// bounds), call the use case, answer.
//   BILL_COMPLETED {billId, memberPhone, total {amount, precision, currency}, items [{productId,
//     quantity, price}], closedAt} → completeBill: the bill id claimed at the restaurant and the
//     member credited in one unit of work; a billId already recorded for another member is 409.
//   BILL_REFUNDED {billId, memberPhone} → refundBill: what the bill earned taken back.
// The voucher claims the level-ups drew and the restaurant's receipt log follow as reactions
// from the committed events (adapters/server/productReactions.ts), moments later.
// Decision where the spec is silent: `rewardClaims` answers the claims the bill's rewards become
// ({voucherId, claimId}, the ids the reaction assigns them under) with `failed` empty: a claim a
// voucher then refuses (quota reached, deleted) is counted on the reaction (GET /admin/reactions)
// and does not undo the member's bill, as before.
import { type TillRestaurant, completeBill } from "../../../domain/loyalty/application/completeBill";
import { BillCompletedInput, BillRefundedInput } from "../../../domain/loyalty/application/billInput";
import { refundBill } from "../../../domain/loyalty/application/refundBill";
import { decodeBody } from "../decodeBody";
import { billRewardClaims } from "../loyalty/memberRewardClaims";
import type { PosEventContext, PosEventHandler } from "./posEventRoutes";

const tillOf = (context: PosEventContext): TillRestaurant => ({
  restaurantId: String(context.restaurant.id),
  businessId: String(context.restaurant.businessId),
});

export const billCompleted: PosEventHandler = async (body, context) => {
  const input = decodeBody(BillCompletedInput, body);
  const answer = await completeBill(context.caller.engine, tillOf(context), input, context.caller.options());
  if (!("memberId" in answer)) return answer;
  const { rewardIds, ...figures } = answer;
  return { ...figures, rewardClaims: billRewardClaims(answer.memberId, answer.billId, rewardIds) };
};

export const billRefunded: PosEventHandler = async (body, context) => {
  const input = decodeBody(BillRefundedInput, body);
  return refundBill(context.caller.engine, tillOf(context), input, context.caller.options());
};
