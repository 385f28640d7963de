// The benefit wizard's Configure step (spec 2 §3 basic effect {priority, availableOnlineOrder,
// options}), shown for basic benefits only: the priority among benefits, whether it also applies
// to online orders, and the discount it gives (effect option `percentage`, benefitDraft.ts).
import { NumberField } from "../../kit/forms/NumberField";
import { SwitchField } from "../../kit/forms/SwitchField";
import type { BenefitStepProps } from "./wizardStepProps";

export const BenefitConfigureStep = ({ draft, errors, onChange }: BenefitStepProps) => (
  <>
    <NumberField label="Priority" nullable value={draft.priority} error={errors["options.effect.priority"]} onChange={(priority) => onChange({ priority })} />
    <NumberField
      label="Discount"
      nullable
      suffix="%"
      maxFractionDigits={2}
      value={draft.discount}
      error={errors["options.effect.options.percentage"]}
      onChange={(discount) => onChange({ discount })}
    />
    <SwitchField label="Available for online orders" checked={draft.availableOnlineOrder} onChange={(availableOnlineOrder) => onChange({ availableOnlineOrder })} />
  </>
);
