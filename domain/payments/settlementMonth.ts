// Owns: the settlement period a payment falls in (issue 18 "settlements with totals per
// restaurant and period"): the calendar month ("YYYY-MM") of its instant in the restaurant's time
// zone, and the months a settlement list may ask for.
// Decision where the spec is silent: a settlement period is one calendar month, the usual payout
// cycle; a month is read where the restaurant is, so a bill closed at 00:30 on the 1st in Kuala
// Lumpur (16:30 UTC on the last day before) settles in the new month. The zone is the
// restaurant's when the payment is recorded (a later change of zone moves nothing).
import { Schema } from "effect";
import { Temporal } from "temporal-polyfill";
import { monthInZone } from "../shared/instantCalendar";

export const INVALID_MONTH = "Invalid month";

/** A settlement month, "YYYY-MM". */
export const SettlementMonth = Schema.String.check(Schema.isPattern(/^\d{4}-(0[1-9]|1[0-2])$/, { message: INVALID_MONTH }));

/** The month an instant falls in, where `timeZone` keeps its calendar. */
export const settlementMonthOf = (instant: string, timeZone: string): string => monthInZone(instant, timeZone);

/** The month before `month`. */
export const previousMonth = (month: string): string => Temporal.PlainYearMonth.from(month).subtract({ months: 1 }).toString();
