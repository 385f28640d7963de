// The fix-master-menu-stock settings page (spec 1 §7; the group is one switch, see
// domain/business/masterMenuStock.ts for what it means).
import { SwitchField } from "../../../../kit/forms/SwitchField";
import styles from "../../../../kit/forms/forms.module.css";
import type { FormState } from "../../../../kit/forms/useFormState";
import { SettingsGroupPage } from "../SettingsGroupPage";
import type { SettingsGroupForm } from "../settingsGroup";

type MasterMenuStockValues = { readonly enable: boolean };

const MasterMenuStockFields = ({ form }: { readonly form: FormState<MasterMenuStockValues> }) => (
  <div className={styles.grid}>
    <SwitchField label="Use the master menu's stock" checked={form.values.enable} onChange={(enable) => form.set("enable", enable)} />
  </div>
);

export const masterMenuStockSettings: SettingsGroupForm<"fix-master-menu-stock", MasterMenuStockValues> = {
  group: "fix-master-menu-stock",
  title: "Master menu stock",
  summary: "Sell from the business's master menu stock instead of this restaurant's own",
  valuesOf: (stored) => stored ?? { enable: false },
  bodyOf: (values) => values,
  Fields: MasterMenuStockFields,
};

export const MasterMenuStockSettingsPage = () => <SettingsGroupPage definition={masterMenuStockSettings} />;
