// The `restaurant_bills` read model (key `{restaurantId}:{billId}`): the bills the till recorded
// at a restaurant, for the receipt report (spec 1 §7 GET /restaurants/{id}/receipt).
// `month` (UTC "YYYY-MM" of closedAt) lets a period read only the months it spans; `position`
// (the log position of the recording) orders a bill against the restaurant's last clearing.
import type { RecordedEvent } from "../engine/events";
import type { Projection, ProjectionTx } from "../engine/projection";
import { RESTAURANT_BILL_PREFIX, type RestaurantBillEvent } from "./restaurantBill";
import { readTable, textColumn } from "../engine/readTable";

export const RESTAURANT_BILLS_TABLE = "restaurant_bills";

export const restaurantBillsTable = readTable({
  name: RESTAURANT_BILLS_TABLE,
  columns: { restaurantId: textColumn("restaurantId"), month: textColumn("month"), closedAt: textColumn("closedAt") },
  indexes: [["restaurantId", "month"], ["restaurantId", "closedAt"]],
});

export const restaurantBillKey = (restaurantId: string, billId: string): string => `${restaurantId}:${billId}`;

const apply = async (recorded: RecordedEvent, tx: ProjectionTx): Promise<void> => {
  if (!recorded.streamId.startsWith(RESTAURANT_BILL_PREFIX)) return;
  const event = recorded as unknown as RestaurantBillEvent;
  if (event.type === "RestaurantBillRecorded") {
    const bill = event.data;
    await tx.put(RESTAURANT_BILLS_TABLE, restaurantBillKey(bill.restaurantId, bill.billId), {
      ...bill,
      month: bill.closedAt.slice(0, 7),
      position: recorded.position,
      refunded: false,
      refundedAt: null,
    });
  } else if (event.type === "RestaurantBillRefunded") {
    const key = restaurantBillKey(event.data.restaurantId, event.data.billId);
    const row = await tx.get(RESTAURANT_BILLS_TABLE, key);
    if (row !== undefined) await tx.put(RESTAURANT_BILLS_TABLE, key, { ...row, refunded: true, refundedAt: event.data.refundedAt });
  }
};

export const restaurantBillsProjection: Projection = { name: "restaurant_bills", tables: [restaurantBillsTable], apply };
