// The provider's two settings groups of a restaurant's POS (spec 1 §3): the licence (when it
// expires and the features it turns on) and the release channel the POS follows (alpha, beta,
// latest). The server lets only the provider write them; the drawer shows them to the provider.
// Decision where the spec is silent: a restaurant without a licence starts with no feature and no
// expiry; without a channel it follows 'latest' (domain DEFAULT_RELEASE_CHANNEL).
import {
  DEFAULT_RELEASE_CHANNEL,
  RESTAURANT_FEATURES,
  type ReleaseChannel,
  type RestaurantFeature,
} from "../../../../../domain/business/restaurantFeatures";
import { CheckboxGroupField } from "../../../../kit/forms/CheckboxGroupField";
import { SelectField } from "../../../../kit/forms/SelectField";
import { DateField } from "../../../../kit/dates/DateField";
import styles from "../../../../kit/forms/forms.module.css";
import type { FormState } from "../../../../kit/forms/useFormState";
import { SettingsGroupPage } from "../SettingsGroupPage";
import type { SettingsGroupForm } from "../settingsGroup";
import { expiredAtOf, expiryDayOf, licenseProblem } from "./licenseDates";

type LicenseValues = { readonly expiresOn: string | null; readonly features: ReadonlyArray<RestaurantFeature> };

const FEATURE_LABELS: Readonly<Record<RestaurantFeature, string>> = {
  stock: "Stock",
  discovery: "Discovery",
  pickup: "Pickup",
  delivery: "Delivery",
  foodpanda: "foodpanda",
  deliveryIntegration: "Delivery integration",
  kds: "Kitchen display (KDS)",
  ods: "Order display (ODS)",
};

const FEATURE_OPTIONS = RESTAURANT_FEATURES.map((feature) => ({ label: FEATURE_LABELS[feature], value: feature }));

const CHANNEL_OPTIONS: ReadonlyArray<{ readonly label: string; readonly value: ReleaseChannel }> = [
  { label: "Alpha: earliest builds, for testing", value: "alpha" },
  { label: "Beta: release candidates", value: "beta" },
  { label: "Latest: the current release", value: "latest" },
];

const LicenseFields = ({ form }: { readonly form: FormState<LicenseValues> }) => (
  <div className={styles.grid}>
    <DateField
      label="Expires on"
      optional
      value={form.values.expiresOn}
      error={form.errors.expiredAt}
      hint="Leave empty for a licence that never expires."
      onChange={(expiresOn) => form.set("expiresOn", expiresOn)}
    />
    <CheckboxGroupField
      label="Features"
      options={FEATURE_OPTIONS}
      value={form.values.features}
      onChange={(features) => form.set("features", features)}
      error={form.errors.features}
    />
  </div>
);

const ChannelFields = ({ form }: { readonly form: FormState<{ readonly channel: ReleaseChannel }> }) => (
  <div className={styles.grid}>
    <SelectField label="Release channel" value={form.values.channel} options={CHANNEL_OPTIONS} onChange={(channel) => form.set("channel", channel)} />
  </div>
);

export const licenseSettings: SettingsGroupForm<"license", LicenseValues> = {
  group: "license",
  title: "Licence",
  summary: "Expiry and the features it turns on",
  valuesOf: (stored) => ({ expiresOn: expiryDayOf(stored?.expiredAt ?? null), features: stored?.features ?? [] }),
  bodyOf: (values) => ({ expiredAt: expiredAtOf(values.expiresOn), features: values.features }),
  extraCheck: (values) => licenseProblem(values.expiresOn),
  Fields: LicenseFields,
};

export const channelSettings: SettingsGroupForm<"channel", { readonly channel: ReleaseChannel }> = {
  group: "channel",
  title: "Release channel",
  summary: "Which POS builds the restaurant receives",
  valuesOf: (stored) => stored ?? { channel: DEFAULT_RELEASE_CHANNEL },
  bodyOf: (values) => values,
  Fields: ChannelFields,
};

export const LicenseSettingsPage = () => <SettingsGroupPage definition={licenseSettings} />;
export const ChannelSettingsPage = () => <SettingsGroupPage definition={channelSettings} />;
