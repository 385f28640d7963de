// The licence orders page's dialog (issue 18): a new order for a restaurant (any business's):
// the restaurant, the expiry day (empty: never expires), the features and the release channel.
// The body is checked with the server's Schema before it is sent; the server also refuses an
// expiry day not after today in the restaurant's time zone, shown in a red toast. Save runs the
// submission machine (green toast, then the page reloads its lists).
// Decision where the spec is silent: opened from an expiring licence ("Renew"), the dialog starts
// with that restaurant, its current features and an expiry a year after its current one.
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { useState } from "react";
import { RESTAURANT_FEATURES, type ReleaseChannel, type RestaurantFeature } from "../../../domain/business/restaurantFeatures";
import { LicenceOrderInput } from "../../../domain/provider/licenceOrder";
import { DateField } from "../../kit/dates/DateField";
import { useSubmission } from "../../kit/editor/useSubmission";
import { CheckboxGroupField } from "../../kit/forms/CheckboxGroupField";
import { SelectField } from "../../kit/forms/SelectField";
import { type FieldErrors, fieldErrorsOf, hasErrors } from "../../kit/forms/schemaErrors";
import type { ProviderRestaurant } from "../../ports/adminPort";
import type { LicenceOrder, ProviderOpsPort } from "../../ports/providerOpsPort";
import styles from "../admin.module.css";
import { CHANNEL_LABELS, FEATURE_LABELS } from "./licenceText";

export interface LicenceOrderStart {
  readonly restaurantId: string | null;
  readonly expiresOn: string | null;
  readonly features: ReadonlyArray<RestaurantFeature>;
}

interface LicenceOrderDialogProps {
  readonly ops: ProviderOpsPort;
  readonly start: LicenceOrderStart;
  readonly restaurants: ReadonlyArray<ProviderRestaurant>;
  readonly onClose: () => void;
  readonly onSaved: () => void;
}

const FEATURE_OPTIONS = RESTAURANT_FEATURES.map((feature) => ({ label: FEATURE_LABELS[feature], value: feature }));
const CHANNEL_OPTIONS = (["alpha", "beta", "latest"] as const).map((channel) => ({ label: CHANNEL_LABELS[channel], value: channel }));

export const LicenceOrderDialog = ({ ops, start, restaurants, onClose, onSaved }: LicenceOrderDialogProps) => {
  const [restaurantId, setRestaurantId] = useState<string | null>(start.restaurantId);
  const [expiresOn, setExpiresOn] = useState<string | null>(start.expiresOn);
  const [features, setFeatures] = useState<ReadonlyArray<RestaurantFeature>>(start.features);
  const [channel, setChannel] = useState<ReleaseChannel>("latest");
  const [errors, setErrors] = useState<FieldErrors>({});
  const submission = useSubmission((order: LicenceOrderInput): Promise<LicenceOrder> => ops.placeLicenceOrder(order), onSaved);
  const save = () => {
    const body = { restaurantId: restaurantId ?? "", expiresOn, features, channel };
    const problems = fieldErrorsOf(LicenceOrderInput, body);
    setErrors(problems);
    if (hasErrors(problems)) return;
    submission.submit(body);
  };
  return (
    <Dialog
      header="New licence order"
      visible
      modal
      draggable={false}
      onHide={onClose}
      style={{ width: "min(38rem, 94vw)" }}
      footer={
        <>
          <Button label="Cancel" text onClick={onClose} disabled={submission.submitting} />
          <Button label="Place order" onClick={save} disabled={!submission.canSubmit} loading={submission.submitting} />
        </>
      }
    >
      <div className={styles.dialogBody}>
        <SelectField
          label="Restaurant"
          value={restaurantId}
          options={restaurants.map((r) => ({ label: `${r.name} (${r.businessName ?? r.businessId})`, value: r.id }))}
          onChange={setRestaurantId}
          error={errors.restaurantId}
          placeholder="Choose a restaurant"
          filter
        />
        <DateField
          label="Expires on"
          optional
          value={expiresOn}
          onChange={setExpiresOn}
          error={errors.expiresOn}
          hint="The day the licence ends, in the restaurant's time zone. Leave empty for a licence that never expires."
        />
        <CheckboxGroupField label="Features" options={FEATURE_OPTIONS} value={features} onChange={setFeatures} error={errors.features} />
        <SelectField label="Release channel" value={channel} options={CHANNEL_OPTIONS} onChange={setChannel} />
      </div>
    </Dialog>
  );
};
