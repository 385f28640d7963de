// The pickup and dine-in settings groups (spec 1 §3; a QR order is dine in): each switched on or
// off with its operating hours; pickup says how long an order takes to prepare, dine-in whether
// guests may order from the table's QR code.
// Decision where the spec is silent: a new setting is off, open 09:00-22:00 every day; pickup
// orders take 15 minutes; QR ordering starts off.
import type { OperatingHours } from "../../../../../domain/business/operatingHours";
import { NumberField } from "../../../../kit/forms/NumberField";
import { SwitchField } from "../../../../kit/forms/SwitchField";
import styles from "../../../../kit/forms/forms.module.css";
import type { FormState } from "../../../../kit/forms/useFormState";
import { HoursSection } from "../hours/HoursSection";
import { NEW_WEEK } from "../hours/weekHours";
import { SettingsGroupPage } from "../SettingsGroupPage";
import type { SettingsGroupForm } from "../settingsGroup";

type Pickup = { readonly enable: boolean; readonly preparationMinutes: number; readonly operatingHours: OperatingHours };
type DineIn = { readonly enable: boolean; readonly qrOrder: boolean; readonly operatingHours: OperatingHours };

const PickupFields = ({ form }: { readonly form: FormState<Pickup> }) => (
  <>
    <SwitchField label="Take pickup orders" checked={form.values.enable} onChange={(enable) => form.set("enable", enable)} />
    <div className={styles.grid}>
      <NumberField
        label="Preparation time"
        suffix=" min"
        value={form.values.preparationMinutes}
        onChange={(minutes) => form.set("preparationMinutes", minutes)}
        error={form.errors.preparationMinutes}
      />
    </div>
    <HoursSection title="Pickup hours" week={form.values.operatingHours} errors={form.errors} onChange={(week) => form.set("operatingHours", week)} />
  </>
);

const DineInFields = ({ form }: { readonly form: FormState<DineIn> }) => (
  <>
    <SwitchField label="Serve dine-in guests" checked={form.values.enable} onChange={(enable) => form.set("enable", enable)} />
    <SwitchField label="Guests order from the table's QR code" checked={form.values.qrOrder} onChange={(qrOrder) => form.set("qrOrder", qrOrder)} />
    <HoursSection title="Dine-in hours" week={form.values.operatingHours} errors={form.errors} onChange={(week) => form.set("operatingHours", week)} />
  </>
);

export const pickupSettings: SettingsGroupForm<"pickup", Pickup> = {
  group: "pickup",
  title: "Pickup",
  summary: "Orders collected at the counter",
  valuesOf: (stored) => stored ?? { enable: false, preparationMinutes: 15, operatingHours: NEW_WEEK },
  bodyOf: (values) => values,
  Fields: PickupFields,
};

export const dineInSettings: SettingsGroupForm<"dine-in", DineIn> = {
  group: "dine-in",
  title: "Dine-in",
  summary: "Guests eating at the restaurant",
  valuesOf: (stored) => stored ?? { enable: false, qrOrder: false, operatingHours: NEW_WEEK },
  bodyOf: (values) => values,
  Fields: DineInFields,
};

export const PickupSettingsPage = () => <SettingsGroupPage definition={pickupSettings} />;
export const DineInSettingsPage = () => <SettingsGroupPage definition={dineInSettings} />;
