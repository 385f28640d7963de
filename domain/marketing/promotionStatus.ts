// Owns: the derived status of a promotion (spec 3 §4): incoming before its start day, ongoing
// from the start day through the end day inclusive, expired after; a promotion without an end
// is daily (available every day from its start). Days are calendar days in the business time
// zone. Colours (spec 3 §2): incoming orange, expired red, otherwise active teal.
// Decision where the spec is silent: the spec reads "ongoing when there is no end", and also
// "incoming before start"; a promotion without an end whose start is still ahead is incoming
// (it cannot be running before it starts). No start means it started at creation.
import type { Temporal } from "temporal-polyfill";
import { dateInZone } from "../shared/calendarDate";

export const PROMOTION_STATUSES = ["incoming", "ongoing", "expired"] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

export const PROMOTION_STATUS_COLOURS: Readonly<Record<PromotionStatus, "orange" | "teal" | "red">> = {
  incoming: "orange",
  ongoing: "teal",
  expired: "red",
};

/** Start and end days as "YYYY-MM-DD" (ISO order compares as text); null: open on that side. */
export interface PromotionPeriod {
  readonly start: string | null;
  readonly end: string | null;
}

/** The status on calendar day `today` ("YYYY-MM-DD"). */
export const promotionStatusOn = (period: PromotionPeriod, today: string): PromotionStatus => {
  if (period.start !== null && today < period.start) return "incoming";
  if (period.end === null || today <= period.end) return "ongoing";
  return "expired";
};

/** The status at an instant, read as a day in the business time zone. */
export const promotionStatusAt = (period: PromotionPeriod, now: Temporal.Instant, timeZone: string): PromotionStatus =>
  promotionStatusOn(period, dateInZone(now, timeZone).toString());
