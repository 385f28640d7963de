// The provider's Agent list (issue 18, spec 1 §6 'Agent list', admin only; route 'agent-list'):
// every agent or only dealers (`GET /agents/dealers`), searchable by name or code, 20 per page,
// 'No data' when empty; New agent and Edit (name, kind) in a dialog; Find by code
// (`GET /agents/search-by-code/{code}`); each agent opens its detail with the businesses it
// resells (a dealer is read fresh with `GET /agents/dealer/{id}`).
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { InputText } from "primereact/inputtext";
import { SelectButton } from "primereact/selectbutton";
import { useCallback, useState } from "react";
import { messageOf } from "../../../machines/auth/notice";
import { useToast } from "../../kit/feedback/ToastProvider";
import { PageHeader } from "../../kit/page/PageHeader";
import pageStyles from "../../kit/page/page.module.css";
import type { AgentListItem, AgentQuery, AgentsPort } from "../../ports/agentsPort";
import { usePorts } from "../../ports/PortsProvider";
import styles from "../admin.module.css";
import { AgentDetailDialog, type AgentSummary, kindTag } from "./AgentDetailDialog";
import { AgentDialog, type AgentDialogMode } from "./AgentDialog";
import { usePagedList } from "../../kit/lists/usePagedList";
import { FilterBar } from "../pagedList/FilterBar";
import { PagedListTable } from "../pagedList/PagedListTable";

const NO_AGENTS = "The agent list cannot load here";
const SHOWN = [
  { label: "All agents", value: false },
  { label: "Dealers", value: true },
];

const FindByCode = ({ agents, onFound }: { readonly agents: AgentsPort; readonly onFound: (agent: AgentSummary) => void }) => {
  const toast = useToast();
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const find = async () => {
    setBusy(true);
    try {
      onFound(await agents.findByCode(code.trim().toUpperCase()));
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.expiry} onSubmit={(event) => { event.preventDefault(); void find(); }}>
      <InputText value={code} onChange={(event) => setCode(event.target.value)} placeholder="Agent code" aria-label="Agent code" className={styles.code} maxLength={12} />
      <Button type="submit" label="Find by code" icon="pi pi-search" outlined disabled={busy || code.trim() === ""} loading={busy} />
    </form>
  );
};

const AgentList = ({ agents }: { readonly agents: AgentsPort }) => {
  const toast = useToast();
  const load = useCallback((query: AgentQuery) => agents.listAgents(query), [agents]);
  const list = usePagedList<AgentListItem, { readonly dealersOnly: boolean }>(load, { dealersOnly: false });
  const [dialog, setDialog] = useState<AgentDialogMode | null>(null);
  const [detail, setDetail] = useState<AgentSummary | null>(null);
  const open = async (row: AgentListItem) => {
    if (row.kind !== "DEALER") return setDetail(row);
    try {
      setDetail(await agents.dealer(row.id));
    } catch (error) {
      toast.error(messageOf(error));
    }
  };
  return (
    <div className={pageStyles.page}>
      <PageHeader
        title="Agents"
        subtitle="Resellers and dealers, and the businesses each of them resells."
        actions={<Button label="New agent" icon="pi pi-plus" onClick={() => setDialog({ kind: "create" })} />}
      />
      <FilterBar leading={<SelectButton value={list.filters.dealersOnly} options={SHOWN} onChange={(event) => list.setFilters({ dealersOnly: event.value === true })} allowEmpty={false} aria-label="Agents shown" />} search={{ value: list.search, onChange: list.setSearch, placeholder: "Search by name or code", label: "Search agents" }}>
        <FindByCode agents={agents} onFound={setDetail} />
      </FilterBar>
      <PagedListTable list={list} dataKey="id">
        <Column header="Name" body={(row: AgentListItem) => <Button link className={styles.linkButton} label={row.name} onClick={() => void open(row)} aria-label={`Open ${row.name}`} />} />
        <Column header="Code" field="code" />
        <Column header="Kind" body={(row: AgentListItem) => kindTag(row.kind)} />
        <Column header="Phone" field="phoneNumber" />
        <Column header="Businesses" field="businessCount" />
        <Column
          header="Actions"
          bodyClassName={styles.actions}
          body={(row: AgentListItem) => <Button icon="pi pi-pencil" text rounded aria-label={`Edit ${row.name}`} onClick={() => setDialog({ kind: "edit", agent: row })} />}
        />
      </PagedListTable>
      {dialog === null ? null : (
        <AgentDialog agents={agents} mode={dialog} onClose={() => setDialog(null)} onSaved={() => { setDialog(null); list.reload(); }} />
      )}
      {detail === null ? null : <AgentDetailDialog agents={agents} agent={detail} onClose={() => setDetail(null)} />}
    </div>
  );
};

export const AgentListPage = () => {
  const { agents } = usePorts();
  if (agents === undefined) return <div className={pageStyles.page}><PageHeader title="Agents" subtitle={NO_AGENTS} /></div>;
  return <AgentList agents={agents} />;
};
