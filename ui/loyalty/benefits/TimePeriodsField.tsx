// A basic benefit's time periods (spec 2 §3 scheduler timePeriod, §5 'Invalid time'): each a
// start and an end as HH:mm; a new period is 00:00-23:59. Decision where the spec is silent: at
// least one period stays (the server's default is one whole-day period).
import { Button } from "primereact/button";
import { DEFAULT_TIME_PERIOD, type TimePeriod } from "../../../domain/shared/timeOfDay";
import type { DraftErrors } from "../../../machines/loyalty/benefitDraft";
import { TimeField } from "../../kit/inputs/TimeField";
import styles from "./benefits.module.css";

export interface TimePeriodsFieldProps {
  readonly value: ReadonlyArray<TimePeriod>;
  readonly errors: DraftErrors;
  readonly onChange: (periods: ReadonlyArray<TimePeriod>) => void;
}

const PATH = "options.scheduler.timePeriod";

export const TimePeriodsField = ({ value, errors, onChange }: TimePeriodsFieldProps) => {
  const set = (index: number, change: Partial<TimePeriod>) => onChange(value.map((period, at) => (at === index ? { ...period, ...change } : period)));
  return (
    <fieldset className={styles.periods}>
      <legend className={styles.legend}>Time periods</legend>
      {value.map((period, index) => (
        <div key={index} className={styles.period}>
          <TimeField label="From" value={period.start} error={errors[`${PATH}.${index}.start`]} onChange={(start) => set(index, { start })} />
          <TimeField label="To" value={period.end} error={errors[`${PATH}.${index}.end`]} onChange={(end) => set(index, { end })} />
          <Button
            icon="pi pi-trash"
            text
            severity="danger"
            aria-label={`Remove time period ${index + 1}`}
            disabled={value.length === 1}
            onClick={() => onChange(value.filter((_, at) => at !== index))}
          />
        </div>
      ))}
      <div>
        <Button label="Add time period" icon="pi pi-plus" text size="small" onClick={() => onChange([...value, DEFAULT_TIME_PERIOD])} />
      </div>
    </fieldset>
  );
};
