// Owns: whether a product can be ordered on a channel at an instant (spec 4 §4), and why not.
// Channels: the POS, and the five catalog types, which are customer-facing (customer app,
// delivery platforms, QR ordering).
// - Customer channels hide a product that is POS_ONLY or NONE, or not `available`.
// - Outside its schedulers: 'Product not in schedule' (any channel).
// - Sold per measured quantity (perXUnit): 'Item need measurement, please order from counter'
//   (customer channels; the POS measures at the counter).
// - On the POS, NONE: 'Product is disable from pos'.
// Decision where the spec is silent: on the POS an unavailable product is listed with
// 'Product is not available'; the first reason that applies is the one given.
import type { Temporal } from "temporal-polyfill";
import type { CatalogType } from "./catalog";
import type { ProductView } from "./catalogView";
import { hiddenInCustomerApp } from "./orderingChannel";
import { inSchedule } from "./schedule";
import type { Scheduler } from "./scheduler";

export const CHANNELS = ["POS", "DELIVERY", "IN_HOUSE_DELIVERY", "PICKUP", "DINE_IN", "TAKEAWAY"] as const;
export type Channel = "POS" | CatalogType;

export const PRODUCT_NOT_IN_SCHEDULE = "Product not in schedule";
export const NEEDS_MEASUREMENT = "Item need measurement, please order from counter";
export const DISABLED_FROM_POS = "Product is disable from pos";
export const NOT_AVAILABLE = "Product is not available";

export type Availability =
  | { readonly kind: "hidden" }
  | { readonly kind: "orderable" }
  | { readonly kind: "disabled"; readonly reason: string };

export interface AvailabilityInput {
  readonly view: ProductView;
  readonly available: boolean;
  readonly perXUnit: number | null;
  readonly schedulers: ReadonlyArray<Scheduler>;
}

const disabled = (reason: string): Availability => ({ kind: "disabled", reason });

export const productAvailability = (input: AvailabilityInput, channel: Channel, instant: Temporal.Instant, timeZone: string): Availability => {
  const scheduled = inSchedule(input.schedulers, instant, timeZone);
  if (channel === "POS") {
    if (input.view.orderFrom === "NONE") return disabled(DISABLED_FROM_POS);
    if (!input.available) return disabled(NOT_AVAILABLE);
    return scheduled ? { kind: "orderable" } : disabled(PRODUCT_NOT_IN_SCHEDULE);
  }
  if (hiddenInCustomerApp(input.view.orderFrom) || !input.available) return { kind: "hidden" };
  if (!scheduled) return disabled(PRODUCT_NOT_IN_SCHEDULE);
  return input.perXUnit === null ? { kind: "orderable" } : disabled(NEEDS_MEASUREMENT);
};
