// The promotion wizard's Configuration step (spec 3 §2, §4, §5): the period (start day, the
// 'Available daily' toggle for no end date, else the end day), the restaurants (the shared checklist;
// none ticked: every restaurant), auto apply (priority 0; needs POS 4.1 or above, shown as 'Required POS
// version 4.1.0'), and the advanced rules of item and advanced discounts.
import { requiredPosVersionLabel } from "../../../../domain/shared/posFeatures";
import { AUTO_APPLY_POS_VERSION, type PromotionDraft, type PromotionErrors, takesRules } from "../../../../machines/marketing/promotionDraft";
import { SwitchField } from "../../../kit/forms/SwitchField";
import { DateField } from "../../../kit/dates/DateField";
import { type RestaurantChoice, RestaurantChecklist } from "../../../kit/pickers/RestaurantChecklist";
import wizardStyles from "../../../kit/voucherWizard/wizard.module.css";
import styles from "./promotionWizard.module.css";
import { RuleEditor } from "./RuleEditor";

export interface PromotionAdvanceStepProps {
  readonly draft: PromotionDraft;
  readonly errors: PromotionErrors;
  readonly onChange: (patch: Partial<PromotionDraft>) => void;
  readonly restaurants: ReadonlyArray<RestaurantChoice>;
}

export const PromotionAdvanceStep = ({ draft, errors, onChange, restaurants }: PromotionAdvanceStepProps) => {
  const restaurantError = Object.entries(errors).find(([key]) => key.startsWith("targetRestaurant"))?.[1];
  return (
    <>
      <section className={wizardStyles.group} aria-label="Period">
        <h3 className={wizardStyles.groupTitle}>Period</h3>
        <div className={wizardStyles.grid}>
          <DateField label="Start date" optional value={draft.start} error={errors.start} onChange={(start) => onChange({ start })} />
          {draft.availableDaily ? null : <DateField label="End date" value={draft.end} error={errors.end} onChange={(end) => onChange({ end })} />}
        </div>
        <SwitchField label="Available daily" checked={draft.availableDaily} onChange={(availableDaily) => onChange({ availableDaily })} />
      </section>
      <RestaurantChecklist
        restaurants={restaurants}
        value={draft.targetRestaurant}
        error={restaurantError}
        onChange={(targetRestaurant) => onChange({ targetRestaurant })}
      />
      <div className={styles.autoApply}>
        <SwitchField label="Auto apply" checked={draft.autoApply} onChange={(autoApply) => onChange({ autoApply })} />
        <small className={styles.note}>{requiredPosVersionLabel(AUTO_APPLY_POS_VERSION)}</small>
      </div>
      {takesRules(draft.effect) ? <RuleEditor rules={draft.rules} errors={errors} onChange={(rules) => onChange({ rules })} /> : null}
    </>
  );
};
