// The provider's Util page (issue 18; spec 1 §6 "Util needs admin or staff"; route 'util'): the
// data checks (credit ledgers, orphan claims, projection rebuild into shadow tables with the
// table diff), each run under the global progress dialog with its count of work done, its
// verdict and details once finished, the recent checks, and a JSON download of one stream's events.
// Decisions where the spec is silent: checks only read (domain/provider/utilChecks.ts); the
// details list what differs (members, claims, tables with a difference), 'No data' when nothing.
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { Message } from "primereact/message";
import { Tag } from "primereact/tag";
import { useState } from "react";
import { UTIL_CHECK_KINDS } from "../../../domain/provider/utilChecks";
import { messageOf } from "../../../machines/auth/notice";
import { saveFile } from "../../kit/export/saveFile";
import { ProgressDialog } from "../../kit/feedback/ProgressDialog";
import { useToast } from "../../kit/feedback/ToastProvider";
import { TextField } from "../../kit/forms/TextField";
import { PageHeader } from "../../kit/page/PageHeader";
import pageStyles from "../../kit/page/page.module.css";
import tableStyles from "../../kit/page/tables.module.css";
import { useLoad } from "../../kit/page/useLoad";
import stackedStyles from "../../kit/stackedTable.module.css";
import { usePorts } from "../../ports/PortsProvider";
import type { UtilCheck, UtilPort } from "../../ports/utilPort";
import styles from "../admin.module.css";
import { CHECK_DESCRIPTIONS, CHECK_TITLES, progressMessage, verdictOf } from "./checkTexts";
import { useUtilCheck } from "./useUtilCheck";
import utilStyles from "./util.module.css";

const NO_UTIL = "The data checks cannot load here";
const table = `${tableStyles.table} ${stackedStyles.stacked}`;

const Details = ({ check }: { readonly check: UtilCheck }) => {
  const result = check.result;
  if (result === null) return null;
  switch (result.kind) {
    case "creditLedgers":
      return (
        <DataTable value={[...result.mismatches]} dataKey="memberId" emptyMessage="No data" responsiveLayout="stack" className={table}>
          <Column header="Member" field="memberId" />
          <Column header="Business" field="businessId" />
          <Column header="Folded balance" field="foldedBalance" />
          <Column header="Row balance" field="rowBalance" />
          <Column header="Ledger rows sum" field="transactionRowSum" />
        </DataTable>
      );
    case "orphanClaims":
      return (
        <DataTable value={[...result.orphans]} dataKey="streamId" emptyMessage="No data" responsiveLayout="stack" className={table}>
          <Column header="Kind" field="kind" />
          <Column header="Key" field="key" />
          <Column header="Owner" field="ownerStreamId" />
          <Column header="Reason" field="reason" />
        </DataTable>
      );
    case "projectionRebuild":
      return (
        <DataTable value={result.tables.filter((t) => t.missing + t.extra + t.changed > 0)} dataKey="table" emptyMessage="No data" responsiveLayout="stack" className={table}>
          <Column header="Table" field="table" />
          <Column header="Live rows" field="liveRows" />
          <Column header="Rebuilt rows" field="rebuiltRows" />
          <Column header="Missing" field="missing" />
          <Column header="Extra" field="extra" />
          <Column header="Changed" field="changed" />
          <Column header="Sample keys" body={(row: { sampleKeys: ReadonlyArray<string> }) => row.sampleKeys.join(", ")} />
        </DataTable>
      );
    default: {
      const unknown: never = result;
      return unknown;
    }
  }
};

const StreamExport = ({ util }: { readonly util: UtilPort }) => {
  const toast = useToast();
  const [streamId, setStreamId] = useState("");
  const download = async () => {
    try {
      saveFile(`${streamId.replace(/[^A-Za-z0-9_-]/g, "_")}.json`, await util.exportStream(streamId), "application/json");
    } catch (error) {
      toast.error(messageOf(error));
    }
  };
  return (
    <section className={utilStyles.card} aria-labelledby="util-export">
      <h2 id="util-export" className={utilStyles.title}>Event log export</h2>
      <p className={styles.muted}>The events of one stream, oldest first, as a JSON file (e.g. business-…, member-…, voucher-…).</p>
      <div className={styles.filters}>
        <TextField label="Stream id" value={streamId} onChange={setStreamId} />
        <Button label="Export JSON" icon="pi pi-download" disabled={streamId.trim() === ""} onClick={() => void download()} />
      </div>
    </section>
  );
};

const UtilView = ({ util }: { readonly util: UtilPort }) => {
  const { running, following, finished, canRun, run, generation } = useUtilCheck(util);
  const recent = useLoad(() => util.listChecks(), String(generation));
  const verdict = finished === null ? null : verdictOf(finished);
  return (
    <div className={pageStyles.page}>
      <PageHeader title="Util" subtitle="Data checks over the event log and the read models. Checks only read." />
      <div className={utilStyles.checks}>
        {UTIL_CHECK_KINDS.map((kind) => (
          <section key={kind} className={utilStyles.card} aria-labelledby={`util-${kind}`}>
            <h2 id={`util-${kind}`} className={utilStyles.title}>{CHECK_TITLES[kind]}</h2>
            <p className={styles.muted}>{CHECK_DESCRIPTIONS[kind]}</p>
            <Button label="Run check" icon="pi pi-play" aria-label={`Run check: ${CHECK_TITLES[kind]}`} disabled={!canRun} onClick={() => run(kind)} />
          </section>
        ))}
      </div>
      {finished === null || verdict === null ? null : (
        <section aria-labelledby="util-result" className={utilStyles.result}>
          <h2 id="util-result" className={utilStyles.title}>{`${CHECK_TITLES[finished.kind]}: result`}</h2>
          <Message severity={verdict.severity} text={verdict.text} />
          <Details check={finished} />
        </section>
      )}
      <StreamExport util={util} />
      <h2 className={utilStyles.title}>Recent checks</h2>
      <DataTable value={recent.phase === "ready" ? [...recent.data] : []} dataKey="id" emptyMessage="No data" loading={recent.phase === "loading"} responsiveLayout="stack" className={table}>
        <Column header="Check" body={(check: UtilCheck) => CHECK_TITLES[check.kind]} />
        <Column header="Status" body={(check: UtilCheck) => <Tag value={check.status} severity={check.status === "done" ? "success" : check.status === "failed" ? "danger" : "info"} />} />
        <Column header="Started" body={(check: UtilCheck) => new Date(check.startedAt).toLocaleString("en-GB")} />
        <Column header="Verdict" body={(check: UtilCheck) => (check.status === "running" ? progressMessage(check) : verdictOf(check).text)} />
      </DataTable>
      <ProgressDialog visible={following} message={running === null ? "Starting the check..." : progressMessage(running)} />
    </div>
  );
};

export const UtilPage = () => {
  const { util } = usePorts();
  if (util === undefined) return <div className={pageStyles.page}><PageHeader title="Util" subtitle={NO_UTIL} /></div>;
  return <UtilView util={util} />;
};
