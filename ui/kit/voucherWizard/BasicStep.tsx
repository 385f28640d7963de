// The wizard's Basic step (spec 3 §2): the vertical and horizontal image pickers, the name rows,
// the usage type cards (single or multiple use; locked while editing) and the effect type chooser
// with each type's POS version gate ('Required POS version {v}').
import { requiredPosVersionLabel } from "../../../domain/shared/posFeatures";
import type { VoucherDraft } from "../../../machines/marketing/voucherDraft";
import { EFFECT_KIND_OPTIONS, type EffectKind, effectKindOf } from "../../../machines/marketing/voucherEffectKind";
import { TextAreaField } from "../forms/TextAreaField";
import { TextField } from "../forms/TextField";
import { ChoiceCards } from "./ChoiceCards";
import { ImagePicker } from "./ImagePicker";
import type { StepProps } from "./stepProps";

const USAGE_CARDS = [
  { value: "single", title: "Single use", note: "Redeemed once" },
  { value: "multiple", title: "Multiple use", note: "Redeemed several times, with a cooldown" },
] as const;

const EFFECT_CARDS = EFFECT_KIND_OPTIONS.map((option) => ({
  value: option.kind,
  title: option.label,
  note: option.posVersion === null ? null : requiredPosVersionLabel(option.posVersion),
}));

export interface BasicStepProps extends StepProps {
  readonly editing: boolean;
  readonly onUsage: (usage: VoucherDraft["usage"]) => void;
  readonly onEffectKind: (kind: EffectKind) => void;
}

export const BasicStep = ({ draft, errors, onChange, editing, onUsage, onEffectKind }: BasicStepProps) => (
  <>
    <ImagePicker orientation="vertical" value={draft.verticalImage} onChange={(verticalImage) => onChange({ verticalImage })} />
    <ImagePicker orientation="horizontal" value={draft.horizontalImage} onChange={(horizontalImage) => onChange({ horizontalImage })} />
    <TextField label="Name" value={draft.name} error={errors.name} onChange={(name) => onChange({ name })} />
    <TextAreaField label="Description" value={draft.description} error={errors.description} onChange={(description) => onChange({ description })} />
    <ChoiceCards label="Usage type" cards={USAGE_CARDS} value={draft.usage} locked={editing} onChoose={onUsage} />
    <ChoiceCards label="Effect type" cards={EFFECT_CARDS} value={effectKindOf(draft.effect)} onChoose={onEffectKind} />
  </>
);
