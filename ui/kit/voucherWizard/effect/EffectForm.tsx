// The wizard's Configure step (spec 3 §2 "the effect form for the chosen type"): the adjustment
// (the types the target allows, spec 3 §5, and the amount), the minimum purchase of bill and
// payment effects, and for item effects the targeted products, the maximum quantity (empty or
// negative becomes 1) and the strategy's own fields.
import { type Effect, adjustmentContextOf, coerceMaxQuantity } from "../../../../domain/marketing/effects/effect";
import { type AdjustmentType, allowedAdjustmentTypes } from "../../../../domain/shared/adjustmentType";
import { NumberField } from "../../forms/NumberField";
import { SelectField } from "../../forms/SelectField";
import type { StepProps } from "../stepProps";
import styles from "../wizard.module.css";
import { ADJUSTMENT_LABELS, adjustmentOf, moneyAmountOf, shownAmount } from "./effectAmount";
import { ProductPicker } from "../../pickers/ProductPicker";
import { StrategyFields } from "./StrategyFields";

const TargetFields = ({ effect, errors, onEffect }: { readonly effect: Effect; readonly errors: StepProps["errors"]; readonly onEffect: (effect: Effect) => void }) => {
  if (effect.target === "BILL" || effect.target === "PAYMENT") {
    const min = effect.options.minPurchase;
    return (
      <NumberField
        label="Min purchase"
        nullable
        maxFractionDigits={2}
        value={min === undefined || min === null ? null : min.amount / 10 ** min.precision}
        error={errors["effect.options.minPurchase.amount"] ?? errors["effect.options.minPurchase"]}
        onChange={(value) => onEffect({ ...effect, options: { ...effect.options, minPurchase: moneyAmountOf(value) } })}
      />
    );
  }
  if (effect.target !== "ITEM") return null;
  return (
    <>
      <ProductPicker label="Products" value={effect.targetIds} error={errors["effect.targetIds"]} onChange={(targetIds) => onEffect({ ...effect, targetIds })} />
      <NumberField
        label="Max quantity"
        nullable
        value={effect.options.maxQuantity ?? null}
        error={errors["effect.options.maxQuantity"]}
        onChange={(value) => onEffect({ ...effect, options: { ...effect.options, maxQuantity: coerceMaxQuantity(value) } })}
      />
      <StrategyFields strategy={effect.strategy} errors={errors} onChange={(strategy) => onEffect({ ...effect, strategy })} />
    </>
  );
};

/** Only the effect of the draft is read and changed, so the promotion wizard uses this form too. */
export interface EffectFormProps {
  readonly draft: { readonly effect: Effect };
  readonly errors: StepProps["errors"];
  readonly onChange: (patch: { readonly effect: Effect }) => void;
}

export const EffectForm = ({ draft, errors, onChange }: EffectFormProps) => {
  const { effect } = draft;
  const onEffect = (next: Effect) => onChange({ effect: next });
  const types = allowedAdjustmentTypes(adjustmentContextOf(effect));
  const shown = shownAmount(effect.adjustment);
  return (
    <>
      <div className={styles.grid}>
        <SelectField<AdjustmentType>
          label="Discount type"
          value={effect.adjustment.type}
          options={types.map((type) => ({ label: ADJUSTMENT_LABELS[type], value: type }))}
          error={errors["effect.adjustment.type"]}
          onChange={(type) => onEffect({ ...effect, adjustment: adjustmentOf(type, shown) })}
        />
        <NumberField
          label="Amount"
          maxFractionDigits={2}
          suffix={effect.adjustment.type === "byPercentage" ? " %" : ""}
          value={shown}
          error={errors["effect.adjustment.amount"] ?? errors["effect.adjustment"]}
          onChange={(value) => onEffect({ ...effect, adjustment: adjustmentOf(effect.adjustment.type, value) })}
        />
      </div>
      <TargetFields effect={effect} errors={errors} onEffect={onEffect} />
    </>
  );
};
