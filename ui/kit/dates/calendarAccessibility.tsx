// Owns: what the month calendar beside a date field says to assistive technology. PrimeReact's
// calendar puts aria-selected on a plain span and names cells and title buttons with words that
// are not their visible text (axe: aria-allowed-attr, label-content-name-mismatch); this gives
// each day a button role that is pressed when chosen and a name that starts with its visible number
// ("12 Nov 2026"), and leaves the month and year buttons named by what they show.
import type { CalendarDateTemplateEvent, CalendarPassThroughOptions } from "primereact/calendar";
import { Temporal } from "temporal-polyfill";
import { formatVoucherDate } from "../../../domain/shared/calendarDate";

export const CALENDAR_PASS_THROUGH: CalendarPassThroughOptions = {
  day: { "aria-label": undefined },
  // At run time a day label's context is { selected, disabled } (primereact/calendar createDateCellContent).
  dayLabel: (options) => ({ role: "button", "aria-selected": undefined, "aria-pressed": (options?.context as { selected?: boolean } | undefined)?.selected === true }),
  monthTitle: { "aria-label": undefined },
  yearTitle: { "aria-label": undefined },
};

/** A day cell: its number, and the whole date for those who hear it. */
export const CalendarDay = (date: CalendarDateTemplateEvent) => (
  <>
    <span aria-hidden="true">{date.day}</span>
    <span className="p-hidden-accessible">{formatVoucherDate(Temporal.PlainDate.from({ year: date.year, month: date.month + 1, day: date.day }))}</span>
  </>
);
