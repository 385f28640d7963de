// Owns: the words of the restaurant's Delivery page: a sync status's label and colour, a pause's
// choices, where each pre-publish problem is fixed (the screen's name, and its address when the
// back office has that screen), money in minor units as text, and a drift entry's change.
import type { DriftEntryView, MenuSyncStatus, PublishProblemView } from "../../../../domain/delivery/deliveryViews";
import type { PauseDuration } from "../../../../domain/delivery/storeStatus";
import { restaurantSettingsPath } from "../../../app/paths/restaurantPaths";

export const SYNC_LABEL: Readonly<Record<MenuSyncStatus["status"], { readonly label: string; readonly severity: "info" | "warning" | "success" | "danger" | "secondary" }>> = {
  never: { label: "Never synced", severity: "secondary" },
  queued: { label: "Queued on GrabFood", severity: "info" },
  inProgress: { label: "GrabFood is processing", severity: "warning" },
  success: { label: "Synced", severity: "success" },
  failed: { label: "Failed", severity: "danger" },
};

export const PAUSE_OPTIONS: ReadonlyArray<{ readonly label: string; readonly value: PauseDuration }> = [
  { label: "30 minutes", value: "30m" },
  { label: "1 hour", value: "1h" },
  { label: "24 hours", value: "24h" },
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

export const changeText = (entry: DriftEntryView): string => {
  if (entry.kind === "added") return "Not on GrabFood yet";
  if (entry.kind === "removed") return "Only on GrabFood";
  return `Changed: ${entry.fields.map((f) => FIELD_LABEL[f]).join(", ")}`;
};

export const whenText = (iso: string | null): string => (iso === null ? "—" : new Date(iso).toLocaleString());
