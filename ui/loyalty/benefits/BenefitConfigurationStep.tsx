// The benefit wizard's Configuration step (spec 2 §2-§5): the title it belongs to (Common: none),
// the unlock (Tier or Level; switching resets min and max) with its minimum and maximum (empty
// maximum: 'Unlimited'), the restaurants, the trigger (presets Anytime, Weekly, Month and day,
// Birthday, Custom, ui/kit/inputs/TriggerEditor.tsx), then for a basic benefit its time periods and
// validity in days, for a scheduled one its vouchers and free credit.
// Decisions where the spec is silent: no restaurant ticked means every restaurant; free credit,
// once switched on, starts valid for 30 days.
import { MultiSelect } from "primereact/multiselect";
import { SelectButton } from "primereact/selectbutton";
import { useId } from "react";
import type { Unlock } from "../../../machines/loyalty/benefitDraft";
import type { TriggerEdit } from "../../../machines/loyalty/benefitWizard.machine";
import { Field } from "../../kit/forms/Field";
import { NumberField } from "../../kit/forms/NumberField";
import { SelectField } from "../../kit/forms/SelectField";
import { SwitchField } from "../../kit/forms/SwitchField";
import formStyles from "../../kit/forms/forms.module.css";
import { RestaurantChecklist } from "../../kit/inputs/RestaurantChecklist";
import { TriggerEditor } from "../../kit/inputs/TriggerEditor";
import { COMMON_TITLE } from "./benefitList";
import styles from "./benefits.module.css";
import { TimePeriodsField } from "./TimePeriodsField";
import type { BenefitStepProps } from "./wizardStepProps";

export interface Choice {
  readonly id: string;
  readonly name: string;
}

export interface BenefitConfigurationStepProps extends BenefitStepProps {
  readonly titles: ReadonlyArray<Choice>;
  readonly restaurants: ReadonlyArray<Choice>;
  readonly vouchers: ReadonlyArray<Choice>;
  readonly timeZone: string;
  readonly showErrors: boolean;
  readonly onUnlock: (unlock: Unlock) => void;
  readonly onTrigger: (edit: TriggerEdit) => void;
}

const NEW_CREDIT_DAYS = 30;

const UNLOCKS = [
  { label: "Tier", value: "tier" },
  { label: "Level", value: "level" },
];

const firstOf = (errors: BenefitStepProps["errors"], prefix: string): string | undefined =>
  Object.entries(errors).find(([key]) => key.startsWith(prefix))?.[1];

export const BenefitConfigurationStep = (props: BenefitConfigurationStepProps) => {
  const { draft, errors, onChange, titles, restaurants, vouchers, timeZone, showErrors, onUnlock, onTrigger } = props;
  const unit = draft.unlock === "tier" ? "tier" : "level";
  const credit = draft.freeCredit;
  const vouchersId = useId();
  return (
    <>
      <SelectField
        label="Title"
        value={draft.requiredTitle ?? ""}
        options={[{ label: COMMON_TITLE, value: "" }, ...titles.map((title) => ({ label: title.name, value: title.id }))]}
        error={errors.requiredTitle}
        onChange={(id) => onChange({ requiredTitle: id === "" ? null : id })}
      />
      <div className={styles.unlock}>
        <span className={styles.legend}>Unlock by</span>
        <SelectButton value={draft.unlock} options={UNLOCKS} allowEmpty={false} aria-label="Unlock by" onChange={(event) => onUnlock(event.value as Unlock)} />
      </div>
      <div className={formStyles.grid}>
        <NumberField label={`Min ${unit}`} nullable value={draft.min} error={errors.min} onChange={(min) => onChange({ min })} />
        <NumberField label={`Max ${unit}`} nullable hint="Empty: Unlimited" value={draft.max} error={errors.max} onChange={(max) => onChange({ max })} />
      </div>
      <RestaurantChecklist restaurants={restaurants} value={draft.targetRestaurant} error={firstOf(errors, "targetRestaurant")} onChange={(targetRestaurant) => onChange({ targetRestaurant })} />
      <TriggerEditor
        label={draft.type === "basic" ? "Start" : "Distribute"}
        value={draft.trigger}
        timeZone={timeZone}
        showProblem={showErrors}
        onChange={(result) => onTrigger(result.ok ? { ok: true, trigger: result.trigger } : { ok: false, problem: result.problem })}
      />
      {draft.type === "basic" ? (
        <>
          <TimePeriodsField value={draft.timePeriod} errors={errors} onChange={(timePeriod) => onChange({ timePeriod })} />
          <NumberField label="Validity (days)" nullable value={draft.validity} error={errors["options.scheduler.validity"]} onChange={(validity) => onChange({ validity })} />
        </>
      ) : (
        <>
          <Field id={vouchersId} label="Vouchers" error={firstOf(errors, "options.vouchers")} optional>
            <MultiSelect
              inputId={vouchersId}
              className={formStyles.control}
              value={[...draft.vouchers]}
              options={[...vouchers]}
              optionLabel="name"
              optionValue="id"
              display="chip"
              placeholder="No voucher"
              onChange={(event) => onChange({ vouchers: event.value as string[] })}
            />
          </Field>
          <SwitchField label="Free credit" checked={credit !== null} onChange={(on) => onChange({ freeCredit: on ? { amount: null, day: NEW_CREDIT_DAYS } : null })} />
          {credit === null ? null : (
            <div className={formStyles.grid}>
              <NumberField label="Credit amount" nullable maxFractionDigits={2} value={credit.amount} error={errors["options.freeCredit.amount"]} onChange={(amount) => onChange({ freeCredit: { ...credit, amount } })} />
              <NumberField label="Credit valid for (days)" nullable value={credit.day} error={errors["options.freeCredit.day"]} onChange={(day) => onChange({ freeCredit: { ...credit, day } })} />
            </div>
          )}
        </>
      )}
    </>
  );
};
