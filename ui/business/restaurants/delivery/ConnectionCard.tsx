// A restaurant's connection form for one platform (PUT /delivery/{platform}/setting/{id}): on/off,
// the platform's store id (GrabFood's Merchant ID, foodpanda's Vendor code, ShopeeFood's Store
// ID), the client id and the client secret. The secret is never shown back: the field starts
// empty, its hint says which secret is stored (its last 4 characters), and leaving it empty keeps
// the stored one. Refusals (a taken store id, a stale `_rev`) are red toasts.
import { Button } from "primereact/button";
import { InputText } from "primereact/inputtext";
import { useId, useState } from "react";
import { messageOf } from "../../../../machines/auth/notice";
import { Field } from "../../../kit/forms/Field";
import { SwitchField } from "../../../kit/forms/SwitchField";
import { TextField } from "../../../kit/forms/TextField";
import formStyles from "../../../kit/forms/forms.module.css";
import { useToast } from "../../../kit/feedback/ToastProvider";
import type { DeliveryPort, PlatformSetting } from "../../../ports/deliveryPort";
import { PLATFORM_NAME, STORE_LABEL, STORE_PLACEHOLDER } from "./deliveryText";

export interface ConnectionCardProps {
  readonly delivery: DeliveryPort;
  readonly setting: PlatformSetting;
  readonly onSaved: (setting: PlatformSetting) => void;
}

export const ConnectionCard = ({ delivery, setting, onSaved }: ConnectionCardProps) => {
  const toast = useToast();
  const secretId = useId();
  const name = PLATFORM_NAME[setting.platform];
  const [enabled, setEnabled] = useState(setting.enabled);
  const [storeRef, setStoreRef] = useState(setting.storeRef);
  const [clientId, setClientId] = useState(setting.clientId);
  const [secret, setSecret] = useState("");
  const [saving, setSaving] = useState(false);
  const hint = setting.clientSecretHint === null ? "No secret stored yet" : `Stored secret ${setting.clientSecretHint}; leave empty to keep it`;

  const save = async () => {
    setSaving(true);
    try {
      const saved = await delivery.saveSetting(setting.platform, setting._id, { enabled, storeRef, clientId, ...(secret === "" ? {} : { clientSecret: secret }), rev: setting._rev });
      setSecret("");
      toast.success(`${name} connection saved`);
      onSaved(saved);
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className={formStyles.card}
      noValidate
      aria-label={`${name} connection`}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h2 className={formStyles.sectionTitle}>{name} connection</h2>
      <SwitchField label={`Connected to ${name}`} checked={enabled} onChange={setEnabled} />
      <div className={formStyles.grid}>
        <TextField label={STORE_LABEL[setting.platform]} value={storeRef} onChange={setStoreRef} placeholder={STORE_PLACEHOLDER[setting.platform]} />
        <TextField label="Client ID" value={clientId} onChange={setClientId} optional />
        <Field id={secretId} label="Client secret" hint={hint} optional>
          <InputText id={secretId} type="password" autoComplete="new-password" className={formStyles.control} value={secret} onChange={(event) => setSecret(event.target.value)} />
        </Field>
      </div>
      <div className={formStyles.actions}>
        <Button type="submit" label="Save" icon="pi pi-check" loading={saving} />
      </div>
    </form>
  );
};
