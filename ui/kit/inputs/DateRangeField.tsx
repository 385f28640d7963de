// The date-range input of spec 1 §2: a first and a last day (inclusive) with the presets Today,
// Yesterday, Last week (7 days including today) and Last 30 days (domain/shared/dateRangePresets.ts),
// computed in the business's time zone.
// Decisions where the spec is silent: days are typed with the browser's date input; a last day
// before the first says 'End date must not be before start date'; either day may be cleared,
// which empties the range (null). The field keeps what is typed; `value` seeds it when mounted
// (a form that reloads its document remounts its fields).
import { Button } from "primereact/button";
import { InputText } from "primereact/inputtext";
import { useId, useState } from "react";
import { Temporal } from "temporal-polyfill";
import { DATE_RANGE_PRESETS, DATE_RANGE_PRESET_LABELS, type DateRange, presetDateRange } from "../../../domain/shared/dateRangePresets";
import { Field } from "../forms/Field";
import formStyles from "../forms/forms.module.css";
import styles from "./inputs.module.css";

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

const parseDay = (text: string): Temporal.PlainDate | null => {
  try {
    return text === "" ? null : Temporal.PlainDate.from(text);
  } catch {
    return null;
  }
};

export const DateRangeField = ({ label, value, onChange, timeZone, now = () => Temporal.Now.instant(), error }: DateRangeFieldProps) => {
  const id = useId();
  const [draft, setDraft] = useState({ start: value?.start.toString() ?? "", end: value?.end.toString() ?? "" });
  const shown = draft;
  const start = parseDay(shown.start);
  const end = parseDay(shown.end);
  const backwards = start !== null && end !== null && Temporal.PlainDate.compare(end, start) < 0;

  const type = (next: { start: string; end: string }) => {
    setDraft(next);
    const first = parseDay(next.start);
    const last = parseDay(next.end);
    onChange(first !== null && last !== null && Temporal.PlainDate.compare(last, first) >= 0 ? { start: first, end: last } : null);
  };
  const choose = (range: DateRange) => {
    setDraft({ start: range.start.toString(), end: range.end.toString() });
    onChange(range);
  };

  return (
    <Field id={id} label={label} error={error ?? (backwards ? END_BEFORE_START : undefined)}>
      <div className={styles.pair}>
        <InputText id={id} type="date" aria-label={`${label} from`} className={formStyles.control} value={shown.start} onChange={(event) => type({ ...shown, start: event.target.value })} />
        <span className={styles.separator}>to</span>
        <InputText type="date" aria-label={`${label} to`} className={formStyles.control} value={shown.end} onChange={(event) => type({ ...shown, end: event.target.value })} />
      </div>
      <div className={styles.presets}>
        {DATE_RANGE_PRESETS.map((preset) => (
          <Button
            key={preset}
            type="button"
            size="small"
            outlined
            label={DATE_RANGE_PRESET_LABELS[preset]}
            onClick={() => choose(presetDateRange(preset, now(), timeZone))}
          />
        ))}
      </div>
    </Field>
  );
};
