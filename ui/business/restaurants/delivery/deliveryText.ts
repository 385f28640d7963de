// Owns: the words of the restaurant's Delivery page: each platform's name and store field, a sync
// status's label and colour, a pause's
// choices, how long an item may be marked unavailable, where each pre-publish problem is fixed (the screen's name, and its address when the
// back office has that screen), money in minor units as text, and a drift entry's change.
import type { DeliveryPlatform } from "../../../../domain/delivery/deliveryPlatform";
import type { DriftEntryView, MenuSyncStatus, PublishProblemView } from "../../../../domain/delivery/deliveryViews";
import type { UnavailableFor } from "../../../../domain/delivery/itemAvailability";
import type { PauseDuration } from "../../../../domain/delivery/storeStatus";
import { restaurantSettingsPath } from "../../../app/paths/restaurantPaths";

export const PLATFORM_NAME: Readonly<Record<DeliveryPlatform, string>> = { grabfood: "GrabFood", foodpanda: "foodpanda", shopeefood: "ShopeeFood" };
export const STORE_LABEL: Readonly<Record<DeliveryPlatform, string>> = { grabfood: "Merchant ID", foodpanda: "Vendor code", shopeefood: "Store ID" };
export const STORE_PLACEHOLDER: Readonly<Record<DeliveryPlatform, string>> = { grabfood: "1-CYNGRUNGSBCCC", foodpanda: "v7kq", shopeefood: "1029384" };
/** The platforms in the page's order. */
export const PAGE_PLATFORMS: ReadonlyArray<DeliveryPlatform> = ["grabfood", "foodpanda", "shopeefood"];

type Severity = "info" | "warning" | "success" | "danger" | "secondary";

export const syncLabel = (platform: DeliveryPlatform, status: MenuSyncStatus["status"]): { readonly label: string; readonly severity: Severity } => {
  const name = PLATFORM_NAME[platform];
  switch (status) {
    case "never": return { label: "Never synced", severity: "secondary" };
    case "queued": return { label: `Queued on ${name}`, severity: "info" };
    case "inProgress": return { label: `${name} is processing`, severity: "warning" };
    case "success": return { label: "Synced", severity: "success" };
    case "failed": return { label: "Failed", severity: "danger" };
    default: {
      const unknown: never = status;
      return unknown;
    }
  }
};

export const PAUSE_OPTIONS: ReadonlyArray<{ readonly label: string; readonly value: PauseDuration }> = [
  { label: "30 minutes", value: "30m" },
  { label: "1 hour", value: "1h" },
  { label: "24 hours", value: "24h" },
];

export const UNAVAILABLE_OPTIONS: ReadonlyArray<{ readonly label: string; readonly value: UnavailableFor }> = [
  { label: "1 hour", value: "1h" },
  { label: "4 hours", value: "4h" },
  { label: "Rest of the business day", value: "today" },
  { label: "Until restored", value: "manual" },
];

const MODULE_LABEL: Readonly<Record<PublishProblemView["module"], string>> = {
  "in-house-delivery": "Restaurant · In-house delivery hours",
  catalog: "Menu · Catalogs (DELIVERY)",
  category: "Menu · Categories",
  product: "Menu · Products",
  addonGroup: "Menu · Add-on groups",
  scheduler: "Menu · Schedulers",
  business: "Business · Company",
};

/** Where a problem is fixed: the screen's name (with the item), and its address when it is a settings page. */
export const fixOf = (problem: PublishProblemView, businessId: string, restaurantId: string): { readonly label: string; readonly path: string | null } => ({
  label: problem.itemName === null ? MODULE_LABEL[problem.module] : `${MODULE_LABEL[problem.module]} · ${problem.itemName}`,
  path: problem.module === "in-house-delivery" ? restaurantSettingsPath(businessId, restaurantId, "in-house-delivery") : null,
});

export const priceText = (minor: number | null): string => (minor === null ? "—" : (minor / 100).toFixed(2));

const FIELD_LABEL: Readonly<Record<DriftEntryView["fields"][number], string>> = {
  name: "name", price: "price", availability: "availability", category: "category", sellingTime: "selling time", addons: "add-ons",
};

export const changeText = (entry: DriftEntryView, platform: DeliveryPlatform): string => {
  if (entry.kind === "added") return `Not on ${PLATFORM_NAME[platform]} yet`;
  if (entry.kind === "removed") return `Only on ${PLATFORM_NAME[platform]}`;
  return `Changed: ${entry.fields.map((f) => FIELD_LABEL[f]).join(", ")}`;
};

export const whenText = (iso: string | null): string => (iso === null ? "—" : new Date(iso).toLocaleString());
