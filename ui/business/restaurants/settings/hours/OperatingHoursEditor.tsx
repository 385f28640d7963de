// The operating hours of a service (spec 1 §3): for each weekday whether it is open and its
// HH:mm periods, with 'Invalid time' under a period that is not 24-hour HH:mm. `errors` are keyed
// relative to the week ("3.hours.0.end").
import { Button } from "primereact/button";
import { InputSwitch } from "primereact/inputswitch";
import { InputText } from "primereact/inputtext";
import type { OperatingHours } from "../../../../../domain/business/operatingHours";
import type { FieldErrors } from "../../../../kit/forms/schemaErrors";
import styles from "./hours.module.css";
import { LISTED_WEEKDAYS, WEEKDAY_NAMES, addPeriod, removePeriod, setDayOpen, setPeriodTime } from "./weekHours";

export interface OperatingHoursEditorProps {
  readonly week: OperatingHours;
  readonly errors: FieldErrors;
  readonly onChange: (week: OperatingHours) => void;
}

interface TimeInputProps {
  readonly label: string;
  readonly value: string;
  readonly error: string | undefined;
  readonly onChange: (time: string) => void;
}

const TimeInput = ({ label, value, error, onChange }: TimeInputProps) => (
  <span className={styles.time}>
    <InputText
      value={value}
      aria-label={label}
      placeholder="HH:mm"
      maxLength={5}
      inputMode="numeric"
      invalid={error !== undefined}
      className={styles.timeInput}
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => onChange(value.trim())}
    />
    {error === undefined ? null : (
      <small className="p-error" role="alert">
        {error}
      </small>
    )}
  </span>
);

export const OperatingHoursEditor = ({ week, errors, onChange }: OperatingHoursEditorProps) => (
  <div className={styles.week}>
    {LISTED_WEEKDAYS.map((weekday) => {
      const day = week[weekday];
      if (day === undefined) return null;
      const name = WEEKDAY_NAMES[weekday];
      return (
        <div key={weekday} className={styles.day}>
          <label className={styles.dayName}>
            <InputSwitch checked={day.enable} onChange={(event) => onChange(setDayOpen(week, weekday, event.value))} aria-label={`${name} open`} />
            <span>{name}</span>
          </label>
          <div className={styles.periods}>
            {day.enable ? (
              <>
                {day.hours.map((period, index) => (
                  <div key={index} className={styles.period}>
                    <TimeInput
                      label={`${name} opens`}
                      value={period.start}
                      error={errors[`${weekday}.hours.${index}.start`]}
                      onChange={(time) => onChange(setPeriodTime(week, weekday, index, "start", time))}
                    />
                    <span className={styles.to}>to</span>
                    <TimeInput
                      label={`${name} closes`}
                      value={period.end}
                      error={errors[`${weekday}.hours.${index}.end`]}
                      onChange={(time) => onChange(setPeriodTime(week, weekday, index, "end", time))}
                    />
                    <Button
                      type="button"
                      icon="pi pi-times"
                      text
                      rounded
                      severity="secondary"
                      aria-label={`Remove ${name} period ${index + 1}`}
                      onClick={() => onChange(removePeriod(week, weekday, index))}
                    />
                  </div>
                ))}
                <Button
                  type="button"
                  label="Add hours"
                  icon="pi pi-plus"
                  text
                  size="small"
                  className={styles.add}
                  onClick={() => onChange(addPeriod(week, weekday))}
                />
              </>
            ) : (
              <span className={styles.closed}>Closed</span>
            )}
          </div>
        </div>
      );
    })}
  </div>
);
