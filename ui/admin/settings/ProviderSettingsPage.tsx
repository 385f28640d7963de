// The provider settings page (issue 18, route 'settings', admin only; spec 1 §1 "settings
// (delivery setting, SMS setting)"): the delivery setting, one row per country the product
// knows: its default delivery company (those that serve it and are not disabled,
// domain/provider/deliveryCompanyRules.ts), a base fee and a fee per km in its currency; and the
// SMS setting: the OTP transport the server sends codes with (set by OTP_TRANSPORT, shown), the
// sender, and a test send to a phone with the code it sent and the last test. Saves show the
// green 'Action was successful' toast; a refusal shows the server's message in red.
import { Button } from "primereact/button";
import { Temporal } from "temporal-polyfill";
import { Dropdown } from "primereact/dropdown";
import { useEffect, useState } from "react";
import { messageOf } from "../../../machines/auth/notice";
import { canBeDefault } from "../../../domain/provider/deliveryCompanyRules";
import { COUNTRY_CODES, COUNTRY_CONFIGS } from "../../../domain/shared/country";
import { ACTION_SUCCEEDED } from "../../kit/editor/useDocumentEditor";
import { useToast } from "../../kit/feedback/ToastProvider";
import { NumberField } from "../../kit/forms/NumberField";
import { TextField } from "../../kit/forms/TextField";
import { LoadProblem } from "../../kit/page/LoadProblem";
import { PageHeader } from "../../kit/page/PageHeader";
import pageStyles from "../../kit/page/page.module.css";
import { useLoad } from "../../kit/page/useLoad";
import { usePorts } from "../../ports/PortsProvider";
import type { DeliveryCompany, ProviderOpsPort, ProviderSettings, SmsTestResult } from "../../ports/providerOpsPort";
import styles from "../admin.module.css";
import { ProviderOpsMissing } from "../providerOpsMissing";
import { type CountryRow, rowsOf, settingOf } from "./feeAmount";
import settingStyles from "./settings.module.css";

const TRANSPORT_LABELS: Readonly<Record<string, string>> = {
  outbox: "Development outbox (codes readable at /api/v2/dev/outbox)",
  console: "Server console (the operator relays the code)",
};

const useSave = () => {
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const run = async <T,>(work: () => Promise<T>, done: (answer: T) => void) => {
    setSaving(true);
    try {
      done(await work());
      toast.success(ACTION_SUCCEEDED);
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setSaving(false);
    }
  };
  return { saving, run };
};

const DeliverySettingForm = ({ ops, settings, companies, onSaved }: {
  readonly ops: ProviderOpsPort;
  readonly settings: ProviderSettings;
  readonly companies: ReadonlyArray<DeliveryCompany>;
  readonly onSaved: (next: ProviderSettings) => void;
}) => {
  const [rows, setRows] = useState<ReadonlyArray<CountryRow>>(() => rowsOf(settings.delivery.countries, COUNTRY_CODES));
  const save = useSave();
  const change = (country: string, patch: Partial<CountryRow>) => setRows((now) => now.map((row) => (row.country === country ? { ...row, ...patch } : row)));
  return (
    <section className={styles.section} aria-labelledby="delivery-setting">
      <h2 id="delivery-setting" className={styles.sectionTitle}>Delivery setting</h2>
      <div className={settingStyles.countries}>
        {rows.map((row) => {
          const config = COUNTRY_CONFIGS[row.country];
          const choices = companies.filter((company) => canBeDefault(company, row.country) || company.id === row.defaultCompanyId);
          const selectId = `default-company-${row.country}`;
          return (
            <fieldset key={row.country} className={settingStyles.country}>
              <legend className={settingStyles.legend}>{config.name}</legend>
              <label htmlFor={selectId} className={settingStyles.label}>Default delivery company</label>
              <Dropdown
                inputId={selectId}
                value={row.defaultCompanyId}
                options={choices.map((company) => ({ label: company.name, value: company.id }))}
                onChange={(event) => change(row.country, { defaultCompanyId: (event.value as string | undefined) ?? null })}
                placeholder="None"
                showClear
              />
              <NumberField label={`Base fee (${config.currency.code})`} value={row.baseFee} maxFractionDigits={config.decimals} onChange={(baseFee) => change(row.country, { baseFee })} />
              <NumberField label={`Fee per km (${config.currency.code})`} value={row.perKmFee} maxFractionDigits={config.decimals} onChange={(perKmFee) => change(row.country, { perKmFee })} />
            </fieldset>
          );
        })}
      </div>
      <div>
        <Button
          label="Save delivery setting"
          loading={save.saving}
          onClick={() => save.run(() => ops.saveDeliverySetting({ countries: settingOf(rows), rev: settings._rev }), onSaved)}
        />
      </div>
    </section>
  );
};

const SmsSettingForm = ({ ops, settings, onSaved }: {
  readonly ops: ProviderOpsPort;
  readonly settings: ProviderSettings;
  readonly onSaved: (next: ProviderSettings) => void;
}) => {
  const [sender, setSender] = useState(settings.sms.sender);
  const [phone, setPhone] = useState("");
  const [sent, setSent] = useState<SmsTestResult | null>(null);
  const save = useSave();
  const test = useSave();
  const last = sent ?? settings.sms.lastTest;
  return (
    <section className={styles.section} aria-labelledby="sms-setting">
      <h2 id="sms-setting" className={styles.sectionTitle}>SMS setting</h2>
      <p className={settingStyles.transport}>
        <strong>OTP transport:</strong> {TRANSPORT_LABELS[settings.sms.transport] ?? settings.sms.transport}
        <span className={styles.muted}> (set with OTP_TRANSPORT when the server starts)</span>
      </p>
      <div className={settingStyles.row}>
        <TextField label="Sender" value={sender} onChange={setSender} hint="Up to 11 letters, digits or spaces, as phones show it." />
        <Button label="Save SMS setting" loading={save.saving} onClick={() => save.run(() => ops.saveSmsSetting({ sender: sender.trim(), rev: settings._rev }), onSaved)} />
      </div>
      <div className={settingStyles.row}>
        <TextField label="Test phone number" value={phone} onChange={setPhone} placeholder="+60123456789" hint="In international form, e.g. +60123456789." />
        <Button label="Send test" icon="pi pi-send" outlined loading={test.saving} onClick={() => test.run(() => ops.sendTestSms(phone.trim()), setSent)} />
      </div>
      {last === null ? null : (
        <p role="status" className={settingStyles.transport}>
          {sent === null ? "Last test" : `Test code ${sent.code} sent`} to {last.target} through {last.transport} as {last.sender}, {Temporal.Instant.from(last.sentAt).toLocaleString("en-GB")}.
        </p>
      )}
    </section>
  );
};

const Settings = ({ ops }: { readonly ops: ProviderOpsPort }) => {
  const load = useLoad(() => Promise.all([ops.providerSettings(), ops.listDeliveryCompanies()]), "settings");
  const [settings, setSettings] = useState<ProviderSettings | null>(null);
  // Taken once per read: after a save the page holds the answer (with its new `_rev`).
  const loaded = load.phase === "ready" ? load.data : null;
  useEffect(() => {
    if (loaded !== null) setSettings(loaded[0]);
  }, [loaded]);
  return (
    <div className={pageStyles.page}>
      <PageHeader title="Settings" subtitle="Delivery defaults and fees per country, and how text messages are sent." />
      {load.phase === "failed" ? <LoadProblem message={load.message} onRetry={load.retry} /> : null}
      {loaded === null || settings === null ? null : (
        <>
          <DeliverySettingForm ops={ops} settings={settings} companies={loaded[1]} onSaved={setSettings} />
          <SmsSettingForm ops={ops} settings={settings} onSaved={setSettings} />
        </>
      )}
    </div>
  );
};

export const ProviderSettingsPage = () => {
  const { providerOps } = usePorts();
  return providerOps === undefined ? <ProviderOpsMissing /> : <Settings ops={providerOps} />;
};
