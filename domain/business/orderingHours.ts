// Whether each ordering channel of a restaurant (feedme-delivery, in-house-delivery, pickup,
// dine-in) takes orders at an instant: its setting group is written, enabled, and its operating
// hours cover the instant in the restaurant's time zone (operatingHours.ts).
// Decision where the spec is silent: a restaurant without a restaurant-setting time zone is read
// in Malaysia's (the default country, spec 1 §9).
import type { Temporal } from "temporal-polyfill";
import { COUNTRY_CONFIGS, DEFAULT_COUNTRY_CODE } from "../shared/country";
import { type OperatingHours, isOpenAtInstant } from "./operatingHours";

export const ORDERING_GROUPS = ["feedme-delivery", "in-house-delivery", "pickup", "dine-in"] as const;
export type OrderingGroup = (typeof ORDERING_GROUPS)[number];
export const DEFAULT_TIME_ZONE = COUNTRY_CONFIGS[DEFAULT_COUNTRY_CODE].timeZone;

type OrderingSetting = { readonly enable: boolean; readonly operatingHours: OperatingHours } | null | undefined;

export const openForOrders = (
  settings: { readonly [G in OrderingGroup]?: OrderingSetting },
  instant: Temporal.Instant,
  timeZone: string = DEFAULT_TIME_ZONE,
): { readonly [G in OrderingGroup]: boolean } => {
  const open = (setting: OrderingSetting): boolean =>
    setting !== null && setting !== undefined && setting.enable && isOpenAtInstant(setting.operatingHours, instant, timeZone);
  return {
    "feedme-delivery": open(settings["feedme-delivery"]),
    "in-house-delivery": open(settings["in-house-delivery"]),
    pickup: open(settings.pickup),
    "dine-in": open(settings["dine-in"]),
  };
};
