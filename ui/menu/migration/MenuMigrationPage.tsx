// The legacy menu migration page (route 'menu-migrate'; spec 4 §7 `PUT menu-v3/migrate`, README
// "Migrating a legacy menu"): choose the legacy server's menu export (JSON), see a progress dialog
// (with a Cancel link) while it is read and previewed, then the report of what the migration
// would create (per module) and skip (each record with its reason); Migrate asks in the
// 'Confirmation' dialog, migrates behind the progress dialog, and shows the report of what was
// created and skipped. Running the same export again creates nothing: every record is skipped as
// 'Already migrated'. The flow is machines/menu/migrateMenu.machine.ts. Download sample export
// gives a small legacy export in that format (domain/menu/legacyMenuSample.ts), made in the
// browser from the domain's legacy Schema: a person sees the format, or tries the migration on it.
import { useMachine } from "@xstate/react";
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { Message } from "primereact/message";
import { useMemo, useRef } from "react";
import { Link, useParams } from "react-router";
import { fromPromise } from "xstate";
import { type MigrateInput, type PreviewMigrationInput, type ReadLegacyInput, canMigrate, createdCount, migrateMenuMachine } from "../../../machines/menu/migrateMenu.machine";
import { LEGACY_SAMPLE_FILE_NAME, legacyMenuSampleJson } from "../../../domain/menu/legacyMenuSample";
import { saveFile } from "../../kit/export/saveFile";
import { ConfirmationDialog } from "../../kit/feedback/ConfirmationDialog";
import { ProgressDialog } from "../../kit/feedback/ProgressDialog";
import { PageHeader } from "../../kit/page/PageHeader";
import pageStyles from "../../kit/page/page.module.css";
import tableStyles from "../../kit/page/tables.module.css";
import stackedStyles from "../../kit/stackedTable.module.css";
import type { LegacyMenuExport, MenuMigrationPort, MigrationReport } from "../../ports/menuMigrationPort";
import { usePorts } from "../../ports/PortsProvider";
import styles from "../import/menuImport.module.css";
import { readLegacyFile } from "./readLegacyFile";

const UNAVAILABLE = "The legacy menu migration is not available";
const unavailable = (): Promise<never> => Promise.reject(new Error(UNAVAILABLE));
const downloadSample = () => saveFile(LEGACY_SAMPLE_FILE_NAME, legacyMenuSampleJson(), "application/json");

const MODULE_LABELS: Readonly<Record<string, string>> = { category: "Category", addonGroup: "Add-on group", product: "Product" };

const useMigrationFlow = (restaurantId: string, port: MenuMigrationPort | undefined) => {
  const logic = useMemo(
    () =>
      migrateMenuMachine.provide({
        actors: {
          readLegacy: fromPromise<LegacyMenuExport, ReadLegacyInput>(({ input }) => readLegacyFile(input.file)),
          preview: fromPromise<MigrationReport, PreviewMigrationInput>(({ input }) => port?.preview(restaurantId, input.legacy) ?? unavailable()),
          migrate: fromPromise<MigrationReport, MigrateInput>(({ input }) => port?.migrate(restaurantId, input.legacy, input.rev) ?? unavailable()),
        },
      }),
    [port, restaurantId],
  );
  return useMachine(logic);
};

const Report = ({ report }: { readonly report: MigrationReport }) => (
  <>
    <ul className={styles.summary} aria-label="Migration summary">
      <li><strong>{report.records}</strong>records</li>
      <li><strong>{report.created.category}</strong>{report.applied ? "categories created" : "categories to create"}</li>
      <li><strong>{report.created.addonGroup}</strong>{report.applied ? "add-on groups created" : "add-on groups to create"}</li>
      <li><strong>{report.created.product}</strong>{report.applied ? "products created" : "products to create"}</li>
      <li><strong>{report.skipped.length}</strong>skipped</li>
    </ul>
    <section className={styles.section} aria-labelledby="skipped-records">
      <h2 id="skipped-records" className={styles.sectionTitle}>Skipped records</h2>
      <DataTable value={[...report.skipped]} dataKey="_id" emptyMessage="No data" stripedRows responsiveLayout="stack" paginator={report.skipped.length > 20} rows={20} className={`${tableStyles.table} ${stackedStyles.stacked}`}>
        <Column header="Kind" body={(row: MigrationReport["skipped"][number]) => MODULE_LABELS[row.module] ?? row.module} />
        <Column header="Name" field="name" />
        <Column header="Reason" field="reason" />
      </DataTable>
    </section>
  </>
);

export const MenuMigrationPage = () => {
  const { businessId = "", restaurantId = "" } = useParams();
  const { menuMigration } = usePorts();
  const [snapshot, send] = useMigrationFlow(restaurantId, menuMigration);
  const input = useRef<HTMLInputElement>(null);
  const { report, error, source } = snapshot.context;
  const busy = snapshot.matches("reading") || snapshot.matches("previewing") || snapshot.matches("migrating");
  const clearFile = () => {
    if (input.current !== null) input.current.value = "";
  };
  const restart = () => {
    clearFile();
    send({ type: "migrate.reset" });
  };
  const migrated = snapshot.matches("migrated");
  return (
    <div className={pageStyles.page}>
      <PageHeader
        title="Migrate legacy menu"
        subtitle="Bring the categories, add-on groups and products of the legacy menu into this menu, with their ids. Running it again creates nothing twice."
        actions={<Button label="Download sample export" icon="pi pi-download" outlined onClick={downloadSample} />}
      />
      {snapshot.matches("choosing") ? (
        <div className={styles.upload}>
          <label htmlFor="legacy-menu-file">Legacy menu export (JSON, at most 2 MB)</label>
          <input ref={input} id="legacy-menu-file" className={styles.fileInput} type="file" accept=".json,application/json" onChange={(event) => send({ type: "migrate.choose", file: event.currentTarget.files?.[0] ?? null })} />
        </div>
      ) : null}
      {error === null ? null : <Message severity="error" text={error} style={{ justifyContent: "flex-start" }} />}
      {migrated && report !== null ? (
        <Message severity="success" text={`Migrated ${createdCount(report)} items; ${report.skipped.length} skipped.`} style={{ justifyContent: "flex-start" }} />
      ) : null}
      {report === null ? null : (
        <>
          <h2 className={styles.sectionTitle}>{migrated ? `Report of the migration of ${source?.name ?? "the legacy menu"}` : `What migrating ${source?.name ?? "the legacy menu"} would do`}</h2>
          {!migrated && createdCount(report) === 0 ? <Message severity="info" text="Nothing left to migrate: every record is already in the menu or skipped." style={{ justifyContent: "flex-start" }} /> : null}
          <Report report={report} />
          <div className={styles.buttons}>
            {migrated ? null : <Button label="Migrate" icon="pi pi-arrow-right-arrow-left" disabled={!canMigrate(report)} onClick={() => send({ type: "migrate.start" })} />}
            <Button label={migrated ? "Migrate another export" : "Start over"} outlined onClick={restart} />
            {migrated ? <Link to={`/b/${encodeURIComponent(businessId)}/restaurants/${encodeURIComponent(restaurantId)}/menu/history`}>Menu history</Link> : null}
          </div>
        </>
      )}
      <ConfirmationDialog
        visible={snapshot.matches("confirming")}
        message={`Migrate ${createdCount(report)} items of the legacy menu into this menu? It is one change, which the menu history can roll back.`}
        confirmLabel="Confirm"
        onConfirm={() => send({ type: "migrate.confirm" })}
        onCancel={() => send({ type: "migrate.cancel" })}
      />
      <ProgressDialog
        visible={busy}
        message={snapshot.matches("migrating") ? "Migrating the legacy menu…" : `Reading ${source?.name ?? "the file"}…`}
        onCancel={snapshot.matches("migrating") ? undefined : () => {
          clearFile();
          send({ type: "migrate.cancel" });
        }}
      />
    </div>
  );
};
