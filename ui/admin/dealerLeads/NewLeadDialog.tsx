// The Dealer leads page's dialog for a new lead: name, phone (with its country prefix), business
// name, source, note and, for admin and staff, the agent it is assigned to (an agent's own lead
// is assigned to that agent by the server). Fields are checked with the server's Schema
// (domain/business/dealerLeads/dealerLead.ts) first; a refusal shows in the red banner.
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { Message } from "primereact/message";
import { useId, useState } from "react";
import { LEAD_SOURCES, NewDealerLeadInput, SOURCE_LABELS } from "../../../domain/business/dealerLeads/dealerLead";
import { messageOf } from "../../../machines/auth/notice";
import { ACTION_SUCCEEDED } from "../../kit/editor/useDocumentEditor";
import { useToast } from "../../kit/feedback/ToastProvider";
import { SelectField } from "../../kit/forms/SelectField";
import { TextAreaField } from "../../kit/forms/TextAreaField";
import { TextField } from "../../kit/forms/TextField";
import { fieldErrorsOf } from "../../kit/forms/schemaErrors";
import { PhoneInput } from "../../kit/phoneProof/PhoneInput";
import type { DealerLeadsPort, LeadAssignees, LeadSource } from "../../ports/dealerLeadsPort";
import styles from "../admin.module.css";

const NOBODY = "none";

export const NewLeadDialog = ({ port, assignees, onClose, onSaved }: {
  readonly port: DealerLeadsPort;
  readonly assignees: LeadAssignees | null;
  readonly onClose: () => void;
  readonly onSaved: () => void;
}) => {
  const toast = useToast();
  const phoneId = useId();
  const [name, setName] = useState("");
  const [phoneNumber, setPhone] = useState("");
  const [businessName, setBusinessName] = useState("");
  const [source, setSource] = useState<LeadSource>("WEBSITE");
  const [note, setNote] = useState("");
  const [agentId, setAgentId] = useState<string>(NOBODY);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const found = fieldErrorsOf(NewDealerLeadInput, { name, phoneNumber, businessName, source, note });
    setErrors(found);
    if (Object.values(found).some((message) => message !== undefined)) return;
    setBusy(true);
    setProblem(null);
    try {
      await port.createLead({ name: name.trim(), phoneNumber, businessName: businessName.trim(), source, note: note.trim(), agentId: agentId === NOBODY ? null : agentId });
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
      header="New lead"
      visible
      modal
      draggable={false}
      onHide={onClose}
      style={{ width: "min(36rem, 94vw)" }}
      footer={
        <>
          <Button label="Cancel" text onClick={onClose} disabled={busy} />
          <Button label="Save" onClick={() => void save()} loading={busy} disabled={busy} />
        </>
      }
    >
      <div className={styles.dialogBody}>
        {problem === null ? null : <Message severity="error" text={problem} className={styles.banner} />}
        <TextField label="Name" value={name} onChange={setName} error={errors.name} />
        <label htmlFor={phoneId}>Phone</label>
        <PhoneInput id={phoneId} value={phoneNumber} onChange={setPhone} validate error={errors.phoneNumber} />
        <TextField label="Business name" value={businessName} onChange={setBusinessName} error={errors.businessName} />
        <SelectField label="Source" value={source} options={LEAD_SOURCES.map((value) => ({ label: SOURCE_LABELS[value], value }))} onChange={setSource} />
        {assignees === null ? null : (
          <SelectField
            label="Assigned agent"
            value={agentId}
            options={[{ label: "Not assigned", value: NOBODY }, ...assignees.map((agent) => ({ label: `${agent.name} (${agent.code})`, value: agent.id }))]}
            onChange={setAgentId}
            filter
          />
        )}
        <TextAreaField label="Note" value={note} onChange={setNote} error={errors.note} hint="Optional" />
      </div>
    </Dialog>
  );
};
