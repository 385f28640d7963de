// The Agent list page's dialog: a new agent (the phone of a registered user with its country
// prefix, name, code and kind) or an agent's new name and kind (the code never changes). Fields
// are checked with the server's Schemas (domain/business/agent.ts) before sending; a refusal
// ('Invalid user', 'code has constraint') shows in the dialog's red banner.
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { Message } from "primereact/message";
import { useId, useState } from "react";
import { AgentUpdateInput, NewAgentInput } from "../../../domain/business/agent";
import { messageOf } from "../../../machines/auth/notice";
import { useToast } from "../../kit/feedback/ToastProvider";
import { ACTION_SUCCEEDED } from "../../kit/editor/useDocumentEditor";
import { SelectField } from "../../kit/forms/SelectField";
import { TextField } from "../../kit/forms/TextField";
import { fieldErrorsOf } from "../../kit/forms/schemaErrors";
import * as phoneRule from "../../kit/phoneProof/phoneNumber";
import { PhoneInput } from "../../kit/phoneProof/PhoneInput";
import type { AgentKind, AgentListItem, AgentsPort } from "../../ports/agentsPort";
import styles from "../admin.module.css";

export type AgentDialogMode = { readonly kind: "create" } | { readonly kind: "edit"; readonly agent: AgentListItem };

export const KIND_OPTIONS: ReadonlyArray<{ readonly label: string; readonly value: AgentKind }> = [
  { label: "Reseller", value: "RESELLER" },
  { label: "Dealer", value: "DEALER" },
];

export const AgentDialog = ({ agents, mode, onClose, onSaved }: { readonly agents: AgentsPort; readonly mode: AgentDialogMode; readonly onClose: () => void; readonly onSaved: () => void }) => {
  const toast = useToast();
  const phoneId = useId();
  const editing = mode.kind === "edit" ? mode.agent : null;
  const [phoneNumber, setPhone] = useState("");
  const [name, setName] = useState(editing?.name ?? "");
  const [code, setCode] = useState("");
  const [kind, setKind] = useState<AgentKind>(editing?.kind ?? "RESELLER");
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const values = editing === null ? { phoneNumber, name, code: code.trim().toUpperCase(), kind } : { name, kind };
    const found = editing === null ? fieldErrorsOf(NewAgentInput, values) : fieldErrorsOf(AgentUpdateInput, values);
    setErrors(found);
    if (Object.values(found).some((message) => message !== undefined)) return;
    setBusy(true);
    setProblem(null);
    try {
      if (editing === null) await agents.createAgent({ phoneNumber, name: name.trim(), code: code.trim().toUpperCase(), kind });
      else await agents.updateAgent({ id: editing.id, name: name.trim(), kind, rev: editing._rev });
      toast.success(ACTION_SUCCEEDED);
      onSaved();
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      header={editing === null ? "New agent" : `Edit ${editing.name}`}
      visible
      modal
      draggable={false}
      onHide={onClose}
      style={{ width: "min(34rem, 94vw)" }}
      footer={
        <>
          <Button label="Cancel" text onClick={onClose} disabled={busy} />
          <Button label="Save" onClick={() => void save()} loading={busy} disabled={busy} />
        </>
      }
    >
      <div className={styles.dialogBody}>
        {problem === null ? null : <Message severity="error" text={problem} className={styles.banner} />}
        {editing === null ? (
          <>
            <label htmlFor={phoneId}>Phone of a registered user</label>
            <PhoneInput rule={phoneRule} id={phoneId} value={phoneNumber} onChange={setPhone} validate error={errors.phoneNumber} />
          </>
        ) : (
          <p className={styles.muted}>Code {editing.code} · {editing.phoneNumber}</p>
        )}
        <TextField label="Name" value={name} onChange={setName} error={errors.name} />
        {editing === null ? <TextField label="Code" value={code} onChange={setCode} error={errors.code} hint="4 to 12 letters or digits, shared with customers" normalise={(text) => text.trim().toUpperCase()} /> : null}
        <SelectField label="Kind" value={kind} options={KIND_OPTIONS} onChange={setKind} />
      </div>
    </Dialog>
  );
};
