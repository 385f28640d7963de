// The generic grouped picker of spec 1 §2: options in titled groups, one choice (radio) or
// several (checkboxes, `multiple`), and the empty state 'No {target}' when there is nothing to
// pick. Reused for targeting (RestaurantChecklist.tsx) and by other areas.
// Decision where the spec is silent: a multiple picker offers 'Select all' / 'Clear' over every
// option; the chosen values keep the order of the options.
import { Button } from "primereact/button";
import { Checkbox } from "primereact/checkbox";
import { RadioButton } from "primereact/radiobutton";
import { useId } from "react";
import formStyles from "../forms/forms.module.css";
import styles from "./inputs.module.css";

export interface PickerOption {
  readonly value: string;
  readonly label: string;
}

export interface PickerGroup {
  readonly label: string;
  readonly options: ReadonlyArray<PickerOption>;
}

export interface GroupedPickerProps {
  readonly label: string;
  /** What is picked, for the empty state: 'No {target}'. */
  readonly target: string;
  readonly groups: ReadonlyArray<PickerGroup>;
  readonly value: ReadonlyArray<string>;
  readonly onChange: (value: ReadonlyArray<string>) => void;
  readonly multiple?: boolean;
  readonly error?: string | undefined;
}

export const GroupedPicker = ({ label, target, groups, value, onChange, multiple = false, error }: GroupedPickerProps) => {
  const id = useId();
  const all = groups.flatMap((group) => group.options.map((option) => option.value));
  const toggle = (picked: string, on: boolean) => {
    if (!multiple) return onChange(on ? [picked] : []);
    onChange(all.filter((item) => (item === picked ? on : value.includes(item))));
  };
  return (
    <fieldset className={`${formStyles.field} ${formStyles.wide} ${formStyles.fieldset}`}>
      <legend className={formStyles.label}>{label}</legend>
      {all.length === 0 ? (
        <p className={styles.empty}>No {target}</p>
      ) : (
        <>
          {multiple ? (
            <div className={styles.presets}>
              <Button type="button" size="small" text label="Select all" onClick={() => onChange(all)} />
              <Button type="button" size="small" text label="Clear" onClick={() => onChange([])} />
            </div>
          ) : null}
          {groups.filter((group) => group.options.length > 0).map((group) => (
            <fieldset key={group.label} className={styles.group}>
              <legend className={styles.groupTitle}>{group.label}</legend>
              <div className={styles.options}>
                {group.options.map((option) => {
                  const optionId = `${id}-${option.value}`;
                  const checked = value.includes(option.value);
                  return (
                    <label key={option.value} htmlFor={optionId} className={styles.option}>
                      {multiple ? (
                        <Checkbox inputId={optionId} checked={checked} onChange={(event) => toggle(option.value, event.checked === true)} />
                      ) : (
                        <RadioButton inputId={optionId} name={id} checked={checked} onChange={() => toggle(option.value, true)} />
                      )}
                      <span>{option.label}</span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
          ))}
        </>
      )}
      {error === undefined ? null : (
        <small className={`p-error ${formStyles.error}`} role="alert">
          {error}
        </small>
      )}
    </fieldset>
  );
};
