// The Dealer leads page's detail dialog for one lead: who and what it is, its status as the
// status machine holds it, with the moves it allows (Mark contacted, Mark lost, Convert to
// business: the business name, prefilled with the lead's, and an optional URL slug), and for
// admin and staff the agent it is assigned to. A converted lead links to its business. Refusals
// show in the dialog's red banner.
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { Dropdown } from "primereact/dropdown";
import { Message } from "primereact/message";
import { Tag } from "primereact/tag";
import { useId, useState } from "react";
import { Link } from "react-router";
import { SOURCE_LABELS } from "../../../domain/business/dealerLeads/dealerLead";
import { STATUS_LABELS, isClosedLead } from "../../../domain/business/dealerLeads/dealerLeadStatus";
import { messageOf } from "../../../machines/auth/notice";
import { businessOverviewPath } from "../../app/paths/businessPaths";
import { TextField } from "../../kit/forms/TextField";
import type { DealerLead, DealerLeadStatus, DealerLeadsPort, LeadAssignees } from "../../ports/dealerLeadsPort";
import styles from "../admin.module.css";
import { LeadDialog } from "./LeadDialog";
import { useLeadStatus } from "./useLeadStatus";

const NOBODY = "none";
const SEVERITY: Readonly<Record<DealerLeadStatus, "info" | "warning" | "success" | "danger">> = { NEW: "info", CONTACTED: "warning", CONVERTED: "success", LOST: "danger" };

export const statusTag = (status: DealerLeadStatus) => <Tag severity={SEVERITY[status]} value={STATUS_LABELS[status]} />;

const Assignment = ({ port, lead, assignees, onChanged }: { readonly port: DealerLeadsPort; readonly lead: DealerLead; readonly assignees: LeadAssignees; readonly onChanged: (lead: DealerLead) => void }) => {
  const id = useId();
  const [choice, setChoice] = useState(lead.agentId ?? NOBODY);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const assign = async () => {
    setBusy(true);
    setProblem(null);
    try {
      onChanged(await port.assignLead({ id: lead.id, agentId: choice === NOBODY ? null : choice, rev: lead._rev }));
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.section}>
      <label htmlFor={id}>Assigned agent</label>
      <div className={styles.expiry}>
        <Dropdown
          inputId={id}
          value={choice}
          options={[{ label: "Not assigned", value: NOBODY }, ...assignees.map((agent) => ({ label: `${agent.name} (${agent.code})`, value: agent.id }))]}
          onChange={(event) => setChoice(event.value as string)}
          filter
          disabled={isClosedLead(lead.status)}
          className={styles.filter}
        />
        <Button label="Assign" outlined onClick={() => void assign()} loading={busy} disabled={busy || isClosedLead(lead.status) || choice === (lead.agentId ?? NOBODY)} />
      </div>
      {problem === null ? null : <Message severity="error" text={problem} className={styles.banner} />}
    </div>
  );
};

export const LeadDetailDialog = ({ port, lead, assignees, onChanged, onClose }: {
  readonly port: DealerLeadsPort;
  readonly lead: DealerLead;
  readonly assignees: LeadAssignees | null;
  readonly onChanged: (lead: DealerLead) => void;
  readonly onClose: () => void;
}) => {
  const status = useLeadStatus(port, lead, onChanged);
  const shown = status.lead;
  const [converting, setConverting] = useState(false);
  const [businessName, setBusinessName] = useState(lead.businessName);
  const [url, setUrl] = useState("");
  const [editing, setEditing] = useState(false);
  const editable = shown.status === "NEW" || shown.status === "CONTACTED";
  return (
    <Dialog header={shown.name} visible modal draggable={false} onHide={onClose} style={{ width: "min(38rem, 94vw)" }}>
      <div className={styles.dialogBody}>
        {status.error === null ? null : <Message severity="error" text={status.error} className={styles.banner} />}
        <p className={styles.expiry}>
          {statusTag(shown.status)} <span>{shown.phoneNumber}</span> <span className={styles.muted}>{SOURCE_LABELS[shown.source]}</span>
        </p>
        <p>Business: <strong>{shown.businessName}</strong></p>
        {editable ? (
          <div className={styles.statusActions}>
            <Button label="Edit details" icon="pi pi-pencil" outlined onClick={() => setEditing(true)} disabled={status.busy} />
          </div>
        ) : null}
        {editing ? (
          <LeadDialog port={port} assignees={assignees} editing={shown} onClose={() => setEditing(false)} onSaved={(saved) => {
            setEditing(false);
            onChanged(saved);
          }} />
        ) : null}
        {shown.note === "" ? null : <p className={styles.muted}>{shown.note}</p>}
        {shown.businessId === null ? null : (
          <p>
            Converted into <Link className={styles.link} to={businessOverviewPath(shown.businessId)}>its business</Link>
          </p>
        )}
        {assignees === null ? (
          <p className={styles.muted}>Assigned to {shown.agent === null ? "nobody" : `${shown.agent.name} (${shown.agent.code})`}</p>
        ) : (
          <Assignment key={`${shown.id}:${shown._rev}`} port={port} lead={shown} assignees={assignees} onChanged={onChanged} />
        )}
        {converting && status.canConvert ? (
          <div className={styles.section}>
            <h2 className={styles.sectionTitle}>Convert to business</h2>
            <TextField label="Business name" value={businessName} onChange={setBusinessName} />
            <TextField label="URL" value={url} onChange={setUrl} hint="Optional: lowercase letters, digits and hyphens" />
            <div className={styles.statusActions}>
              <Button label="Cancel" text onClick={() => setConverting(false)} disabled={status.busy} />
              <Button label="Create business" icon="pi pi-check" onClick={() => status.convert(businessName.trim(), url.trim() === "" ? null : url.trim())} loading={status.busy} disabled={status.busy || businessName.trim() === ""} />
            </div>
          </div>
        ) : (
          <div className={styles.statusActions}>
            {status.canContact ? <Button label="Mark contacted" icon="pi pi-phone" onClick={status.contact} loading={status.busy} disabled={status.busy} /> : null}
            {status.canConvert ? <Button label="Convert to business" icon="pi pi-briefcase" onClick={() => setConverting(true)} disabled={status.busy} /> : null}
            {status.canLose ? <Button label="Mark lost" icon="pi pi-times" severity="danger" outlined onClick={status.lose} disabled={status.busy} /> : null}
          </div>
        )}
      </div>
    </Dialog>
  );
};
