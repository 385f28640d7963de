// The Agent list page's detail dialog: an agent (a row, a dealer read with
// `GET /agents/dealer/{id}`, or one found by its code) and the businesses it resells, 20 per page,
// each a link to the business overview. 'No data' when it resells none.
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { Dialog } from "primereact/dialog";
import { Tag } from "primereact/tag";
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { messageOf } from "../../../machines/auth/notice";
import { businessOverviewPath } from "../../app/paths/businessPaths";
import { useToast } from "../../kit/feedback/ToastProvider";
import tableStyles from "../../kit/page/tables.module.css";
import type { AgentBusinessPage, AgentsPort } from "../../ports/agentsPort";
import { ADMIN_PAGE_SIZE } from "../pageSize";
import styles from "../admin.module.css";

export interface AgentSummary {
  readonly id: string;
  readonly name: string;
  readonly code: string;
  readonly kind: "RESELLER" | "DEALER";
  readonly phoneNumber?: string;
}

export const kindTag = (kind: AgentSummary["kind"]) => <Tag severity={kind === "DEALER" ? "warning" : "info"} value={kind === "DEALER" ? "Dealer" : "Reseller"} />;

export const AgentDetailDialog = ({ agents, agent, onClose }: { readonly agents: AgentsPort; readonly agent: AgentSummary; readonly onClose: () => void }) => {
  const toast = useToast();
  const [page, setPage] = useState(0);
  const [businesses, setBusinesses] = useState<AgentBusinessPage | null>(null);
  const load = useCallback(() => agents.agentBusinesses(agent.id, page), [agents, agent.id, page]);
  useEffect(() => {
    let current = true;
    load().then((answer) => current && setBusinesses(answer), (error: unknown) => current && toast.error(messageOf(error)));
    return () => {
      current = false;
    };
  }, [load, toast]);
  return (
    <Dialog header={agent.name} visible modal draggable={false} onHide={onClose} style={{ width: "min(40rem, 94vw)" }}>
      <div className={styles.dialogBody}>
        <p className={styles.expiry}>
          {kindTag(agent.kind)} <span>Code {agent.code}</span>
          {agent.phoneNumber === undefined ? null : <span className={styles.muted}>{agent.phoneNumber}</span>}
        </p>
        <h2 className={styles.sectionTitle}>Businesses resold</h2>
        <DataTable
          value={[...(businesses?.resources ?? [])]}
          dataKey="id"
          lazy
          paginator={(businesses?.pagination.totalResources ?? 0) > ADMIN_PAGE_SIZE}
          rows={ADMIN_PAGE_SIZE}
          first={page * ADMIN_PAGE_SIZE}
          totalRecords={businesses?.pagination.totalResources ?? 0}
          onPage={(event) => setPage(Math.floor(event.first / ADMIN_PAGE_SIZE))}
          loading={businesses === null}
          emptyMessage="No data"
          className={tableStyles.table}
        >
          <Column header="Business" body={(row: { id: string; name: string }) => <Link className={styles.link} to={businessOverviewPath(row.id)}>{row.name}</Link>} />
          <Column header="Restaurants" field="restaurantCount" />
          <Column header="Menu" field="menuVersion" />
        </DataTable>
      </div>
    </Dialog>
  );
};
