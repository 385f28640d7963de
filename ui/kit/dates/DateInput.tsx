// The bare day input shared by the date field and the date-range field: a text box typed as
// YYYY/MM/DD (spec 1 §5), whatever the browser's locale, and a button that opens a month calendar
// for those who would rather pick. It holds no state: the text is the caller's.
// Decision where the spec is silent: the calendar is a helper beside the text box, never opened by
// focusing it, so typing is never interrupted; picking a day writes it as YYYY/MM/DD and closes it.
import { Button } from "primereact/button";
import { Calendar } from "primereact/calendar";
import { InputText } from "primereact/inputtext";
import { OverlayPanel } from "primereact/overlaypanel";
import { useEffect, useMemo, useRef, useState } from "react";
import { Temporal } from "temporal-polyfill";
import { formatInputDate } from "../../../domain/shared/calendarDate";
import { CALENDAR_PASS_THROUGH, CalendarDay } from "./calendarAccessibility";
import styles from "./dates.module.css";
import { typedDay } from "./typedDate";

export const DATE_PLACEHOLDER = "YYYY/MM/DD";

export interface DateInputProps {
  readonly id: string;
  readonly text: string;
  readonly onText: (text: string) => void;
  /** What the calendar button's tooltip says it picks, e.g. "Start date" (its name stays "Open
   *  calendar" so a search by the field's label finds only the text box). */
  readonly name: string;
  readonly invalid: boolean;
  readonly onBlur?: () => void;
  /** An accessible name when no <label> points at the input (the two ends of a range). */
  readonly ariaLabel?: string | undefined;
}

// PrimeReact's calendar works in local Dates; only the year, month and day cross the boundary.
const localDate = (day: Temporal.PlainDate): Date => new Date(day.year, day.month - 1, day.day);
const plainDay = (date: Date): Temporal.PlainDate =>
  Temporal.PlainDate.from({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() });

export const DateInput = ({ id, text, onText, name, invalid, onBlur, ariaLabel }: DateInputProps) => {
  const panel = useRef<OverlayPanel>(null);
  const calendar = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  // One Date per typed text: a new object at every render would make the calendar start over.
  const chosen = useMemo(() => {
    const day = typedDay(text);
    return day === null ? null : localDate(day);
  }, [text]);
  // The calendar opens on the chosen day (else today) with the keyboard on it; closing it gives the
  // keyboard back to the text box.
  const show = () => setOpen(true);
  useEffect(() => {
    if (!open) return;
    const days = calendar.current?.querySelectorAll<HTMLElement>('[data-pc-section="daylabel"]');
    const focusable = calendar.current?.querySelector<HTMLElement>('[data-pc-section="daylabel"][tabindex="0"]');
    (focusable ?? days?.[0])?.focus();
  }, [open]);
  // Whether the keyboard is in the calendar (a click elsewhere takes it out, and keeps it there).
  const inside = useRef(false);
  const hide = () => {
    setOpen(false);
    if (inside.current) input.current?.focus();
    inside.current = false;
  };
  return (
    <div className={styles.input}>
      <InputText
        id={id}
        ref={input}
        className={styles.text}
        value={text}
        placeholder={DATE_PLACEHOLDER}
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        aria-label={ariaLabel}
        aria-invalid={invalid}
        invalid={invalid}
        onChange={(event) => onText(event.target.value)}
        onBlur={onBlur}
      />
      <Button
        type="button"
        icon="pi pi-calendar"
        outlined
        className={styles.open}
        aria-label="Open calendar"
        title={`Pick the ${name.toLowerCase()} on a calendar`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={(event) => panel.current?.toggle(event)}
      />
      <OverlayPanel ref={panel} onShow={show} onHide={hide}>
        <div
          ref={calendar}
          role="dialog"
          aria-label="Calendar"
          onFocus={() => (inside.current = true)}
          onBlur={(event) => (inside.current = calendar.current?.contains(event.relatedTarget) === true)}
        >
          <Calendar
            inline
            pt={CALENDAR_PASS_THROUGH}
            dateTemplate={CalendarDay}
            value={chosen}
            onChange={(event) => {
              if (event.value instanceof Date) onText(formatInputDate(plainDay(event.value)));
              panel.current?.hide();
            }}
          />
        </div>
      </OverlayPanel>
    </div>
  );
};
