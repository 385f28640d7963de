// The validity scheduler (spec 3 §2 "validity scheduler with custom periods", §4 "Validity is
// either dynamic (valid for N days after claim) or a fixed custom period", §5 time period): a
// choice between valid for N days after claim and a custom period from a first to a last day,
// then the time of day it can be used (start 00:00 and end 23:59 by default, HH:mm).
// Controlled; the caller's rules give the messages, by the keys of `ValidityErrors`.
// Decision where the spec is silent: the custom period's days are calendar days of the
// business (typed YYYY/MM/DD, kept as ISO days), both included.
import { RadioButton } from "primereact/radiobutton";
import { useId } from "react";
import type { TimePeriod } from "../../../domain/shared/timeOfDay";
import { NumberField } from "../forms/NumberField";
import { DateField } from "../dates/DateField";
import styles from "./scheduler.module.css";
import { TimeField } from "../inputs/TimeField";

export interface ValidityValue {
  readonly validity: "dynamic" | "fixed";
  readonly validFor: number | null;
  readonly validSince: string | null;
  readonly validUntil: string | null;
  readonly timePeriod: TimePeriod;
}

export interface ValidityErrors {
  readonly validFor?: string | undefined;
  readonly validSince?: string | undefined;
  readonly validUntil?: string | undefined;
  readonly start?: string | undefined;
  readonly end?: string | undefined;
}

export interface ValiditySchedulerProps {
  readonly value: ValidityValue;
  readonly errors: ValidityErrors;
  readonly onChange: (patch: Partial<ValidityValue>) => void;
}

export const ValidityScheduler = ({ value, errors, onChange }: ValiditySchedulerProps) => {
  const id = useId();
  const choice = (kind: ValidityValue["validity"], label: string) => (
    <label className={styles.radio} htmlFor={`${id}-${kind}`}>
      <RadioButton inputId={`${id}-${kind}`} checked={value.validity === kind} onChange={() => onChange({ validity: kind })} />
      <span>{label}</span>
    </label>
  );
  return (
    <section className={styles.scheduler} aria-label="Validity">
      <h3 className={styles.title}>Validity</h3>
      <div className={styles.radios} role="radiogroup" aria-label="Validity kind">
        {choice("dynamic", "Valid for N days after claim")}
        {choice("fixed", "Fixed period")}
      </div>
      <div className={styles.grid}>
        {value.validity === "dynamic" ? (
          <NumberField label="Valid for (days)" value={value.validFor ?? 0} error={errors.validFor} onChange={(validFor) => onChange({ validFor })} />
        ) : (
          <>
            <DateField label="Valid from" value={value.validSince} error={errors.validSince} onChange={(validSince) => onChange({ validSince })} />
            <DateField label="Valid until" value={value.validUntil} error={errors.validUntil} onChange={(validUntil) => onChange({ validUntil })} />
          </>
        )}
      </div>
      <div className={styles.grid}>
        <TimeField label="Available from" value={value.timePeriod.start} error={errors.start} onChange={(start) => onChange({ timePeriod: { ...value.timePeriod, start } })} />
        <TimeField label="Available until" value={value.timePeriod.end} error={errors.end} onChange={(end) => onChange({ timePeriod: { ...value.timePeriod, end } })} />
      </div>
    </section>
  );
};
