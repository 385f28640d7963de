// Writes the till's own record of a bill (domain/business/restaurantBill.ts) for the receipt
// report, beside what the bill does for the member (posBillEvents.ts). Run after the member side
// succeeded or was skipped, so a refused event (unknown member, bad body) records nothing.
import { Result } from "effect";
import { restaurantBillDecider, restaurantBillStreamId, type RestaurantBillCommand } from "../../../domain/business/restaurantBill";
import type { PosEventContext } from "./posEventRoutes";

const run = async (context: PosEventContext, billId: string, command: RestaurantBillCommand): Promise<void> => {
  const { caller, request } = context;
  const result = await caller.engine.commands.handle(restaurantBillDecider, restaurantBillStreamId(String(context.restaurant.id), billId), command, {
    context: caller.engine.context(),
    meta: { actor: caller.user.userId, correlationId: request.id },
  });
  if (Result.isFailure(result)) throw result.failure;
};

type RecordedBill = Extract<RestaurantBillCommand, { type: "RecordBill" }>["data"];
export type CompletedBill = Pick<RecordedBill, "billId" | "total" | "items" | "closedAt"> & { readonly memberPhone: string };

export const logCompletedBill = (context: PosEventContext, bill: CompletedBill): Promise<void> =>
  run(context, bill.billId, {
    type: "RecordBill",
    data: {
      billId: bill.billId,
      businessId: String(context.restaurant.businessId),
      restaurantId: String(context.restaurant.id),
      memberPhone: bill.memberPhone,
      total: bill.total,
      items: bill.items,
      closedAt: bill.closedAt,
    },
  });

export const logRefundedBill = (context: PosEventContext, billId: string): Promise<void> =>
  run(context, billId, { type: "RecordRefund", data: { billId, restaurantId: String(context.restaurant.id) } });
