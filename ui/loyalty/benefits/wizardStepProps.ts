// What every benefit wizard step receives: the draft, the messages on show (by field path) and a
// way to change the draft's plain fields (type, unlock and trigger have their own events).
import type { BenefitDraft, DraftErrors } from "../../../machines/loyalty/benefitDraft";
import type { BenefitWizardEvent } from "../../../machines/loyalty/benefitWizard.machine";

export type DraftPatch = Extract<BenefitWizardEvent, { type: "draft.change" }>["patch"];

export interface BenefitStepProps {
  readonly draft: BenefitDraft;
  readonly errors: DraftErrors;
  readonly onChange: (patch: DraftPatch) => void;
}
