// The programme history panel: every change of the loyalty programme (who, when, what), newest
// first, from GET /membership/history, in a side panel opened from the overview's 'History'
// button. The list is read when the panel opens (so it includes what was just saved) and shown
// 10 changes a page (the paginator shows once there is a second page); 'Refresh' reads it again.
// Decisions where the spec is silent: the server answers the whole list (a programme changes a
// few times a day at most), so paging is done here; a failed read shows its message with 'Try
// again'.
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { Sidebar } from "primereact/sidebar";
import { useState } from "react";
import { LoadProblem } from "../../kit/page/LoadProblem";
import tableStyles from "../../kit/page/tables.module.css";
import { useLoad } from "../../kit/page/useLoad";
import type { ProgrammeChange } from "../../ports/loyaltyRewardsPort";
import { usePorts } from "../../ports/PortsProvider";
import { whatChanged, whenChanged, whoChanged } from "./programmeChanges";
import styles from "./history.module.css";

export const HISTORY_PAGE_SIZE = 10;

const ChangeList = ({ businessId }: { readonly businessId: string }) => {
  const { loyalty } = usePorts();
  const [reading, setReading] = useState(0);
  const history = useLoad(() => loyalty.programmeHistory(businessId), `${businessId}:${reading}`);
  return (
    <div className={styles.body}>
      <div className={styles.toolbar}>
        <Button label="Refresh" icon="pi pi-refresh" text size="small" onClick={() => setReading((n) => n + 1)} loading={history.phase === "loading"} />
      </div>
      {history.phase === "failed" ? <LoadProblem message={history.message} onRetry={history.retry} /> : null}
      {history.phase === "failed" ? null : (
        <DataTable
          value={history.phase === "ready" ? [...history.data] : []}
          dataKey="version"
          loading={history.phase === "loading"}
          paginator={history.phase === "ready" && history.data.length > HISTORY_PAGE_SIZE}
          rows={HISTORY_PAGE_SIZE}
          className={tableStyles.table}
          emptyMessage="No data"
          size="small"
          stripedRows
          pt={{ table: { "aria-label": "Programme history" } }}
        >
          <Column header="When" body={(change: ProgrammeChange) => whenChanged(change)} className={styles.when} />
          <Column header="Who" body={(change: ProgrammeChange) => whoChanged(change)} />
          <Column header="What" body={(change: ProgrammeChange) => whatChanged(change.type)} />
        </DataTable>
      )}
    </div>
  );
};

export interface HistoryPanelProps {
  readonly businessId: string;
  readonly visible: boolean;
  readonly onClose: () => void;
}

export const HistoryPanel = ({ businessId, visible, onClose }: HistoryPanelProps) => (
  <Sidebar visible={visible} position="right" onHide={onClose} header={<h2 className={styles.title}>History</h2>} className={styles.panel} aria-label="Programme history">
    {visible ? <ChangeList businessId={businessId} /> : null}
  </Sidebar>
);
