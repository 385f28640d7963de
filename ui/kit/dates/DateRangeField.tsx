// The one date-range field (spec 1 §2, spec 2 §2): a first and a last day, both included, typed as
// YYYY/MM/DD like every date field, with the presets Today, Yesterday, Last week (7 days including
// today) and Last 30 days (domain/shared/dateRangePresets.ts) computed in the business's time zone.
// Decisions where the spec is silent: a day that names no date says 'Invalid date' once left; a
// last day before the first says 'End date must not be before start date'; an incomplete or wrong
// range is handed on as null. The field keeps what is typed; `value` seeds it when mounted.
import { Button } from "primereact/button";
import { useId, useState } from "react";
import { Temporal } from "temporal-polyfill";
import { formatInputDate, INVALID_DATE } from "../../../domain/shared/calendarDate";
import { DATE_RANGE_PRESETS, DATE_RANGE_PRESET_LABELS, type DateRange, presetDateRange } from "../../../domain/shared/dateRangePresets";
import formStyles from "../forms/forms.module.css";
import { DateInput } from "./DateInput";
import styles from "./dates.module.css";
import { isInvalidText, typedDay } from "./typedDate";

export const END_BEFORE_START = "End date must not be before start date";

export interface DateRangeFieldProps {
  readonly label: string;
  readonly value: DateRange | null;
  readonly onChange: (value: DateRange | null) => void;
  readonly timeZone: string;
  /** The clock the presets read (tests pass a fixed instant). */
  readonly now?: () => Temporal.Instant;
  readonly error?: string | undefined;
}

type Ends = { readonly start: string; readonly end: string };

const rangeOf = (ends: Ends): DateRange | null => {
  const start = typedDay(ends.start);
  const end = typedDay(ends.end);
  return start !== null && end !== null && Temporal.PlainDate.compare(end, start) >= 0 ? { start, end } : null;
};

const problemOf = (ends: Ends, left: boolean): string | undefined => {
  if (left && (isInvalidText(ends.start) || isInvalidText(ends.end))) return INVALID_DATE;
  const start = typedDay(ends.start);
  const end = typedDay(ends.end);
  return start !== null && end !== null && Temporal.PlainDate.compare(end, start) < 0 ? END_BEFORE_START : undefined;
};

export const DateRangeField = ({ label, value, onChange, timeZone, now = () => Temporal.Now.instant(), error }: DateRangeFieldProps) => {
  const id = useId();
  const [ends, setEnds] = useState<Ends>({ start: value ? formatInputDate(value.start) : "", end: value ? formatInputDate(value.end) : "" });
  const [left, setLeft] = useState(false);
  const type = (next: Ends) => {
    setEnds(next);
    onChange(rangeOf(next));
  };
  const choose = (range: DateRange) => type({ start: formatInputDate(range.start), end: formatInputDate(range.end) });
  const shown = error ?? problemOf(ends, left);
  return (
    <fieldset className={styles.group} aria-describedby={shown === undefined ? undefined : `${id}-error`}>
      <legend className={formStyles.label}>{label}</legend>
      <div className={styles.pair}>
        <DateInput
          id={`${id}-from`}
          text={ends.start}
          onText={(start) => type({ ...ends, start })}
          name={`${label} from`}
          ariaLabel={`${label} from`}
          invalid={shown !== undefined && (isInvalidText(ends.start) || shown === END_BEFORE_START)}
          onBlur={() => setLeft(true)}
        />
        <span className={styles.separator} aria-hidden="true">–</span>
        <DateInput
          id={`${id}-to`}
          text={ends.end}
          onText={(end) => type({ ...ends, end })}
          name={`${label} to`}
          ariaLabel={`${label} to`}
          invalid={shown !== undefined && (isInvalidText(ends.end) || shown === END_BEFORE_START)}
          onBlur={() => setLeft(true)}
        />
      </div>
      {shown === undefined ? null : (
        <small id={`${id}-error`} className={`p-error ${formStyles.error}`} role="alert">
          {shown}
        </small>
      )}
      <div className={styles.presets} role="group" aria-label={`${label} presets`}>
        {DATE_RANGE_PRESETS.map((preset) => (
          <Button key={preset} type="button" size="small" outlined label={DATE_RANGE_PRESET_LABELS[preset]} onClick={() => choose(presetDateRange(preset, now(), timeZone))} />
        ))}
      </div>
    </fieldset>
  );
};
