// Owns: how the Orders pages (the admin's, a restaurant's) name and shows an order's facts: status and delivery status tags,
// platform and order type names, money in the order's currency, instants in the operator's
// country's time zone, and a sentence per timeline event with who did it.
import { Tag } from "primereact/tag";
import { Temporal } from "temporal-polyfill";
import { DELIVERY_STATUS_LABELS, type DeliveryStatus } from "../../../domain/orders/deliveryStatus";
import type { OrderPlatform, OrderType } from "../../../domain/orders/order";
import { ORDER_STATUS_LABELS, type OrderStatus } from "../../../domain/orders/orderStatus";
import type { OrderSummary, TimelineEntry } from "../../../domain/orders/orderView";
import { formatMoney } from "../../../domain/shared/money";
import { NUMBER_FORMAT_SPECS } from "../../../domain/shared/numberFormat";

type Severity = "info" | "warning" | "success" | "danger" | "secondary";

const STATUS_SEVERITY: Readonly<Record<OrderStatus, Severity>> = {
  PENDING_PAYMENT: "secondary", NEW: "info", ALLOCATING_DELIVERY: "warning", ACCEPTED: "success", DECLINED: "danger",
};
const DELIVERY_SEVERITY: Readonly<Record<DeliveryStatus, Severity>> = {
  CREATING: "secondary", NEW: "info", PICKING_UP: "warning", IN_DELIVERY: "warning", IN_RETURN: "warning",
  CANCELED: "danger", RETURNED: "secondary", COMPLETE: "success", FAILED: "danger", REFUSED: "danger",
};

export const PLATFORM_LABELS: Readonly<Record<OrderPlatform, string>> = { grabfood: "GrabFood", foodpanda: "foodpanda", shopeefood: "ShopeeFood" };
export const ORDER_TYPE_LABELS: Readonly<Record<OrderType, string>> = { DINE_IN: "Dine in", PICKUP: "Pickup", DELIVERY: "Delivery" };

export const statusTag = (status: OrderStatus) => <Tag severity={STATUS_SEVERITY[status]} value={ORDER_STATUS_LABELS[status]} />;
export const deliveryTag = (status: DeliveryStatus | null) =>
  status === null ? <span>—</span> : <Tag severity={DELIVERY_SEVERITY[status]} value={DELIVERY_STATUS_LABELS[status]} />;

/** "MYR 29.00": an amount of minor units in the order's currency. */
export const moneyOf = (order: Pick<OrderSummary, "totals">, amount: number): string =>
  `${order.totals.currency} ${formatMoney({ amount, precision: order.totals.precision, currency: order.totals.currency }, NUMBER_FORMAT_SPECS["0,0.00"])}`;

/** "26/11/2026 12:00" in `zone`. */
export const whenOf = (iso: string, zone: string): string => {
  const at = Temporal.Instant.from(iso).toZonedDateTimeISO(zone);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(at.day)}/${pad(at.month)}/${at.year} ${pad(at.hour)}:${pad(at.minute)}`;
};

const EVENT_LABELS: Readonly<Record<TimelineEntry["event"], string>> = {
  OrderReceived: "Order received",
  OrderAccepted: "Accepted",
  OrderDeclined: "Declined",
  PlatformReplyConfirmed: "Answer delivered to the platform",
  PlatformReplyFailed: "Answer not delivered to the platform",
  PlatformStateReported: "Platform update",
};

export const eventLabel = (entry: TimelineEntry): string => EVENT_LABELS[entry.event];

/** Who acted: the person's name, the platform, or the system job. */
export const actorOf = (entry: TimelineEntry, platform: OrderPlatform): string => {
  if (entry.byName !== null) return entry.byName;
  if (entry.by === null) return "Unknown";
  if (entry.by.startsWith("platform:")) return PLATFORM_LABELS[platform];
  return entry.by.startsWith("system:") ? "Automatic retry" : entry.by;
};
