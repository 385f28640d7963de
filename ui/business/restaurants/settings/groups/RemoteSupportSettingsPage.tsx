// The remote-supports settings group (spec 1 §3): the remote-desktop ids the provider's support
// team uses to reach the restaurant's machines, each with a label, its app and its id; rows are
// added and removed freely ('Label is required', 'Remote id is required').
import { Button } from "primereact/button";
import { SelectField } from "../../../../kit/forms/SelectField";
import { TextField } from "../../../../kit/forms/TextField";
import styles from "../../../../kit/forms/forms.module.css";
import type { FormState } from "../../../../kit/forms/useFormState";
import { SettingsGroupPage } from "../SettingsGroupPage";
import type { SettingsGroupForm } from "../settingsGroup";

type RemoteApp = "ANYDESK" | "TEAMVIEWER" | "RUSTDESK";
type Device = { readonly label: string; readonly app: RemoteApp; readonly remoteId: string };
type RemoteSupports = { readonly devices: ReadonlyArray<Device> };

const APP_OPTIONS: ReadonlyArray<{ readonly label: string; readonly value: RemoteApp }> = [
  { label: "AnyDesk", value: "ANYDESK" },
  { label: "TeamViewer", value: "TEAMVIEWER" },
  { label: "RustDesk", value: "RUSTDESK" },
];

const NEW_DEVICE: Device = { label: "", app: "ANYDESK", remoteId: "" };

const RemoteSupportFields = ({ form }: { readonly form: FormState<RemoteSupports> }) => {
  const { devices } = form.values;
  const setDevices = (next: ReadonlyArray<Device>) => form.set("devices", next);
  const update = (index: number, patch: Partial<Device>) =>
    setDevices(devices.map((device, at) => (at === index ? { ...device, ...patch } : device)));
  return (
    <div className={styles.rows}>
      {devices.length === 0 ? <p className={styles.hint}>No device yet.</p> : null}
      {devices.map((device, index) => (
        <div key={index} className={styles.row}>
          <TextField label="Label" value={device.label} onChange={(label) => update(index, { label })} error={form.errors[`devices.${index}.label`]} placeholder="Cashier 1" />
          <SelectField label="App" value={device.app} options={APP_OPTIONS} onChange={(app) => update(index, { app })} />
          <TextField
            label="Remote id"
            value={device.remoteId}
            onChange={(remoteId) => update(index, { remoteId })}
            error={form.errors[`devices.${index}.remoteId`]}
          />
          <Button
            type="button"
            icon="pi pi-trash"
            severity="danger"
            text
            rounded
            className={styles.rowRemove}
            aria-label={`Remove device ${index + 1}`}
            onClick={() => setDevices(devices.filter((_, at) => at !== index))}
          />
        </div>
      ))}
      <div>
        <Button type="button" label="Add device" icon="pi pi-plus" outlined onClick={() => setDevices([...devices, NEW_DEVICE])} />
      </div>
    </div>
  );
};

export const remoteSupportSettings: SettingsGroupForm<"remote-supports", RemoteSupports> = {
  group: "remote-supports",
  title: "Remote support",
  summary: "How the support team reaches the restaurant's machines",
  valuesOf: (stored) => stored ?? { devices: [] },
  bodyOf: (values) => values,
  Fields: RemoteSupportFields,
};

export const RemoteSupportSettingsPage = () => <SettingsGroupPage definition={remoteSupportSettings} />;
