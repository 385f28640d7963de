// Owns: the transactions report's Excel and CSV exports (spec 2 §2 "Excel/CSV export"): every row
// of the open tab for its filter, read 1000 at a time under the global progress dialog with
// Cancel, written with the tab's columns (transactionColumns.ts) to
// '{tab}-{from}-{to}.xlsx' (sheet named after the tab) or '.csv'.
// Decisions where the spec is silent: the file name carries the tab and the range; Cancel saves
// nothing; a failed page shows its message in a red toast.
import { useProgress } from "../../kit/feedback/ProgressProvider";
import type { TransactionKind, TransactionRows } from "../../ports/loyaltyMembersPort";
import { usePorts } from "../../ports/PortsProvider";
import { saveFile } from "../../kit/export/saveFile";
import { workbookOf, XLSX_TYPE } from "../../kit/export/workbook";
import { csvOf } from "../../kit/export/csv";
import { type ReportContext, reportRecords, TAB_LABELS } from "./transactionColumns";
import { queryOf, type ReportFilter } from "./useTransactionReport";

export const REPORT_EXPORT_PAGE_SIZE = 1000;
export type ExportFormat = "xlsx" | "csv";

export const useReportExport = (businessId: string) => {
  const { loyalty } = usePorts();
  const progress = useProgress();
  const readAll = async <K extends TransactionKind>(kind: K, filter: ReportFilter, signal: AbortSignal) => {
    const rows: TransactionRows[K][] = [];
    for (let skip = 0; !signal.aborted; skip += REPORT_EXPORT_PAGE_SIZE) {
      const page = await loyalty.listTransactions(kind, businessId, queryOf(kind, filter, skip, REPORT_EXPORT_PAGE_SIZE));
      rows.push(...page.resources);
      if (page.resources.length < REPORT_EXPORT_PAGE_SIZE || rows.length >= page.totalResources) break;
    }
    return rows;
  };
  return (kind: TransactionKind, filter: ReportFilter, context: ReportContext, format: ExportFormat) =>
    progress(
      async (signal) => {
        const rows = await readAll(kind, filter, signal);
        if (signal.aborted) return;
        const { headers, records } = reportRecords(kind, rows, context);
        const name = `${kind}-transactions-${filter.range.start}-${filter.range.end}`;
        if (format === "csv") return saveFile(`${name}.csv`, csvOf(headers, records), "text/csv");
        const file = await workbookOf(TAB_LABELS[kind], headers, records);
        if (!signal.aborted) saveFile(`${name}.xlsx`, file, XLSX_TYPE);
      },
      { message: "Exporting transactions...", cancellable: true },
    );
};
