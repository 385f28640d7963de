// The Payments read models (issue 18): `payment_transactions` (key `order:{orderId}` or
// `bill:{restaurantId}:{billId}`), one row per payment the system recorded, and
// `payment_settlements` (key `{restaurantId}:{month}:{currency}:{precision}`), each restaurant's
// running totals per settlement month (settlementMonth.ts, settlementTotals.ts).
// Where payment types come from (the brief's "decide/document the source"):
// - Platform orders (domain/orders/order.ts OrderReceived) carry the spec's payment type (spec 1
//   §3: cash, ePayment, credit, ePaymentSandbox; GrabFood's CASH and CASHLESS, foodpanda's and
//   ShopeeFood's cash/COD and the rest map to cash and ePayment). A cashless order that arrives
//   from a sandbox connection, the local fake of the platform a server uses when it has no
//   partner base URL (adapters/delivery/deliveryPartners.ts), moved no real money and is
//   `ePaymentSandbox` (domain/orders/application/receiveGrabOrder.ts paidOn). An order counts
//   from when it is received; declined (by the restaurant or the platform) it leaves its
//   settlement; pending payment it is not counted until paid.
// - Till bills (domain/business/restaurantBill.ts RestaurantBillRecorded): the POS event
//   (ARCHITECTURE §3, pinned) carries no tender, so a bill is recorded as `cash`, the till's
//   own tender; a refund takes it back out of its settlement.
// - `credit` has no source in this product and is never recorded: member credit is spent only by
//   a deduction from the loyalty portal (source PORTAL, no restaurant: memberCredit.ts
//   deductCredit), never at a restaurant's till or on a platform order, and bills carry no
//   tender. The type stays in the filters and the settlements' columns (spec 1 §3) at zero.
// Decisions where the spec is silent: names are joined when a list is read (a renamed
// restaurant shows its new name); a settlement row is read with getForUpdate, as bills of one
// restaurant and month arrive on many streams at once.
import type { RecordedEvent } from "../engine/events";
import type { Projection, ProjectionTx, Row } from "../engine/projection";
import { readTable, textColumn } from "../engine/readTable";
import { RESTAURANT_BILL_PREFIX, type RestaurantBillEvent } from "../business/restaurantBill";
import { RESTAURANTS_TABLE } from "../business/restaurants.projection";
import { ORDER_STREAM_PREFIX, type OrderEvent, isOrderEvent } from "../orders/order";
import type { OrderStatus } from "../orders/orderStatus";
import { restaurantTimeZone } from "../provider/restaurantTimeZone";
import type { PaymentSource, PaymentType, TransactionStatus } from "./paymentView";
import { settlementMonthOf } from "./settlementMonth";
import { EMPTY_TOTALS, type SettlementTotals, withPayment } from "./settlementTotals";

export const PAYMENT_TRANSACTIONS_TABLE = "payment_transactions";
export const PAYMENT_SETTLEMENTS_TABLE = "payment_settlements";

export const paymentTransactionsTable = readTable({
  name: PAYMENT_TRANSACTIONS_TABLE,
  columns: {
    paymentType: textColumn("paymentType"),
    source: textColumn("source"),
    status: textColumn("status"),
    businessId: textColumn("businessId"),
    restaurantId: textColumn("restaurantId"),
    at: textColumn("at"),
  },
  indexes: [["at"], ["paymentType", "at"], ["source", "at"], ["status", "at"], ["businessId", "at"], ["restaurantId", "at"]],
});

export const paymentSettlementsTable = readTable({
  name: PAYMENT_SETTLEMENTS_TABLE,
  columns: { month: textColumn("month"), businessId: textColumn("businessId"), restaurantId: textColumn("restaurantId") },
  indexes: [["month", "restaurantId"], ["businessId", "month", "restaurantId"]],
});

/** The transaction row's fields this projection writes (names are joined on read). */
export interface TransactionRow {
  readonly id: string;
  readonly source: PaymentSource;
  readonly reference: string;
  readonly businessId: string;
  readonly restaurantId: string;
  readonly paymentType: PaymentType;
  readonly amount: number;
  readonly currency: string;
  readonly precision: number;
  readonly at: string;
  readonly month: string;
  readonly status: TransactionStatus;
}

export const counts = (status: TransactionStatus): boolean => status === "PAID";

const settlementKey = (row: Pick<TransactionRow, "restaurantId" | "month" | "currency" | "precision">): string =>
  `${row.restaurantId}:${row.month}:${row.currency}:${row.precision}`;

/** Adds the transaction to its settlement (`sign` 1) or takes it back out (-1). */
const settle = async (tx: ProjectionTx, row: TransactionRow, sign: 1 | -1): Promise<void> => {
  const key = settlementKey(row);
  const current = await tx.getForUpdate(PAYMENT_SETTLEMENTS_TABLE, key);
  const totals: SettlementTotals = current === undefined ? EMPTY_TOTALS : (current as unknown as SettlementTotals);
  const { count, amount, byType } = withPayment(totals, row.paymentType, row.amount, sign);
  await tx.put(PAYMENT_SETTLEMENTS_TABLE, key, {
    id: key, restaurantId: row.restaurantId, businessId: row.businessId, month: row.month, currency: row.currency, precision: row.precision, count, amount, byType,
  });
};

/** Writes the transaction with `status`, moving it into or out of its settlement. */
const record = async (tx: ProjectionTx, row: TransactionRow, previous: TransactionStatus | null): Promise<void> => {
  const before = previous !== null && counts(previous);
  if (before !== counts(row.status)) await settle(tx, row, before ? -1 : 1);
  await tx.put(PAYMENT_TRANSACTIONS_TABLE, row.id, row as unknown as Row);
};

const monthAt = async (tx: ProjectionTx, restaurantId: string, at: string): Promise<string> =>
  settlementMonthOf(at, restaurantTimeZone((await tx.get(RESTAURANTS_TABLE, restaurantId)) ?? {}));

const orderTransactionStatus = (status: OrderStatus): TransactionStatus =>
  status === "DECLINED" ? "DECLINED" : status === "PENDING_PAYMENT" ? "PENDING" : "PAID";

const statusAfter = (event: Exclude<OrderEvent, { type: "OrderReceived" }>): OrderStatus | null => {
  switch (event.type) {
    case "OrderAccepted": return event.data.status;
    case "OrderDeclined": return "DECLINED";
    case "PlatformStateReported": return event.data.status;
    case "PlatformReplyConfirmed":
    case "PlatformReplyFailed":
      return null;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};

const applyOrder = async (recorded: RecordedEvent, tx: ProjectionTx): Promise<void> => {
  const orderId = recorded.streamId.slice(ORDER_STREAM_PREFIX.length);
  const id = `order:${orderId}`;
  const event = recorded as unknown as OrderEvent;
  if (event.type === "OrderReceived") {
    const order = event.data;
    const row: TransactionRow = {
      id, source: "order", reference: order.shortOrderNumber, businessId: order.businessId, restaurantId: order.restaurantId, paymentType: order.paymentType,
      amount: order.totals.total, currency: order.totals.currency, precision: order.totals.precision, at: order.placedAt,
      month: await monthAt(tx, order.restaurantId, order.placedAt), status: orderTransactionStatus(order.status),
    };
    return record(tx, row, null);
  }
  const status = statusAfter(event);
  if (status === null) return;
  const current = (await tx.get(PAYMENT_TRANSACTIONS_TABLE, id)) as unknown as TransactionRow | undefined;
  if (current === undefined || current.status === orderTransactionStatus(status)) return;
  return record(tx, { ...current, status: orderTransactionStatus(status) }, current.status);
};

const applyBill = async (recorded: RecordedEvent, tx: ProjectionTx): Promise<void> => {
  const event = recorded as unknown as RestaurantBillEvent;
  if (event.type === "RestaurantBillRecorded") {
    const bill = event.data;
    const row: TransactionRow = {
      id: `bill:${bill.restaurantId}:${bill.billId}`, source: "bill", reference: bill.billId, businessId: bill.businessId, restaurantId: bill.restaurantId,
      paymentType: "cash", amount: bill.total.amount, currency: bill.total.currency, precision: bill.total.precision, at: bill.closedAt,
      month: await monthAt(tx, bill.restaurantId, bill.closedAt), status: "PAID",
    };
    return record(tx, row, null);
  }
  if (event.type === "RestaurantBillRefunded") {
    const current = (await tx.get(PAYMENT_TRANSACTIONS_TABLE, `bill:${event.data.restaurantId}:${event.data.billId}`)) as unknown as TransactionRow | undefined;
    if (current === undefined || current.status !== "PAID") return;
    return record(tx, { ...current, status: "REFUNDED" }, current.status);
  }
};

const apply = async (recorded: RecordedEvent, tx: ProjectionTx): Promise<void> => {
  if (recorded.streamId.startsWith(RESTAURANT_BILL_PREFIX)) return applyBill(recorded, tx);
  if (recorded.streamId.startsWith(ORDER_STREAM_PREFIX) && isOrderEvent(recorded)) return applyOrder(recorded, tx);
};

export const paymentTransactionsProjection: Projection = {
  name: "payment_transactions",
  tables: [paymentTransactionsTable, paymentSettlementsTable],
  apply,
};
