// The `orders` read model (key orderId): every order as the Orders pages list and show it, a
// typed table with columns for what they filter (status, delivery status, platform, restaurant,
// business, when placed), search (the platform's short order number) and what the order reply
// job scans (`replyDueAt`, when a pending platform reply is next tried; null when none), and the
// order's timeline (every event with when and who: the event's actor) kept in the row, so a
// detail is one read. A platform state reads as its label ("Picked up by the rider"); rows written
// before the labels keep the platform's name until `npm run rebuild-projections`.
// Decision where the architecture is silent: each filter's index ends with `placedAt`, the one
// sort of the list (newest first); a combination of filters uses the most selective of them.
import type { RecordedEvent } from "../engine/events";
import type { Projection, ProjectionTx, Row } from "../engine/projection";
import { lowerTerm, lowerTextColumn, readTable, textColumn } from "../engine/readTable";
import { ORDER_STREAM_PREFIX, type OrderEvent, isOrderEvent } from "./order";
import { PLATFORM_STATE_LABELS } from "./platformOrderState";

export const ORDERS_TABLE = "orders";

export const ordersTable = readTable({
  name: ORDERS_TABLE,
  columns: {
    status: textColumn("status"),
    deliveryStatus: textColumn("deliveryStatus"),
    platform: textColumn("platform"),
    restaurantId: textColumn("restaurantId"),
    businessId: textColumn("businessId"),
    placedAt: textColumn("placedAt"),
    replyDueAt: textColumn("replyDueAt"),
    orderNumber: lowerTextColumn("shortOrderNumber"),
  },
  indexes: [["placedAt"], ["status", "placedAt"], ["deliveryStatus", "placedAt"], ["platform", "placedAt"], ["restaurantId", "placedAt"], ["businessId", "placedAt"], ["replyDueAt"]],
  search: [{ column: "orderNumber", match: "prefix", term: lowerTerm }],
});

/** One line of an order's timeline. */
const entry = (recorded: RecordedEvent, event: OrderEvent, detail: string, status: unknown, deliveryStatus: unknown): Row => ({
  at: recorded.occurredAt, event: event.type, by: recorded.meta.actor, detail, status, deliveryStatus,
});

const changes = (event: Exclude<OrderEvent, { type: "OrderReceived" }>, row: Row): Row => {
  switch (event.type) {
    case "OrderAccepted": return { status: event.data.status, reply: { toState: "Accepted", state: "pending", attempts: 0, lastError: null }, replyDueAt: event.data.at };
    case "OrderDeclined":
      return { status: "DECLINED", deliveryStatus: event.data.deliveryStatus, reply: { toState: "Rejected", state: "pending", attempts: 0, lastError: null }, replyDueAt: event.data.at };
    case "PlatformReplyConfirmed": return { reply: { ...(row.reply as Row), state: "sent" }, replyDueAt: null };
    case "PlatformReplyFailed": {
      const { attempts, error, retryAt } = event.data;
      return { reply: { ...(row.reply as Row), state: retryAt === null ? "refused" : "failed", attempts, lastError: error }, replyDueAt: retryAt };
    }
    case "PlatformStateReported": return { status: event.data.status, deliveryStatus: event.data.deliveryStatus, platformState: event.data.state };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};

const detailOf = (event: OrderEvent): string => {
  switch (event.type) {
    case "OrderReceived": return event.data.acceptance === "AUTO" ? "Accepted by the platform" : "";
    case "OrderDeclined": return event.data.reason;
    case "PlatformReplyConfirmed": return event.data.toState;
    case "PlatformReplyFailed": return event.data.error;
    case "PlatformStateReported": {
      const label = PLATFORM_STATE_LABELS[event.data.state];
      return event.data.message === "" ? label : `${label}: ${event.data.message}`;
    }
    case "OrderAccepted": return "";
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};

const apply = async (recorded: RecordedEvent, tx: ProjectionTx): Promise<void> => {
  if (!recorded.streamId.startsWith(ORDER_STREAM_PREFIX) || !isOrderEvent(recorded)) return;
  const id = recorded.streamId.slice(ORDER_STREAM_PREFIX.length);
  const event = recorded as unknown as OrderEvent;
  if (event.type === "OrderReceived") {
    const { receivedAt, ...order } = event.data;
    return tx.put(ORDERS_TABLE, id, {
      ...order, id, receivedAt, reply: null, replyDueAt: null, platformState: null, updatedAt: receivedAt, _rev: recorded.version,
      timeline: [entry(recorded, event, detailOf(event), order.status, order.deliveryStatus)],
    });
  }
  const row = await tx.get(ORDERS_TABLE, id);
  if (row === undefined) return;
  const next = { ...row, ...changes(event, row) };
  const timeline = [...(row.timeline as ReadonlyArray<Row>), entry(recorded, event, detailOf(event), next.status, next.deliveryStatus)];
  return tx.put(ORDERS_TABLE, id, { ...next, timeline, updatedAt: recorded.occurredAt, _rev: recorded.version });
};

export const ordersProjection: Projection = { name: "orders", tables: [ordersTable], apply };
