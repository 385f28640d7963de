// The Dealer leads page's dialog for a new lead: name, phone (with its country prefix), business
// name, source, note and, for admin and staff, the agent it is assigned to (an agent's own lead
// is assigned to that agent by the server). Editing a lead (issue 18 item 2) opens the same
// dialog on its name, phone, business name and source (assignment and status have their own
// controls; the note is kept). Fields are checked with the server's Schema
// (domain/business/dealerLeads/dealerLead.ts) first (a field's message goes once it is typed
// in again); a refusal shows in the red banner.
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
import * as phoneRule from "../../kit/phoneProof/phoneNumber";
import { PhoneInput } from "../../kit/phoneProof/PhoneInput";
import type { DealerLead, DealerLeadsPort, LeadAssignees, LeadSource } from "../../ports/dealerLeadsPort";
import styles from "../admin.module.css";

const NOBODY = "none";

export const LeadDialog = ({ port, assignees, editing = null, onClose, onSaved }: {
  readonly port: DealerLeadsPort;
  readonly assignees: LeadAssignees | null;
  /** The lead whose details are edited; null for a new lead. */
  readonly editing?: DealerLead | null;
  readonly onClose: () => void;
  readonly onSaved: (lead: DealerLead) => void;
}) => {
  const toast = useToast();
  const phoneId = useId();
  const [name, setName] = useState(editing?.name ?? "");
  const [phoneNumber, setPhone] = useState(editing?.phoneNumber ?? "");
  const [businessName, setBusinessName] = useState(editing?.businessName ?? "");
  const [source, setSource] = useState<LeadSource>(editing?.source ?? "WEBSITE");
  const [note, setNote] = useState("");
  const [agentId, setAgentId] = useState<string>(NOBODY);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const found = fieldErrorsOf(NewDealerLeadInput, { name, phoneNumber, businessName, source, note: editing === null ? note : "" });
    setErrors(found);
    if (Object.values(found).some((message) => message !== undefined)) return;
    setBusy(true);
    setProblem(null);
    try {
      const details = { name: name.trim(), phoneNumber, businessName: businessName.trim(), source };
      const saved = editing === null
        ? await port.createLead({ ...details, note: note.trim(), agentId: agentId === NOBODY ? null : agentId })
        : await port.editLead({ ...details, id: editing.id, rev: editing._rev });
      toast.success(ACTION_SUCCEEDED);
      onSaved(saved);
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      header={editing === null ? "New lead" : "Edit lead"}
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
        <TextField label="Name" value={name} onChange={(next) => { setName(next); setErrors((found) => ({ ...found, name: undefined })); }} error={errors.name} />
        <label htmlFor={phoneId}>Phone</label>
        <PhoneInput rule={phoneRule} id={phoneId} value={phoneNumber} onChange={setPhone} validate error={errors.phoneNumber} />
        <TextField label="Business name" value={businessName} onChange={(next) => { setBusinessName(next); setErrors((found) => ({ ...found, businessName: undefined })); }} error={errors.businessName} />
        <SelectField label="Source" value={source} options={LEAD_SOURCES.map((value) => ({ label: SOURCE_LABELS[value], value }))} onChange={setSource} />
        {assignees === null || editing !== null ? null : (
          <SelectField
            label="Assigned agent"
            value={agentId}
            options={[{ label: "Not assigned", value: NOBODY }, ...assignees.map((agent) => ({ label: `${agent.name} (${agent.code})`, value: agent.id }))]}
            onChange={setAgentId}
            filter
          />
        )}
        {editing !== null ? null : <TextAreaField label="Note" value={note} onChange={setNote} error={errors.note} hint="Optional" />}
      </div>
    </Dialog>
  );
};
