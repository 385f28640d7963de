// The restaurant's receipt log as a reaction (ARCHITECTURE §2.6): each committed BillCompleted
// of a member records the till's bill (domain/business/restaurantBill.ts) for the receipt
// report, each BillRefunded marks it refunded. The till record is one stream per restaurant and
// bill, so recording again appends nothing, and the runner's key derived from the member's event
// makes a retry a no-op besides. A bill outside the programme has no member event: its receipt
// is recorded in completeBill's own unit of work.
// Decision where the spec is silent: the receipt names the member's phone and business as the
// member stream has them when the reaction runs (a member's business never changes; a phone
// changed in between shows the new one).
import { restaurantBillDecider, restaurantBillStreamId } from "../../business/restaurantBill";
import type { Reaction } from "../../engine/reaction";
import { memberDecider } from "../member/member";
import { MEMBER_STREAM_PREFIX, type MemberEvent } from "../member/memberModel";

export const billReceiptReaction: Reaction = {
  name: "bill-receipts",
  follows: ["BillCompleted", "BillRefunded"],
  handle: async (event, engine, options) => {
    if (!event.streamId.startsWith(MEMBER_STREAM_PREFIX)) return [];
    const bill = event as unknown as MemberEvent;
    if (bill.type === "BillRefunded") {
      const { billId, restaurantId } = bill.data;
      await engine.runner.run(restaurantBillDecider, restaurantBillStreamId(restaurantId, billId), { type: "RecordRefund", data: { billId, restaurantId } }, options);
    } else if (bill.type === "BillCompleted") {
      const { state } = await engine.runner.load(memberDecider, event.streamId);
      if (state.status !== "active") return [];
      const { billId, restaurantId, total, items, closedAt } = bill.data;
      await engine.runner.run(restaurantBillDecider, restaurantBillStreamId(restaurantId, billId), {
        type: "RecordBill",
        data: { billId, businessId: state.businessId, restaurantId, memberPhone: state.phoneNumber, total, items, closedAt },
      }, options);
    }
    return [];
  },
};
