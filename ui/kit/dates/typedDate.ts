// Owns: what a date field holds while a person types (spec 1 §5 "Date input ... must be a valid date
// in YYYY/MM/DD"): the text shown and the value handed to the form.
// Decisions where the spec is silent:
// - Forms keep ISO days ("2026-11-12") in state; the field shows and accepts "2026/11/12". A pasted
//   ISO day is accepted too (the voucher and birthday rules already read both forms).
// - Text that is not a real date is handed to the form as typed, so the form's own rule refuses it
//   ('Invalid date') and nothing is saved; an empty field is null.
import { Temporal } from "temporal-polyfill";
import { formatInputDate, parseInputDate } from "../../../domain/shared/calendarDate";

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The day `text` names in either accepted form, or null. */
export const typedDay = (text: string): Temporal.PlainDate | null => {
  const trimmed = text.trim();
  return parseInputDate(ISO_DAY.test(trimmed) ? trimmed.replaceAll("-", "/") : trimmed);
};

/** The form's value for what is typed: null when empty, the ISO day when real, else the text itself. */
export const valueOfText = (text: string): string | null => {
  if (text.trim() === "") return null;
  return typedDay(text)?.toString() ?? text;
};

/** The text a field shows for a form value: "YYYY/MM/DD" for a day, anything else unchanged. */
export const textOfValue = (value: string | null): string => {
  if (value === null) return "";
  const day = typedDay(value);
  return day === null ? value : formatInputDate(day);
};

/** Whether the text is filled in but names no real day. */
export const isInvalidText = (text: string): boolean => text.trim() !== "" && typedDay(text) === null;
