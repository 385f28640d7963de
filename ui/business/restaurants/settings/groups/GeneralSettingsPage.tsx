// The restaurant-setting group (spec 1 §3, §7; read by the POS and apps): the restaurant's time
// zone, the receipt's header and footer, and whether online orders are accepted without a tap on
// the POS ('Receipt text is too long' past 500 characters).
// Decision where the spec is silent: a new setting uses Malaysia's time zone, empty receipt texts
// and manual acceptance.
import { COUNTRY_CODES, COUNTRY_CONFIGS, DEFAULT_COUNTRY_CODE } from "../../../../../domain/shared/country";
import { SelectField } from "../../../../kit/forms/SelectField";
import { SwitchField } from "../../../../kit/forms/SwitchField";
import { TextAreaField } from "../../../../kit/forms/TextAreaField";
import styles from "../../../../kit/forms/forms.module.css";
import type { FormState } from "../../../../kit/forms/useFormState";
import { SettingsGroupPage } from "../SettingsGroupPage";
import type { SettingsGroupForm } from "../settingsGroup";
import type { SettingInput } from "../../../../../domain/business/restaurantSettings";

type GeneralSetting = SettingInput<"restaurant-setting">;
type TimeZone = GeneralSetting["timeZone"];

const TIME_ZONE_OPTIONS = COUNTRY_CODES.map((code) => ({
  label: `${COUNTRY_CONFIGS[code].timeZone} (${COUNTRY_CONFIGS[code].name})`,
  value: COUNTRY_CONFIGS[code].timeZone,
}));

const GeneralFields = ({ form }: { readonly form: FormState<GeneralSetting> }) => (
  <>
    <div className={styles.grid}>
      <SelectField<TimeZone> label="Time zone" value={form.values.timeZone} options={TIME_ZONE_OPTIONS} onChange={(timeZone) => form.set("timeZone", timeZone)} />
      <TextAreaField label="Receipt header" value={form.values.receiptHeader} onChange={(text) => form.set("receiptHeader", text)} error={form.errors.receiptHeader} />
      <TextAreaField label="Receipt footer" value={form.values.receiptFooter} onChange={(text) => form.set("receiptFooter", text)} error={form.errors.receiptFooter} />
    </div>
    <SwitchField
      label="Accept online orders without a tap on the POS"
      checked={form.values.autoAcceptOnlineOrders}
      onChange={(autoAcceptOnlineOrders) => form.set("autoAcceptOnlineOrders", autoAcceptOnlineOrders)}
    />
  </>
);

export const generalSettings: SettingsGroupForm<"restaurant-setting", GeneralSetting> = {
  group: "restaurant-setting",
  title: "Restaurant setting",
  summary: "Time zone, receipts and online orders",
  valuesOf: (stored) =>
    stored ?? {
      timeZone: COUNTRY_CONFIGS[DEFAULT_COUNTRY_CODE].timeZone,
      receiptHeader: "",
      receiptFooter: "",
      autoAcceptOnlineOrders: false,
    },
  bodyOf: (values) => values,
  Fields: GeneralFields,
};

export const GeneralSettingsPage = () => <SettingsGroupPage definition={generalSettings} />;
