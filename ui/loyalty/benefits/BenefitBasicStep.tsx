// The benefit wizard's Basic step (spec 2 §2, §3, §4): the type (Basic or Scheduled; locked while
// editing, the machine says why), the name and the description.
import type { BenefitType } from "../../../machines/loyalty/benefitDraft";
import { TextAreaField } from "../../kit/forms/TextAreaField";
import { TextField } from "../../kit/forms/TextField";
import { ChoiceCards } from "../../kit/voucherWizard/ChoiceCards";
import { TYPE_LABELS } from "./benefitTexts";
import type { BenefitStepProps } from "./wizardStepProps";

const TYPE_CARDS = [
  { value: "basic", title: TYPE_LABELS.basic, note: "An effect members enjoy while it is valid" },
  { value: "schedule", title: TYPE_LABELS.schedule, note: "Vouchers or free credit handed out on a schedule" },
] as const;

export interface BenefitBasicStepProps extends BenefitStepProps {
  readonly editing: boolean;
  readonly onType: (type: BenefitType) => void;
}

export const BenefitBasicStep = ({ draft, errors, onChange, editing, onType }: BenefitBasicStepProps) => (
  <>
    <ChoiceCards label="Type" cards={TYPE_CARDS} value={draft.type} locked={editing} onChoose={onType} />
    <TextField label="Name" value={draft.name} error={errors.name} onChange={(name) => onChange({ name })} />
    <TextAreaField label="Description" value={draft.description} error={errors.description} onChange={(description) => onChange({ description })} />
  </>
);
