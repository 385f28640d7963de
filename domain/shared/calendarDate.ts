// Owns: calendar dates as typed in date inputs, "YYYY/MM/DD" (spec 1 §5), and the display
// forms of spec 1 §9 and spec 2 §9: DD/MM/YYYY, voucher dates 'D MMM YYYY', title expiry
// 'MMM DD, YYYY'; and a period of two shown dates, "<from> – <to>" (issue 19: one way in every
// list). Dates are Temporal.PlainDate: no time, no zone.
// Decisions (spec silent):
// - The spec gives no message for a bad date; we use 'Invalid date'. An optional input may be
//   empty; a required one may not ('Invalid date' too).
// - Real dates only ("2024/02/30" is invalid), four-digit years 0001-9999, two-digit month and
//   day. Month names are English abbreviations, whatever the locale.
import { Schema } from "effect";
import { Temporal } from "temporal-polyfill";

export const INVALID_DATE = "Invalid date";

const INPUT_DATE = /^(\d{4})\/(\d{2})\/(\d{2})$/;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const pad = (n: number, width: number): string => String(n).padStart(width, "0");
const monthName = (date: Temporal.PlainDate): string => MONTHS[date.month - 1] ?? "";

/** "2024/02/29" -> PlainDate 2024-02-29; null for any other text or an impossible date. */
export const parseInputDate = (text: string): Temporal.PlainDate | null => {
  const match = INPUT_DATE.exec(text.trim());
  if (match === null) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1) return null;
  try {
    return Temporal.PlainDate.from({ year, month, day }, { overflow: "reject" });
  } catch {
    return null;
  }
};

/** null when acceptable; 'Invalid date' when malformed, or empty while required. */
export const checkInputDate = (text: string, optional: boolean): string | null => {
  if (text.trim() === "") return optional ? null : INVALID_DATE;
  return parseInputDate(text) === null ? INVALID_DATE : null;
};

/** PlainDate -> "2024/02/29", the input form. */
export const formatInputDate = (date: Temporal.PlainDate): string =>
  `${pad(date.year, 4)}/${pad(date.month, 2)}/${pad(date.day, 2)}`;

/** PlainDate -> "29/02/2024", how dates are shown (spec 1 §9). */
export const formatDisplayDate = (date: Temporal.PlainDate): string =>
  `${pad(date.day, 2)}/${pad(date.month, 2)}/${pad(date.year, 4)}`;

/** PlainDate -> "9 Feb 2024", voucher dates 'D MMM YYYY'. */
export const formatVoucherDate = (date: Temporal.PlainDate): string =>
  `${date.day} ${monthName(date)} ${pad(date.year, 4)}`;

/** PlainDate -> "Feb 09, 2024", title expiry 'MMM DD, YYYY'. */
export const formatTitleExpiryDate = (date: Temporal.PlainDate): string =>
  `${monthName(date)} ${pad(date.day, 2)}, ${pad(date.year, 4)}`;

/** Two dates already shown in one of the forms above as a period: "12/11/2026 – 25/01/2027". */
export const formatPeriod = (from: string, to: string): string => `${from} – ${to}`;

/** The calendar date of an instant in a time zone (a business's "today"). */
export const dateInZone = (instant: Temporal.Instant, timeZone: string): Temporal.PlainDate =>
  instant.toZonedDateTimeISO(timeZone).toPlainDate();

/** A required "YYYY/MM/DD" string field ('Invalid date'). */
export const InputDateSchema = Schema.String.check(
  Schema.makeFilter((text: string) => parseInputDate(text) !== null || INVALID_DATE),
);
