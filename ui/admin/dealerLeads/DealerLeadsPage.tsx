// The dealer lead inbox (issue 18, spec 1 §6 'Dealer Lead': admin, staff or agent; route
// 'dealer-leads'): leads newest first, 20 per page, searchable by name, business name or phone,
// filtered by status and (admin and staff) by agent; 'No data' when empty. New lead in a dialog;
// each lead opens its detail (status moves, assignment, conversion into a business). An agent
// sees only the leads assigned to it (the server answers so) and assigns nothing.
import { Temporal } from "temporal-polyfill";
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { Dropdown } from "primereact/dropdown";
import { useCallback, useEffect, useState } from "react";
import { SOURCE_LABELS } from "../../../domain/business/dealerLeads/dealerLead";
import { DEALER_LEAD_STATUSES, STATUS_LABELS } from "../../../domain/business/dealerLeads/dealerLeadStatus";
import { COUNTRY_CONFIGS } from "../../../domain/shared/country";
import { PageHeader } from "../../kit/page/PageHeader";
import pageStyles from "../../kit/page/page.module.css";
import type { DealerLead, DealerLeadQuery, DealerLeadStatus, DealerLeadsPort, LeadAssignees } from "../../ports/dealerLeadsPort";
import { usePorts } from "../../ports/PortsProvider";
import { useRoleFlags } from "../../session/SessionProvider";
import { usePagedList } from "../../kit/lists/usePagedList";
import styles from "../admin.module.css";
import { LeadDetailDialog, statusTag } from "./LeadDetailDialog";
import { LeadDialog } from "./LeadDialog";
import { FilterBar } from "../pagedList/FilterBar";
import { PagedListTable } from "../pagedList/PagedListTable";

const NO_LEADS = "The dealer leads cannot load here";
const ZONE = COUNTRY_CONFIGS.MY.timeZone;
const dayOf = (iso: string): string => {
  const date = Temporal.Instant.from(iso).toZonedDateTimeISO(ZONE).toPlainDate();
  return `${String(date.day).padStart(2, "0")}/${String(date.month).padStart(2, "0")}/${date.year}`;
};

/** Every agent, for admin and staff (null for an agent, who assigns nothing). */
const useAssignees = (port: DealerLeadsPort, allowed: boolean): LeadAssignees | null => {
  const [assignees, setAssignees] = useState<LeadAssignees | null>(null);
  useEffect(() => {
    if (!allowed) return;
    let current = true;
    port.assignees().then((rows) => current && setAssignees(rows), () => {});
    return () => {
      current = false;
    };
  }, [port, allowed]);
  return allowed ? assignees ?? [] : null;
};

const LeadInbox = ({ port }: { readonly port: DealerLeadsPort }) => {
  const flags = useRoleFlags();
  const assignees = useAssignees(port, flags?.isAdminOrStaff ?? false);
  const load = useCallback((query: DealerLeadQuery) => port.listLeads(query), [port]);
  const list = usePagedList<DealerLead, { readonly status: DealerLeadStatus | null; readonly agent: string | null }>(load, { status: null, agent: null });
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<DealerLead | null>(null);
  const changed = (lead: DealerLead) => {
    setOpen(lead);
    list.reload();
  };
  return (
    <div className={pageStyles.page}>
      <PageHeader
        title="Dealer leads"
        subtitle="Prospects to contact, assign to an agent and convert into businesses."
        actions={<Button label="New lead" icon="pi pi-plus" onClick={() => setCreating(true)} />}
      />
      <FilterBar search={{ value: list.search, onChange: list.setSearch, placeholder: "Search by name or phone", label: "Search leads" }}>
        <Dropdown
          value={list.filters.status}
          options={DEALER_LEAD_STATUSES.map((status) => ({ label: STATUS_LABELS[status], value: status }))}
          onChange={(event) => list.setFilters({ status: (event.value as DealerLeadStatus | undefined) ?? null })}
          placeholder="All statuses"
          aria-label="Status filter"
          showClear
          className={styles.filter}
        />
        {assignees === null ? null : (
          <Dropdown
            value={list.filters.agent}
            options={[{ label: "Not assigned", value: "none" }, ...assignees.map((agent) => ({ label: agent.name, value: agent.id }))]}
            onChange={(event) => list.setFilters({ agent: (event.value as string | undefined) ?? null })}
            placeholder="All agents"
            aria-label="Agent filter"
            filter
            showClear
            className={styles.filter}
          />
        )}
      </FilterBar>
      <PagedListTable list={list} dataKey="id">
        <Column header="Name" body={(row: DealerLead) => <Button link className={styles.linkButton} label={row.name} onClick={() => setOpen(row)} aria-label={`Open lead ${row.name}`} />} />
        <Column header="Phone" field="phoneNumber" />
        <Column header="Business" field="businessName" />
        <Column header="Source" body={(row: DealerLead) => SOURCE_LABELS[row.source]} />
        <Column header="Status" body={(row: DealerLead) => statusTag(row.status)} />
        <Column header="Agent" body={(row: DealerLead) => (row.agent === null ? <span className={styles.muted}>Not assigned</span> : row.agent.name)} />
        <Column header="Created" body={(row: DealerLead) => dayOf(row.createdAt)} />
      </PagedListTable>
      {creating ? <LeadDialog port={port} assignees={assignees} onClose={() => setCreating(false)} onSaved={() => { setCreating(false); list.reload(); }} /> : null}
      {open === null ? null : <LeadDetailDialog port={port} lead={open} assignees={assignees} onChanged={changed} onClose={() => setOpen(null)} />}
    </div>
  );
};

export const DealerLeadsPage = () => {
  const { dealerLeads } = usePorts();
  if (dealerLeads === undefined) return <div className={pageStyles.page}><PageHeader title="Dealer leads" subtitle={NO_LEADS} /></div>;
  return <LeadInbox port={dealerLeads} />;
};
