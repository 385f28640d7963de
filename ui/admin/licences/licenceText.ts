// Owns: how the licence orders page words a licence (issue 18): feature names, the release
// channels, an expiry day in the restaurant's zone ('D MMM YYYY', spec 1 §9 voucher dates' form,
// or 'No expiry'), what an order changed as one line each, and the days left of an expiring one.
import { Temporal } from "temporal-polyfill";
import type { ReleaseChannel, RestaurantFeature } from "../../../domain/business/restaurantFeatures";
import { formatVoucherDate } from "../../../domain/shared/calendarDate";
import type { LicenceOrder } from "../../ports/providerOpsPort";

export const FEATURE_LABELS: Readonly<Record<RestaurantFeature, string>> = {
  stock: "Stock",
  discovery: "Discovery",
  pickup: "Pickup",
  delivery: "Delivery",
  foodpanda: "foodpanda",
  deliveryIntegration: "Delivery integration",
  kds: "Kitchen display (KDS)",
  ods: "Order display (ODS)",
};

export const CHANNEL_LABELS: Readonly<Record<ReleaseChannel, string>> = { alpha: "Alpha", beta: "Beta", latest: "Latest" };

const featureName = (feature: string): string => FEATURE_LABELS[feature as RestaurantFeature] ?? feature;
export const featureList = (features: ReadonlyArray<string>): string => (features.length === 0 ? "No features" : features.map(featureName).join(", "));
const channelName = (channel: string): string => CHANNEL_LABELS[channel as ReleaseChannel] ?? channel;

export const expiryText = (expiredAt: string | null, timeZone: string): string =>
  expiredAt === null ? "No expiry" : formatVoucherDate(Temporal.Instant.from(expiredAt).toZonedDateTimeISO(timeZone).toPlainDate());

export const changeLines = (order: LicenceOrder): ReadonlyArray<string> => {
  if (order.changes.length === 0) return ["No change"];
  return order.changes.map((change) => {
    switch (change.kind) {
      case "featuresAdded": return `Added ${featureList(change.features)}`;
      case "featuresRemoved": return `Removed ${featureList(change.features)}`;
      case "expiry": return `Expiry ${expiryText(change.from, order.timeZone)} → ${expiryText(change.to, order.timeZone)}`;
      case "channel": return `Channel ${channelName(change.from)} → ${channelName(change.to)}`;
      default: {
        const unknown: never = change;
        return unknown;
      }
    }
  });
};

export const daysLeftText = (daysLeft: number, ended: boolean): string => {
  if (ended) return daysLeft === 0 ? "Ended today" : `Ended ${-daysLeft} day${daysLeft === -1 ? "" : "s"} ago`;
  if (daysLeft === 0) return "Ends today";
  return `${daysLeft} day${daysLeft === 1 ? "" : "s"} left`;
};

/** When an order was placed, as the admin reads it: 'D MMM YYYY, HH:mm' in the restaurant's zone. */
export const orderedAtText = (orderedAt: string, timeZone: string): string => {
  const at = Temporal.Instant.from(orderedAt).toZonedDateTimeISO(timeZone);
  return `${formatVoucherDate(at.toPlainDate())}, ${String(at.hour).padStart(2, "0")}:${String(at.minute).padStart(2, "0")}`;
};
