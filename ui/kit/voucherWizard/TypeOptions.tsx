// The Configuration step's part for the voucher's type (spec 3 §2): for attraction vouchers
// hidden in app, enable transfer, max per user, total vouchers and the claim period; for
// retention vouchers the purchase range and the optional product condition with its minimum.
import { NumberField } from "../forms/NumberField";
import { SwitchField } from "../forms/SwitchField";
import { DateField } from "../dates/DateField";
import { ProductPicker } from "../pickers/ProductPicker";
import type { StepProps } from "./stepProps";
import styles from "./wizard.module.css";

const Attraction = ({ draft, errors, onChange }: StepProps) => (
  <section className={styles.group} aria-label="Attraction options">
    <h3 className={styles.groupTitle}>Claiming</h3>
    <SwitchField label="Hidden in app" checked={draft.hideInApp} onChange={(hideInApp) => onChange({ hideInApp })} />
    <SwitchField label="Enable transfer" checked={draft.enableTransfer} onChange={(enableTransfer) => onChange({ enableTransfer })} />
    <div className={styles.grid}>
      <NumberField
        label="Max voucher per user"
        nullable
        value={draft.maxClaimsPerUser}
        hint="0 means no limit"
        error={errors.maxClaimsPerUser}
        onChange={(maxClaimsPerUser) => onChange({ maxClaimsPerUser })}
      />
      <NumberField
        label="Total vouchers"
        nullable
        value={draft.maxClaim}
        error={errors["options.simpleClaim.maxClaim"]}
        onChange={(maxClaim) => onChange({ maxClaim })}
      />
      <DateField label="Claim from" optional value={draft.claimStart} error={errors["options.simpleClaim.start"]} onChange={(claimStart) => onChange({ claimStart })} />
      <DateField label="Claim until" optional value={draft.claimEnd} error={errors["options.simpleClaim.end"]} onChange={(claimEnd) => onChange({ claimEnd })} />
    </div>
  </section>
);

const Retention = ({ draft, errors, onChange }: StepProps) => (
  <section className={styles.group} aria-label="Retention options">
    <h3 className={styles.groupTitle}>Purchase</h3>
    <div className={styles.grid}>
      <NumberField
        label="Min purchase"
        nullable
        maxFractionDigits={2}
        value={draft.minPurchase}
        error={errors["options.afterSales.minPurchase"]}
        onChange={(minPurchase) => onChange({ minPurchase })}
      />
      <NumberField
        label="Max purchase"
        nullable
        maxFractionDigits={2}
        value={draft.maxPurchase}
        error={errors["options.afterSales.maxPurchase"]}
        onChange={(maxPurchase) => onChange({ maxPurchase })}
      />
    </div>
    <SwitchField label="Product condition" checked={draft.productCondition} onChange={(productCondition) => onChange({ productCondition })} />
    {draft.productCondition ? (
      <>
        <ProductPicker label="Products" value={draft.productIds} onChange={(productIds) => onChange({ productIds })} />
        <NumberField
          label="Min product purchase"
          nullable
          value={draft.minProductCount}
          error={errors["options.afterSales.productCondition.minProductCount"]}
          onChange={(minProductCount) => onChange({ minProductCount })}
        />
      </>
    ) : null}
  </section>
);

export const TypeOptions = (props: StepProps) => {
  if (props.draft.type === "SIMPLE_CLAIM") return <Attraction {...props} />;
  if (props.draft.type === "AFTER_SALES") return <Retention {...props} />;
  return null;
};
