// The bare day input shared by the date field and the date-range field: a text box typed as
// YYYY/MM/DD (spec 1 §5), whatever the browser's locale, and a button that opens a month calendar
// for those who would rather pick. It holds no state: the text is the caller's.
// Decision where the spec is silent: the calendar is a helper beside the text box, never opened by
// focusing it, so typing is never interrupted; picking a day writes it as YYYY/MM/DD and closes it.
import { Button } from "primereact/button";
import { Calendar } from "primereact/calendar";
import { InputText } from "primereact/inputtext";
import { OverlayPanel } from "primereact/overlaypanel";
import { useRef, useState } from "react";
import { Temporal } from "temporal-polyfill";
import { formatInputDate } from "../../../domain/shared/calendarDate";
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
  readonly describedBy?: string | undefined;
}

// PrimeReact's calendar works in local Dates; only the year, month and day cross the boundary.
const localDate = (day: Temporal.PlainDate): Date => new Date(day.year, day.month - 1, day.day);
const plainDay = (date: Date): Temporal.PlainDate =>
  Temporal.PlainDate.from({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() });

export const DateInput = ({ id, text, onText, name, invalid, onBlur, ariaLabel, describedBy }: DateInputProps) => {
  const panel = useRef<OverlayPanel>(null);
  const [open, setOpen] = useState(false);
  const day = typedDay(text);
  return (
    <div className={styles.input}>
      <InputText
        id={id}
        className={styles.text}
        value={text}
        placeholder={DATE_PLACEHOLDER}
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        aria-label={ariaLabel}
        aria-describedby={describedBy}
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
      <OverlayPanel ref={panel} onShow={() => setOpen(true)} onHide={() => setOpen(false)}>
        <div role="dialog" aria-label="Calendar">
          <Calendar
            inline
            value={day === null ? null : localDate(day)}
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
