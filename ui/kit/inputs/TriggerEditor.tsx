// The cron/trigger scheduler editor (spec 1 §2; spec 2 §4 trigger presets; spec 4 §4 scheduler
// editor): a preset (Anytime, Weekly, Month and day, Birthday, Custom) and its fields, the
// spec's message under it once edited, and when the trigger is a valid cron the preview
// 'Next distribute DD/MM/YYYY' and the next five runs (date and time) in the business's time
// zone. Form logic: triggerForm.ts.
// Decisions where the spec is silent: Birthday is offered unless `allowBirthday` is false (a
// menu scheduler has no member); every change hands the new result (trigger or problem) up.
import { Checkbox } from "primereact/checkbox";
import { InputText } from "primereact/inputtext";
import { RadioButton } from "primereact/radiobutton";
import { SelectButton } from "primereact/selectbutton";
import { useId, useState } from "react";
import { Temporal } from "temporal-polyfill";
import { TRIGGER_PRESETS, type TriggerPreset, nextDistributeText } from "../../../domain/loyalty/cronSchedule";
import formStyles from "../forms/forms.module.css";
import styles from "./inputs.module.css";
import { type BirthdayKind, PRESET_LABELS, type Trigger, type TriggerDraft, type TriggerResult, draftOf, nextRunTexts, triggerOf } from "./triggerForm";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const BIRTHDAY_KINDS: ReadonlyArray<{ readonly kind: BirthdayKind; readonly label: string }> = [
  { kind: "before", label: "Days before the birthday" },
  { kind: "startOfWeek", label: "Start of the birthday week" },
  { kind: "startOfMonth", label: "Start of the birthday month" },
];

export interface TriggerEditorProps {
  readonly label: string;
  readonly value: Trigger | null;
  readonly onChange: (result: TriggerResult) => void;
  readonly timeZone: string;
  readonly allowBirthday?: boolean;
  /** The clock of the preview (tests pass a fixed instant). */
  readonly now?: () => Temporal.Instant;
  /** Show the problem before any edit (a form that was submitted). */
  readonly showProblem?: boolean;
}

const toggled = (list: ReadonlyArray<number>, value: number, on: boolean): ReadonlyArray<number> =>
  on ? [...new Set([...list, value])].sort((a, b) => a - b) : list.filter((item) => item !== value);

export const TriggerEditor = ({ label, value, onChange, timeZone, allowBirthday = true, now = () => Temporal.Now.instant(), showProblem = false }: TriggerEditorProps) => {
  const id = useId();
  const [draft, setDraft] = useState<TriggerDraft>(() => draftOf(value));
  const [edited, setEdited] = useState(false);
  const result = triggerOf(draft);
  const change = (next: Partial<TriggerDraft>) => {
    const updated = { ...draft, ...next };
    setDraft(updated);
    setEdited(true);
    onChange(triggerOf(updated));
  };
  const presets = TRIGGER_PRESETS.filter((preset) => allowBirthday || preset !== "birthday").map((preset) => ({ label: PRESET_LABELS[preset], value: preset }));
  const checks = (names: ReadonlyArray<string>, chosen: ReadonlyArray<number>, offset: number, onToggle: (value: number, on: boolean) => void) => (
    <div className={styles.options}>
      {names.map((name, index) => (
        <label key={name} htmlFor={`${id}-${name}`} className={styles.option}>
          <Checkbox inputId={`${id}-${name}`} checked={chosen.includes(index + offset)} onChange={(event) => onToggle(index + offset, event.checked === true)} />
          <span>{name}</span>
        </label>
      ))}
    </div>
  );

  return (
    <fieldset className={`${formStyles.field} ${formStyles.wide} ${formStyles.fieldset}`}>
      <legend className={formStyles.label}>{label}</legend>
      <SelectButton
        value={draft.preset}
        options={presets}
        allowEmpty={false}
        onChange={(event) => change({ preset: event.value as TriggerPreset })}
        aria-label={`${label} preset`}
      />
      {draft.preset === "weekly" ? checks(WEEKDAYS, draft.weekdays, 0, (day, on) => change({ weekdays: toggled(draft.weekdays, day, on) })) : null}
      {draft.preset === "monthDay" ? (
        <>
          <label htmlFor={`${id}-day`} className={formStyles.label}>Day of the month</label>
          <InputText id={`${id}-day`} inputMode="numeric" className={formStyles.control} value={draft.day} onChange={(event) => change({ day: event.target.value })} />
          {checks(MONTHS, draft.months, 1, (month, on) => change({ months: toggled(draft.months, month, on) }))}
        </>
      ) : null}
      {draft.preset === "birthday" ? (
        <div className={styles.group}>
          {BIRTHDAY_KINDS.map(({ kind, label: kindLabel }) => (
            <label key={kind} htmlFor={`${id}-${kind}`} className={styles.option}>
              <RadioButton inputId={`${id}-${kind}`} name={`${id}-birthday`} checked={draft.birthdayKind === kind} onChange={() => change({ birthdayKind: kind })} />
              <span>{kindLabel}</span>
            </label>
          ))}
          {draft.birthdayKind === "before" ? (
            <InputText aria-label="Before day" inputMode="numeric" className={formStyles.control} value={draft.beforeDay} onChange={(event) => change({ beforeDay: event.target.value })} />
          ) : null}
        </div>
      ) : null}
      {draft.preset === "custom" ? (
        <>
          <label htmlFor={`${id}-cron`} className={formStyles.label}>Cron expression</label>
          <InputText id={`${id}-cron`} className={formStyles.control} value={draft.cron} placeholder="0 0 * * *" onChange={(event) => change({ cron: event.target.value })} />
          <small className={formStyles.hint}>minute hour day-of-month month day-of-week</small>
        </>
      ) : null}
      {!result.ok && (edited || showProblem) ? (
        <small className={`p-error ${formStyles.error}`} role="alert">{result.problem}</small>
      ) : null}
      {result.ok && "cron" in result.trigger ? (
        <>
          <small className={formStyles.hint}>{nextDistributeText(result.trigger.cron, now(), timeZone)}</small>
          <small className={formStyles.hint} id={`${id}-runs`}>Next runs ({timeZone})</small>
          <ul className={styles.runs} aria-labelledby={`${id}-runs`}>
            {nextRunTexts(result.trigger.cron, now(), timeZone).map((run) => (
              <li key={run}>{run}</li>
            ))}
          </ul>
        </>
      ) : null}
    </fieldset>
  );
};
