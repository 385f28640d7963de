// The wizard's Configuration step (spec 3 §2, §5): validity (dynamic: valid for N days after
// claim, or a fixed period), the time of day it can be redeemed (HH:mm), restaurant targeting, the multiple-use options, then the type's options.
// Decision where the spec is silent: no restaurant ticked means every restaurant of the business.
import { RadioButton } from "primereact/radiobutton";
import { useId } from "react";
import type { CooldownUnit } from "../../../machines/marketing/voucherDraft";
import { CheckboxGroupField } from "../../business/forms/CheckboxGroupField";
import { NumberField } from "../../business/forms/NumberField";
import { SelectField } from "../../business/forms/SelectField";
import { TextField } from "../../business/forms/TextField";
import { DateField } from "./DateField";
import type { StepProps } from "./stepProps";
import { TypeOptions } from "./TypeOptions";
import styles from "./wizard.module.css";

export interface RestaurantChoice {
  readonly id: string;
  readonly name: string;
}

const UNITS: ReadonlyArray<{ readonly label: string; readonly value: CooldownUnit }> = [
  { label: "Minutes", value: "minute" },
  { label: "Hours", value: "hour" },
  { label: "Days", value: "day" },
];

const Validity = ({ draft, errors, onChange }: StepProps) => {
  const id = useId();
  const choice = (value: "dynamic" | "fixed", label: string) => (
    <label className={styles.radio} htmlFor={`${id}-${value}`}>
      <RadioButton inputId={`${id}-${value}`} checked={draft.validity === value} onChange={() => onChange({ validity: value })} />
      <span>{label}</span>
    </label>
  );
  return (
    <section className={styles.group} aria-label="Validity">
      <h3 className={styles.groupTitle}>Validity</h3>
      <div className={styles.radios}>
        {choice("dynamic", "Valid for N days after claim")}
        {choice("fixed", "Fixed period")}
      </div>
      {draft.validity === "dynamic" ? (
        <NumberField label="Valid for (days)" value={draft.validFor ?? 0} error={errors.validFor} onChange={(validFor) => onChange({ validFor })} />
      ) : (
        <div className={styles.grid}>
          <DateField label="Valid from" value={draft.validSince} error={errors.validSince} onChange={(validSince) => onChange({ validSince })} />
          <DateField label="Valid until" value={draft.validUntil} error={errors.validFor} onChange={(validUntil) => onChange({ validUntil })} />
        </div>
      )}
    </section>
  );
};

const MultipleUse = ({ draft, errors, onChange }: StepProps) => (
  <section className={styles.group} aria-label="Multiple use">
    <h3 className={styles.groupTitle}>Multiple use</h3>
    <div className={styles.grid}>
      <NumberField label="Usage count" nullable value={draft.maxUse} error={errors["multipleUse.maxUse"]} onChange={(maxUse) => onChange({ maxUse })} />
      <NumberField label="Cooldown" nullable value={draft.cooldown} error={errors["multipleUse.cooldown"]} onChange={(cooldown) => onChange({ cooldown })} />
      <SelectField label="Cooldown unit" value={draft.cooldownUnit} options={UNITS} onChange={(cooldownUnit) => onChange({ cooldownUnit })} />
    </div>
  </section>
);

const TimePeriodFields = ({ draft, errors, onChange }: StepProps) => (
  <div className={styles.grid}>
    <TextField
      label="Available from"
      placeholder="HH:mm"
      value={draft.timePeriod.start}
      error={errors["timePeriod.start"]}
      onChange={(start) => onChange({ timePeriod: { ...draft.timePeriod, start } })}
    />
    <TextField
      label="Available until"
      placeholder="HH:mm"
      value={draft.timePeriod.end}
      error={errors["timePeriod.end"]}
      onChange={(end) => onChange({ timePeriod: { ...draft.timePeriod, end } })}
    />
  </div>
);

export const AdvanceStep = (props: StepProps & { readonly restaurants: ReadonlyArray<RestaurantChoice> }) => {
  const { draft, errors, onChange, restaurants } = props;
  const restaurantError = Object.entries(errors).find(([key]) => key.startsWith("targetRestaurant"))?.[1];
  return (
    <>
      <Validity {...props} />
      <TimePeriodFields {...props} />
      <CheckboxGroupField
        label="Restaurants"
        options={restaurants.map((restaurant) => ({ label: restaurant.name, value: restaurant.id }))}
        value={draft.targetRestaurant}
        error={restaurantError}
        onChange={(targetRestaurant) => onChange({ targetRestaurant })}
      />
      {draft.usage === "multiple" ? <MultipleUse {...props} /> : null}
      <TypeOptions draft={draft} errors={errors} onChange={onChange} />
    </>
  );
};
