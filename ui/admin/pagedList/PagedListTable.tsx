// Owns: the admin section's lazily paged table (issue 18 item 5: one component for the lists that
// page on the server): 20 rows a page (spec 1 §9), the paginator, the loading state, 'No data'
// when empty, striped rows stacked into cards on a phone. The page's columns are its children;
// the rows, total and page come from the list's hook (usePagedList.ts or the page's own).
import type { DataTableValueArray } from "primereact/datatable";
import { DataTable } from "primereact/datatable";
import type { ReactNode } from "react";
import tableStyles from "../../kit/page/tables.module.css";
import stackedStyles from "../../kit/stackedTable.module.css";
import { ADMIN_PAGE_SIZE } from "../pageSize";

export interface PagedRows<R> {
  readonly rows: ReadonlyArray<R>;
  readonly total: number;
  /** 0-based. */
  readonly page: number;
  readonly setPage: (page: number) => void;
  readonly loading: boolean;
}

export interface PagedListTableProps<R> {
  readonly list: PagedRows<R>;
  readonly dataKey: string;
  /** The table's accessible name, when the page has more than one table. */
  readonly ariaLabel?: string;
  /** Hides the paginator while everything fits on one page. */
  readonly paginateOnlyWhenNeeded?: boolean;
  readonly children: ReactNode;
}

export const PagedListTable = <R,>({ list, dataKey, ariaLabel, paginateOnlyWhenNeeded = false, children }: PagedListTableProps<R>) => (
  <DataTable
    value={[...list.rows] as DataTableValueArray}
    dataKey={dataKey}
    lazy
    paginator={!paginateOnlyWhenNeeded || list.total > ADMIN_PAGE_SIZE}
    rows={ADMIN_PAGE_SIZE}
    first={list.page * ADMIN_PAGE_SIZE}
    totalRecords={list.total}
    onPage={(event) => list.setPage(Math.floor(event.first / ADMIN_PAGE_SIZE))}
    loading={list.loading}
    emptyMessage="No data"
    stripedRows
    responsiveLayout="stack"
    className={`${tableStyles.table} ${stackedStyles.stacked}`}
    {...(ariaLabel === undefined ? {} : { "aria-label": ariaLabel })}
  >
    {children}
  </DataTable>
);
