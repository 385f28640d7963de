// The `licence_orders` read model (issue 18, key orderId): each order with what it changed,
// newest first overall, per restaurant and per business (indexes on orderedAt under each).
import type { RecordedEvent } from "../engine/events";
import type { Projection, ProjectionTx } from "../engine/projection";
import { readTable, textColumn } from "../engine/readTable";
import { licenceChanges } from "./licenceChanges";
import { LICENCE_ORDER_STREAM_PREFIX, type LicenceOrderEvent } from "./licenceOrder";
import type { LicenceOrder } from "./licenceOrderView";

export const LICENCE_ORDERS_TABLE = "licence_orders";

export const licenceOrdersTable = readTable({
  name: LICENCE_ORDERS_TABLE,
  columns: { restaurantId: textColumn("restaurantId"), businessId: textColumn("businessId"), orderedAt: textColumn("orderedAt") },
  indexes: [["orderedAt"], ["restaurantId", "orderedAt"], ["businessId", "orderedAt"]],
});

const apply = async (recorded: RecordedEvent, tx: ProjectionTx): Promise<void> => {
  if (!recorded.streamId.startsWith(LICENCE_ORDER_STREAM_PREFIX) || recorded.type !== "LicenceOrderPlaced") return;
  const { data } = recorded as unknown as Extract<LicenceOrderEvent, { type: "LicenceOrderPlaced" }>;
  const id = recorded.streamId.slice(LICENCE_ORDER_STREAM_PREFIX.length);
  const row: LicenceOrder = { id, ...data, changes: licenceChanges(data.previous, data.terms) };
  await tx.put(LICENCE_ORDERS_TABLE, id, row);
};

export const licenceOrdersProjection: Projection = { name: "licenceOrders", tables: [licenceOrdersTable], apply };
