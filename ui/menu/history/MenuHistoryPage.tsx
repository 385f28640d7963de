// The menu history page (issue 16 item 8; route 'menu-history'): every change of the menu, newest
// first, with who, when and what; View opens the side panel (MenuAtInstantPanel.tsx) with the
// menu as it was after that change, its difference with now and Roll back to this.
// Decision where the spec is silent: times show in the browser's locale and zone, to the second.
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { useCallback, useEffect, useState } from "react";
import { useParams } from "react-router";
import { messageOf } from "../../../machines/auth/notice";
import { useToast } from "../../kit/feedback/ToastProvider";
import { PageHeader } from "../../kit/page/PageHeader";
import pageStyles from "../../kit/page/page.module.css";
import tableStyles from "../../kit/page/tables.module.css";
import stackedStyles from "../../kit/stackedTable.module.css";
import type { MenuHistoryEntryView } from "../../ports/menuHistoryPort";
import { usePorts } from "../../ports/PortsProvider";
import { describeChange } from "./describeChange";
import { MenuAtInstantPanel } from "./MenuAtInstantPanel";
import styles from "./menuHistory.module.css";
import { MENU_HISTORY_PAGE_SIZE } from "./pageSize";

const whenOf = (at: string): string => new Date(at).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "medium" });

export const MenuHistoryPage = () => {
  const { restaurantId = "" } = useParams();
  const { menuHistory } = usePorts();
  const toast = useToast();
  const [page, setPage] = useState(0);
  const [rows, setRows] = useState<ReadonlyArray<MenuHistoryEntryView>>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [generation, setGeneration] = useState(0);
  const [chosen, setChosen] = useState<MenuHistoryEntryView | null>(null);
  useEffect(() => {
    let current = true;
    setLoading(true);
    (menuHistory?.list(restaurantId, page) ?? Promise.reject(new Error("The menu history is not available"))).then(
      (answer) => {
        if (!current) return;
        setRows(answer.resources);
        setTotal(answer.totalResources);
        setLoading(false);
      },
      (error: unknown) => {
        if (!current) return;
        setLoading(false);
        toast.error(messageOf(error));
      },
    );
    return () => {
      current = false;
    };
  }, [menuHistory, restaurantId, page, generation, toast]);
  const refresh = useCallback(() => {
    setChosen(null);
    setPage(0);
    setGeneration((n) => n + 1);
  }, []);
  return (
    <div className={pageStyles.page}>
      <PageHeader title="Menu history" subtitle="Every change of this restaurant's menu. View the menu at any change and roll back to it." />
      <div className={styles.layout}>
        <DataTable
          value={[...rows]}
          dataKey="rev"
          loading={loading}
          emptyMessage="No data"
          stripedRows
          responsiveLayout="stack"
          lazy
          paginator={total > MENU_HISTORY_PAGE_SIZE}
          rows={MENU_HISTORY_PAGE_SIZE}
          first={page * MENU_HISTORY_PAGE_SIZE}
          totalRecords={total}
          onPage={(event) => setPage(event.page ?? 0)}
          className={`${tableStyles.table} ${stackedStyles.stacked}`}
        >
          <Column header="When" body={(entry: MenuHistoryEntryView) => whenOf(entry.at)} />
          <Column header="Who" body={(entry: MenuHistoryEntryView) => entry.by.name ?? (entry.by.userId === null ? "System" : entry.by.userId)} />
          <Column header="What" body={(entry: MenuHistoryEntryView) => describeChange(entry)} />
          <Column
            header="Actions"
            body={(entry: MenuHistoryEntryView) => (
              <Button label="View" text icon="pi pi-eye" aria-label={`View the menu after change ${entry.rev}`} onClick={() => setChosen(entry)} />
            )}
          />
        </DataTable>
        {chosen === null || menuHistory === undefined ? null : (
          <MenuAtInstantPanel port={menuHistory} restaurantId={restaurantId} entry={chosen} when={whenOf(chosen.at)} onRolledBack={refresh} />
        )}
      </div>
    </div>
  );
};
