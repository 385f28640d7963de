// The two delivery settings groups (spec 1 §3, delivery types FEEDME and IN_HOUSE): the
// provider's delivery ('feedme-delivery') and the restaurant's own riders ('in-house-delivery'),
// each switched on or off with its reach, minimum order and operating hours; in-house delivery
// also has its fee and the order total from which delivery is free.
// Decision where the spec is silent: a new setting is off, reaches 5 km, with no minimum order,
// no fee and no free-delivery threshold, open 09:00-22:00 every day.
// The provider's delivery needs POS 6.12.0 (spec 4 §9 feedmeDelivery): behind an older till its
// switch cannot be turned on and says 'Required POS version 6.12.0' (the server refuses it too,
// domain/business/orderingSettings.ts switchesFeedmeDeliveryOn); turning it off always works.
import { useParams } from "react-router";
import type { OperatingHours } from "../../../../../domain/business/operatingHours";
import { NumberField } from "../../../../kit/forms/NumberField";
import type { FieldErrors } from "../../../../kit/forms/schemaErrors";
import { SwitchField } from "../../../../kit/forms/SwitchField";
import styles from "../../../../kit/forms/forms.module.css";
import type { FormState } from "../../../../kit/forms/useFormState";
import { HoursSection } from "../hours/HoursSection";
import { NEW_WEEK } from "../hours/weekHours";
import { SettingsGroupPage } from "../SettingsGroupPage";
import { usePosFeatureGate } from "../../usePosFeatureGate";
import type { SettingsGroupForm } from "../settingsGroup";

type FeedmeDelivery = {
  readonly enable: boolean;
  readonly maxDistanceKm: number;
  readonly minimumOrder: number;
  readonly operatingHours: OperatingHours;
};
type InHouseDelivery = FeedmeDelivery & { readonly deliveryFee: number; readonly freeDeliveryFrom: number | null };

const NEW_FEEDME: FeedmeDelivery = { enable: false, maxDistanceKm: 5, minimumOrder: 0, operatingHours: NEW_WEEK };
const NEW_IN_HOUSE: InHouseDelivery = { ...NEW_FEEDME, deliveryFee: 0, freeDeliveryFrom: null };
const PRICE_DECIMALS = 2;

interface ReachProps {
  readonly label: string;
  /** 'Required POS version {v}' when switching on is refused, else null. */
  readonly gate?: string | null;
  readonly values: FeedmeDelivery;
  readonly errors: FieldErrors;
  readonly onChange: (patch: Partial<FeedmeDelivery>) => void;
}

const ReachFields = ({ label, gate = null, values, errors, onChange }: ReachProps) => (
  <>
    <SwitchField label={label} checked={values.enable} disabled={gate !== null && !values.enable} onChange={(enable) => onChange({ enable })} />
    {gate === null ? null : <small className={styles.hint}>{gate}</small>}
    <div className={styles.grid}>
      <NumberField
        label="Delivery distance"
        suffix=" km"
        maxFractionDigits={1}
        value={values.maxDistanceKm}
        onChange={(maxDistanceKm) => onChange({ maxDistanceKm })}
        error={errors.maxDistanceKm}
      />
      <NumberField
        label="Minimum order"
        maxFractionDigits={PRICE_DECIMALS}
        value={values.minimumOrder}
        onChange={(minimumOrder) => onChange({ minimumOrder })}
        error={errors.minimumOrder}
      />
    </div>
  </>
);

const FeedmeFields = ({ form }: { readonly form: FormState<FeedmeDelivery> }) => {
  const { restaurantId = "" } = useParams();
  const gate = usePosFeatureGate(restaurantId, "feedmeDelivery");
  return (
    <>
      <ReachFields
        label="Deliver with the provider's riders"
        gate={gate}
        values={form.values}
        errors={form.errors}
        onChange={(patch) => form.change({ ...form.values, ...patch })}
      />
      <HoursSection title="Delivery hours" week={form.values.operatingHours} errors={form.errors} onChange={(week) => form.set("operatingHours", week)} />
    </>
  );
};

const InHouseFields = ({ form }: { readonly form: FormState<InHouseDelivery> }) => (
  <>
    <ReachFields
      label="Deliver with our own riders"
      values={form.values}
      errors={form.errors}
      onChange={(patch) => form.change({ ...form.values, ...patch })}
    />
    <div className={styles.grid}>
      <NumberField
        label="Delivery fee"
        maxFractionDigits={PRICE_DECIMALS}
        value={form.values.deliveryFee}
        onChange={(fee) => form.set("deliveryFee", fee)}
        error={form.errors.deliveryFee}
      />
      <NumberField
        nullable
        label="Free delivery from"
        maxFractionDigits={PRICE_DECIMALS}
        value={form.values.freeDeliveryFrom}
        onChange={(amount) => form.set("freeDeliveryFrom", amount)}
        error={form.errors.freeDeliveryFrom}
        hint="Orders from this total are delivered free. Leave empty to always charge the fee."
      />
    </div>
    <HoursSection title="Delivery hours" week={form.values.operatingHours} errors={form.errors} onChange={(week) => form.set("operatingHours", week)} />
  </>
);

export const feedmeDeliverySettings: SettingsGroupForm<"feedme-delivery", FeedmeDelivery> = {
  group: "feedme-delivery",
  title: "Provider delivery",
  summary: "Delivery by the provider's riders",
  valuesOf: (stored) => stored ?? NEW_FEEDME,
  bodyOf: (values) => values,
  Fields: FeedmeFields,
};

export const inHouseDeliverySettings: SettingsGroupForm<"in-house-delivery", InHouseDelivery> = {
  group: "in-house-delivery",
  title: "In-house delivery",
  summary: "Delivery by the restaurant's own riders",
  valuesOf: (stored) => stored ?? NEW_IN_HOUSE,
  bodyOf: (values) => values,
  Fields: InHouseFields,
};

export const FeedmeDeliverySettingsPage = () => <SettingsGroupPage definition={feedmeDeliverySettings} />;
export const InHouseDeliverySettingsPage = () => <SettingsGroupPage definition={inHouseDeliverySettings} />;
