// The promotion wizard's Basic step (spec 3 §2): the name and the kind of discount, among the
// kinds of the promotion's group (promotionDraft.ts), each with its POS version gate
// ('Required POS version {v}').
import { requiredPosVersionLabel } from "../../../../domain/shared/posFeatures";
import { PROMOTION_KIND_OPTIONS, type PromotionDraft, type PromotionErrors, type PromotionKind, promotionKindOf } from "../../../../machines/marketing/promotionDraft";
import { TextField } from "../../../kit/forms/TextField";
import { ChoiceCards } from "../../../kit/voucherWizard/ChoiceCards";

export interface PromotionBasicStepProps {
  readonly draft: PromotionDraft;
  readonly errors: PromotionErrors;
  readonly onChange: (patch: Partial<PromotionDraft>) => void;
  readonly onKind: (kind: PromotionKind) => void;
}

export const PromotionBasicStep = ({ draft, errors, onChange, onKind }: PromotionBasicStepProps) => {
  const cards = PROMOTION_KIND_OPTIONS[draft.group].map((option) => ({
    value: option.kind,
    title: option.label,
    note: option.posVersion === null ? null : requiredPosVersionLabel(option.posVersion),
  }));
  return (
    <>
      <TextField label="Name" value={draft.name} error={errors.name} onChange={(name) => onChange({ name })} />
      <ChoiceCards label="Discount type" cards={cards} value={promotionKindOf(draft.effect)} onChoose={onKind} />
    </>
  );
};
