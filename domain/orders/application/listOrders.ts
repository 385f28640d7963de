// Reading orders (the admin's GET /admin/orders and a restaurant's GET /restaurants/{id}/orders):
// a page of the `orders` table, newest placed first, filtered by status, delivery status,
// platform, restaurant, business and the period the order was placed in, searched by the
// platform's short order number; and one order with its timeline, each entry naming the person
// who acted (the users table) when a person did.
import { Schema } from "effect";
import { USERS_TABLE } from "../../auth/users.projection";
import type { ReadModels, Row } from "../../engine/projection";
import type { OrderPlatform } from "../order";
import type { DeliveryStatus } from "../deliveryStatus";
import type { OrderStatus } from "../orderStatus";
import { ORDERS_TABLE } from "../orders.projection";
import { OrderDetail, OrderPage, OrderSummary } from "../orderView";

export interface OrderQuery {
  readonly status: OrderStatus | null;
  readonly deliveryStatus: DeliveryStatus | null;
  readonly platform: OrderPlatform | null;
  readonly restaurantId: string | null;
  readonly businessId: string | null;
  /** ISO instants: placed at or after `from`, before `to`. */
  readonly from: string | null;
  readonly to: string | null;
  readonly search: string;
  readonly offset: number;
  readonly limit: number;
  readonly totalCap: number;
}

const summaryOf = (row: Row): OrderSummary => Schema.decodeUnknownSync(OrderSummary)(row);

export const listOrders = async (readModels: ReadModels, query: OrderQuery): Promise<OrderPage> => {
  const equal = { status: query.status, deliveryStatus: query.deliveryStatus, platform: query.platform, restaurantId: query.restaurantId, businessId: query.businessId };
  const where = Object.fromEntries(Object.entries(equal).filter(([, value]) => value !== null)) as Record<string, string>;
  const range = query.from === null && query.to === null ? {} : {
    range: { field: "placedAt", ...(query.from === null ? {} : { from: query.from }), ...(query.to === null ? {} : { to: query.to }) },
  };
  const { rows, total } = await readModels.list(ORDERS_TABLE, {
    where, ...range, search: query.search, orderBy: { field: "placedAt", direction: "desc" }, offset: query.offset, limit: query.limit, totalCap: query.totalCap,
  });
  return { resources: rows.map(summaryOf), pagination: { totalResources: total } };
};

/** The order with its timeline, or null when there is none. */
export const orderDetail = async (readModels: ReadModels, orderId: string): Promise<OrderDetail | null> => {
  const row = await readModels.get(ORDERS_TABLE, orderId);
  if (row === undefined) return null;
  const timeline = row.timeline as ReadonlyArray<Row>;
  const people = [...new Set(timeline.flatMap((entry) => (typeof entry.by === "string" && !entry.by.includes(":") ? [entry.by] : [])))];
  const names = new Map(await Promise.all(people.map(async (id) => [id, (await readModels.get(USERS_TABLE, id))?.name] as const)));
  return Schema.decodeUnknownSync(OrderDetail)({
    ...row,
    timeline: timeline.map((entry) => {
      const name = typeof entry.by === "string" ? names.get(entry.by) : undefined;
      return { ...entry, byName: typeof name === "string" ? name : null };
    }),
  });
};
