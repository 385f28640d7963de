// The menu import page (issue 16 item 7; route 'menu-import'): choose an xlsx or CSV sheet, see
// a progress dialog (with a Cancel link) while it is read and previewed, then the report: the
// counts, the rejected rows with their row number and reason, the products added and changed;
// Apply (only for a report without rejected rows) imports it all or nothing as one change the
// history page can roll back. Download template gives a sheet with the columns the import reads.
// The flow is machines/menu/importMenu.machine.ts.
import { useMachine } from "@xstate/react";
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { Message } from "primereact/message";
import { useMemo, useRef } from "react";
import { Link, useParams } from "react-router";
import { fromPromise } from "xstate";
import { messageOf } from "../../../machines/auth/notice";
import { type ApplyInput, type ImportFile, type PreviewInput, type ReadFileInput, canApply, importMenuMachine } from "../../../machines/menu/importMenu.machine";
import { useToast } from "../../kit/feedback/ToastProvider";
import { ProgressDialog } from "../../kit/feedback/ProgressDialog";
import { PageHeader } from "../../kit/page/PageHeader";
import pageStyles from "../../kit/page/page.module.css";
import tableStyles from "../../kit/page/tables.module.css";
import stackedStyles from "../../kit/stackedTable.module.css";
import type { ImportReportView, MenuImportPort } from "../../ports/menuImportPort";
import { usePorts } from "../../ports/PortsProvider";
import styles from "./menuImport.module.css";
import { readImportFile } from "./readImportFile";

const UNAVAILABLE = "The menu import is not available";

const unavailable = (): Promise<never> => Promise.reject(new Error(UNAVAILABLE));

const useImportFlow = (restaurantId: string, port: MenuImportPort | undefined) => {
  const logic = useMemo(
    () =>
      importMenuMachine.provide({
        actors: {
          readFile: fromPromise<ImportFile, ReadFileInput>(({ input }) => readImportFile(input.file)),
          preview: fromPromise<ImportReportView, PreviewInput>(({ input }) => port?.preview(restaurantId, input.file) ?? unavailable()),
          apply: fromPromise<ImportReportView, ApplyInput>(({ input }) => port?.apply(restaurantId, input.file, input.rev) ?? unavailable()),
        },
      }),
    [port, restaurantId],
  );
  return useMachine(logic);
};

type ChangedRow = { readonly key: string; readonly name: string; readonly what: string };

const changedRows = (report: ImportReportView): ReadonlyArray<ChangedRow> =>
  Object.entries(report.diff.modules).flatMap(([module, diff]) => [
    ...diff.added.map((item) => ({ key: `${module}+${item.id}`, name: item.name ?? item.id, what: `New ${module}` })),
    ...diff.changed.map((item) => ({ key: `${module}~${item.id}`, name: item.name ?? item.id, what: `Changed ${item.fields.join(", ")}` })),
    ...diff.removed.map((item) => ({ key: `${module}-${item.id}`, name: item.name ?? item.id, what: `Removed ${module}` })),
  ]);

const Report = ({ report }: { readonly report: ImportReportView }) => (
  <>
    <ul className={styles.summary} aria-label="Import summary">
      <li><strong>{report.rows}</strong>rows</li>
      <li><strong>{report.accepted}</strong>accepted</li>
      <li><strong>{report.rejected.length}</strong>rejected</li>
      <li><strong>{report.created}</strong>new</li>
      <li><strong>{report.updated}</strong>updated</li>
      <li><strong>{report.unchanged}</strong>unchanged</li>
    </ul>
    <section className={styles.section} aria-labelledby="rejected-rows">
      <h2 id="rejected-rows" className={styles.sectionTitle}>Rejected rows</h2>
      <DataTable value={[...report.rejected]} dataKey="row" emptyMessage="No data" stripedRows responsiveLayout="stack" className={`${tableStyles.table} ${stackedStyles.stacked}`}>
        <Column header="Row" field="row" />
        <Column header="Code" field="code" />
        <Column header="Reason" field="reason" />
      </DataTable>
    </section>
    <section className={styles.section} aria-labelledby="accepted-changes">
      <h2 id="accepted-changes" className={styles.sectionTitle}>Changes</h2>
      <DataTable value={[...changedRows(report)]} dataKey="key" emptyMessage="No data" stripedRows responsiveLayout="stack" paginator={changedRows(report).length > 20} rows={20} className={`${tableStyles.table} ${stackedStyles.stacked}`}>
        <Column header="Name" field="name" />
        <Column header="Change" field="what" />
      </DataTable>
    </section>
  </>
);

export const MenuImportPage = () => {
  const { businessId = "", restaurantId = "" } = useParams();
  const { menuImport } = usePorts();
  const toast = useToast();
  const [snapshot, send] = useImportFlow(restaurantId, menuImport);
  const input = useRef<HTMLInputElement>(null);
  const { report, error, source } = snapshot.context;
  const busy = snapshot.matches("reading") || snapshot.matches("previewing") || snapshot.matches("applying");
  const downloadTemplate = async () => {
    try {
      const blob = await (menuImport?.template(restaurantId) ?? unavailable());
      const link = document.createElement("a");
      link.href = URL.createObjectURL(blob);
      link.download = "menu-import-template.xlsx";
      link.click();
      URL.revokeObjectURL(link.href);
    } catch (failure) {
      toast.error(messageOf(failure));
    }
  };
  const restart = () => {
    if (input.current !== null) input.current.value = "";
    send({ type: "import.reset" });
  };
  return (
    <div className={pageStyles.page}>
      <PageHeader
        title="Menu import"
        subtitle="Add or update products from a spreadsheet, matched by product code. Nothing changes until you apply."
        actions={<Button label="Download template" icon="pi pi-download" outlined onClick={() => void downloadTemplate()} />}
      />
      {snapshot.matches("choosing") ? (
        <div className={styles.upload}>
          <label htmlFor="menu-import-file">Spreadsheet (xlsx or CSV, at most 2 MB and 5000 rows)</label>
          <input
            ref={input}
            id="menu-import-file"
            className={styles.fileInput}
            type="file"
            accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(event) => send({ type: "import.choose", file: event.currentTarget.files?.[0] ?? null })}
          />
        </div>
      ) : null}
      {error === null ? null : <Message severity="error" text={error} style={{ justifyContent: "flex-start" }} />}
      {snapshot.matches("applied") && report !== null ? (
        <Message
          severity="success"
          text={`Imported ${report.fileName}: ${report.created} new, ${report.updated} updated.`}
          style={{ justifyContent: "flex-start" }}
        />
      ) : null}
      {report === null ? null : (
        <>
          <h2 className={styles.sectionTitle}>Report for {report.fileName}</h2>
          {report.rejected.length > 0 ? (
            <Message severity="warn" text="Fix the rejected rows and upload the file again: an import applies every row or none." style={{ justifyContent: "flex-start" }} />
          ) : null}
          <Report report={report} />
          <div className={styles.buttons}>
            {snapshot.matches("applied") ? null : (
              <Button label="Apply" icon="pi pi-check" disabled={!canApply(report)} onClick={() => send({ type: "import.apply" })} />
            )}
            <Button label={snapshot.matches("applied") ? "Import another file" : "Start over"} outlined onClick={restart} />
            {snapshot.matches("applied") ? <Link to={`/b/${encodeURIComponent(businessId)}/restaurants/${encodeURIComponent(restaurantId)}/menu/history`}>Menu history</Link> : null}
          </div>
        </>
      )}
      <ProgressDialog
        visible={busy}
        message={snapshot.matches("applying") ? "Applying the import…" : `Reading ${source?.name ?? "the file"}…`}
        onCancel={snapshot.matches("applying") ? undefined : () => {
          if (input.current !== null) input.current.value = "";
          send({ type: "import.cancel" });
        }}
      />
    </div>
  );
};
