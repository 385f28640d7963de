// One transactions tab's table: the tab's columns (transactionColumns.ts) over the server's pages
// of 20 (lazy paging), 'No data' when the range has none; rows stacked as cards on a phone. A
// column with a detail shows it as a second, smaller line (the member's phone under the name).
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import tableStyles from "../../kit/page/tables.module.css";
import type { TransactionKind, TransactionRows } from "../../ports/loyaltyMembersPort";
import { REPORT_COLUMNS, type ReportColumn, type ReportContext, TAB_LABELS } from "./transactionColumns";
import { REPORT_PAGE_SIZE, type ReportFilter, useTransactionReport } from "./useTransactionReport";
import stackedStyles from "../../kit/stackedTable.module.css";
import styles from "./transactions.module.css";

export interface ReportTableProps<K extends TransactionKind> {
  readonly kind: K;
  readonly businessId: string;
  readonly filter: ReportFilter;
  readonly context: ReportContext;
}

const Cell = ({ value, detail }: { readonly value: string | number; readonly detail: string | undefined }) =>
  detail === undefined || detail === "" ? (
    <>{value}</>
  ) : (
    <span className={styles.withDetail}>
      {value}
      <small>{detail}</small>
    </span>
  );

export const ReportTable = <K extends TransactionKind>({ kind, businessId, filter, context }: ReportTableProps<K>) => {
  const report = useTransactionReport(kind, businessId, filter);
  const columns = REPORT_COLUMNS[kind] as ReadonlyArray<ReportColumn<TransactionRows[K]>>;
  return (
    <DataTable
      value={[...report.rows.resources]}
      dataKey="id"
      lazy
      paginator
      rows={REPORT_PAGE_SIZE}
      first={report.first}
      totalRecords={report.rows.totalResources}
      onPage={(event) => report.setFirst(event.first)}
      loading={report.loading}
      emptyMessage="No data"
      stripedRows
      size="small"
      responsiveLayout="stack"
      className={`${tableStyles.table} ${stackedStyles.stacked} ${styles.report}`}
      pt={{ table: { "aria-label": TAB_LABELS[kind] } }}
    >
      {columns
        .filter((column) => column.exportOnly !== true)
        .map((column) => (
          <Column
            key={column.header}
            header={column.header}
            bodyClassName={column.fit === undefined ? undefined : styles[column.fit]}
            body={(row: TransactionRows[K]) => <Cell value={column.value(row, context)} detail={column.detail?.(row)} />}
          />
        ))}
    </DataTable>
  );
};
