// The service-charge-setting and accounting-setting groups (spec 1 §3): the service charge (on
// or off, its rate, the order types it applies to, whether it is taxed) and the taxes a bill
// charges (each a tax system with its rate and whether prices include it; the tax code follows
// the system) with the cash rounding of bill totals.
// Decisions where the spec is silent: a new service charge is off at 10% on dine-in orders, not
// taxed; a new accounting setting charges no tax and does not round; a tax added to the list is
// the default country's (Malaysia SST) at 6%.
import { Button } from "primereact/button";
import { DEFAULT_COUNTRY_CODE, getCountryConfig } from "../../../../../domain/shared/country";
import { TAX_SYSTEMS, TAX_SYSTEM_CODES, type TaxSystemCode, taxCodeOf } from "../../../../../domain/shared/taxSystem";
import type { AccountingInput, ServiceChargeInput } from "../../../../../domain/business/chargesSettings";
import { CheckboxGroupField } from "../../../../kit/forms/CheckboxGroupField";
import { NumberField } from "../../../../kit/forms/NumberField";
import { SelectField } from "../../../../kit/forms/SelectField";
import { SwitchField } from "../../../../kit/forms/SwitchField";
import styles from "../../../../kit/forms/forms.module.css";
import type { FormState } from "../../../../kit/forms/useFormState";
import { SettingsGroupPage } from "../SettingsGroupPage";
import type { SettingsGroupForm } from "../settingsGroup";
import { percentOf } from "./chargeRates";

type OrderType = ServiceChargeInput["orderTypes"][number];
type CashRounding = AccountingInput["cashRounding"];
type Tax = AccountingInput["taxes"][number];

const ORDER_TYPE_OPTIONS: ReadonlyArray<{ readonly label: string; readonly value: OrderType }> = [
  { label: "Dine-in", value: "DINE_IN" },
  { label: "Pickup", value: "PICKUP" },
  { label: "Delivery", value: "DELIVERY" },
];

const ROUNDING_OPTIONS: ReadonlyArray<{ readonly label: string; readonly value: CashRounding }> = [
  { label: "No rounding", value: "NONE" },
  { label: "To the nearest 0.05", value: "0.05" },
  { label: "To the nearest 0.10", value: "0.10" },
];

const TAX_SYSTEM_OPTIONS = TAX_SYSTEM_CODES.map((code) => ({ label: TAX_SYSTEMS[code].name, value: code }));
const RATE_DECIMALS = 2;

const newTax = (): Tax => {
  const systemCode = getCountryConfig(DEFAULT_COUNTRY_CODE).taxSystem;
  return { systemCode, taxCode: taxCodeOf(systemCode), rate: 6, inclusive: false };
};

const ServiceChargeFields = ({ form }: { readonly form: FormState<ServiceChargeInput> }) => (
  <>
    <SwitchField label="Charge a service charge" checked={form.values.enable} onChange={(enable) => form.set("enable", enable)} />
    <div className={styles.grid}>
      <NumberField label="Rate" suffix="%" maxFractionDigits={RATE_DECIMALS} value={form.values.rate} onChange={(rate) => form.set("rate", rate)} error={form.errors.rate} />
      <CheckboxGroupField label="Applies to" options={ORDER_TYPE_OPTIONS} value={form.values.orderTypes} onChange={(orderTypes) => form.set("orderTypes", orderTypes)} />
    </div>
    <SwitchField label="Tax is charged on the service charge" checked={form.values.taxable} onChange={(taxable) => form.set("taxable", taxable)} />
  </>
);

const AccountingFields = ({ form }: { readonly form: FormState<AccountingInput> }) => {
  const { taxes } = form.values;
  const setTaxes = (next: ReadonlyArray<Tax>) => form.set("taxes", next);
  const update = (index: number, patch: Partial<Tax>) => setTaxes(taxes.map((tax, at) => (at === index ? { ...tax, ...patch } : tax)));
  return (
    <>
      <div className={styles.grid}>
        <SelectField label="Cash rounding" value={form.values.cashRounding} options={ROUNDING_OPTIONS} onChange={(cashRounding) => form.set("cashRounding", cashRounding)} />
      </div>
      <h2 className={styles.sectionTitle}>Taxes</h2>
      <div className={styles.rows}>
        {taxes.length === 0 ? <p className={styles.hint}>Bills charge no tax.</p> : null}
        {taxes.map((tax, index) => (
          <div key={index} className={styles.row}>
            <SelectField<TaxSystemCode>
              label="Tax"
              value={tax.systemCode}
              options={TAX_SYSTEM_OPTIONS}
              onChange={(systemCode) => update(index, { systemCode, taxCode: taxCodeOf(systemCode) })}
              error={form.errors[`taxes.${index}`]}
            />
            <NumberField label="Rate" suffix="%" maxFractionDigits={RATE_DECIMALS} value={tax.rate} onChange={(rate) => update(index, { rate })} error={form.errors[`taxes.${index}.rate`]} />
            <SwitchField label="Prices include it" checked={tax.inclusive} onChange={(inclusive) => update(index, { inclusive })} />
            <Button
              type="button"
              icon="pi pi-trash"
              severity="danger"
              text
              rounded
              className={styles.rowRemove}
              aria-label={`Remove tax ${index + 1}`}
              onClick={() => setTaxes(taxes.filter((_, at) => at !== index))}
            />
          </div>
        ))}
        <div>
          <Button type="button" label="Add tax" icon="pi pi-plus" outlined onClick={() => setTaxes([...taxes, newTax()])} />
        </div>
      </div>
    </>
  );
};

export const serviceChargeSettings: SettingsGroupForm<"service-charge-setting", ServiceChargeInput> = {
  group: "service-charge-setting",
  title: "Service charge",
  summary: "What the restaurant adds to bills",
  valuesOf: (stored) =>
    stored === null ? { enable: false, rate: 10, orderTypes: ["DINE_IN"], taxable: false } : { ...stored, rate: percentOf(stored.rate) },
  bodyOf: (values) => values,
  Fields: ServiceChargeFields,
};

export const accountingSettings: SettingsGroupForm<"accounting-setting", AccountingInput> = {
  group: "accounting-setting",
  title: "Accounting",
  summary: "Taxes and cash rounding of bills",
  valuesOf: (stored) =>
    stored === null
      ? { taxes: [], cashRounding: "NONE" }
      : { cashRounding: stored.cashRounding, taxes: stored.taxes.map((tax) => ({ ...tax, rate: percentOf(tax.rate) })) },
  bodyOf: (values) => values,
  Fields: AccountingFields,
};

export const ServiceChargeSettingsPage = () => <SettingsGroupPage definition={serviceChargeSettings} />;
export const AccountingSettingsPage = () => <SettingsGroupPage definition={accountingSettings} />;
