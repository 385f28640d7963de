// The wizard's Configuration step (spec 3 §2, §5): validity and the time of day it can be redeemed
// (the shared validity scheduler), restaurant targeting (the shared restaurant checklist: none
// ticked means every restaurant), the multiple-use options, then the type's options.
import type { CooldownUnit } from "../../../machines/marketing/voucherDraft";
import { NumberField } from "../forms/NumberField";
import { SelectField } from "../forms/SelectField";
import { type RestaurantChoice, RestaurantChecklist } from "../pickers/RestaurantChecklist";
import { ValidityScheduler } from "../pickers/ValidityScheduler";
import type { StepProps } from "./stepProps";
import { TypeOptions } from "./TypeOptions";
import styles from "./wizard.module.css";

const UNITS: ReadonlyArray<{ readonly label: string; readonly value: CooldownUnit }> = [
  { label: "Minutes", value: "minute" },
  { label: "Hours", value: "hour" },
  { label: "Days", value: "day" },
];

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

export const AdvanceStep = (props: StepProps & { readonly restaurants: ReadonlyArray<RestaurantChoice> }) => {
  const { draft, errors, onChange, restaurants } = props;
  const restaurantError = Object.entries(errors).find(([key]) => key.startsWith("targetRestaurant"))?.[1];
  return (
    <>
      <ValidityScheduler
        value={draft}
        errors={{
          validFor: errors.validFor,
          validSince: errors.validSince,
          validUntil: errors.validFor,
          start: errors["timePeriod.start"],
          end: errors["timePeriod.end"],
        }}
        onChange={onChange}
      />
      <RestaurantChecklist restaurants={restaurants} value={draft.targetRestaurant} error={restaurantError} onChange={(targetRestaurant) => onChange({ targetRestaurant })} />
      {draft.usage === "multiple" ? <MultipleUse {...props} /> : null}
      <TypeOptions draft={draft} errors={errors} onChange={onChange} />
    </>
  );
};
