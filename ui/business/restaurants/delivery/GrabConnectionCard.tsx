// The GrabFood connection form of a restaurant (PUT /delivery/grabfood/setting/{id}): on/off, the
// Merchant ID, the client id and the client secret. The secret is never shown back: the field
// starts empty, its hint says which secret is stored (its last 4 characters), and leaving it
// empty keeps the stored one. Refusals (a taken merchant, a stale `_rev`) are red toasts.
import { Button } from "primereact/button";
import { InputText } from "primereact/inputtext";
import { useId, useState } from "react";
import { messageOf } from "../../../../machines/auth/notice";
import { Field } from "../../../kit/forms/Field";
import { SwitchField } from "../../../kit/forms/SwitchField";
import { TextField } from "../../../kit/forms/TextField";
import formStyles from "../../../kit/forms/forms.module.css";
import { useToast } from "../../../kit/feedback/ToastProvider";
import type { DeliveryPort, GrabSetting } from "../../../ports/deliveryPort";

export interface GrabConnectionCardProps {
  readonly delivery: DeliveryPort;
  readonly setting: GrabSetting;
  readonly onSaved: (setting: GrabSetting) => void;
}

export const GrabConnectionCard = ({ delivery, setting, onSaved }: GrabConnectionCardProps) => {
  const toast = useToast();
  const secretId = useId();
  const [enabled, setEnabled] = useState(setting.enabled);
  const [merchantID, setMerchantID] = useState(setting.merchantID);
  const [clientId, setClientId] = useState(setting.clientId);
  const [secret, setSecret] = useState("");
  const [saving, setSaving] = useState(false);
  const hint = setting.clientSecretHint === null ? "No secret stored yet" : `Stored secret ${setting.clientSecretHint}; leave empty to keep it`;

  const save = async () => {
    setSaving(true);
    try {
      const saved = await delivery.saveGrabSetting(setting._id, { enabled, merchantID, clientId, ...(secret === "" ? {} : { clientSecret: secret }), rev: setting._rev });
      setSecret("");
      toast.success("GrabFood connection saved");
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
      aria-label="GrabFood connection"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h2 className={formStyles.sectionTitle}>GrabFood connection</h2>
      <SwitchField label="Connected to GrabFood" checked={enabled} onChange={setEnabled} />
      <div className={formStyles.grid}>
        <TextField label="Merchant ID" value={merchantID} onChange={setMerchantID} placeholder="1-CYNGRUNGSBCCC" />
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
