// The provider's Reward job page (spec 1 §6 "Reward job", admin only; route 'reward-job'): the
// scheduled loyalty jobs of every business (season resets, scheduled benefits, credit expiry) with their next
// run in the business's time zone, the runs in progress and the last run (members visited, served
// and failed, who ran it from here, the error of a re-run that broke off), filterable by
// business, 20 per page; each job's period can be run now ("Run now" when the runner has not
// done it, "Re-run" when it has: members already served get nothing more), after a confirmation
// that names the job, its business and the period's due time; and below, the reactions that follow the event log
// (receipts, reward claims...) with their lag, failures and last error; a failing one can be
// re-run now (the event is tried again at once, recorded with who asked). Refresh reads both again.
import { Temporal } from "temporal-polyfill";
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { Dropdown } from "primereact/dropdown";
import { Tag } from "primereact/tag";
import { useState } from "react";
import { Link } from "react-router";
import { displayTime } from "../../../domain/loyalty/member/memberDates";
import { businessOverviewPath } from "../../app/paths/businessPaths";
import { PageHeader } from "../../kit/page/PageHeader";
import pageStyles from "../../kit/page/page.module.css";
import tableStyles from "../../kit/page/tables.module.css";
import stackedStyles from "../../kit/stackedTable.module.css";
import { useConfirmation } from "../../kit/feedback/ConfirmationProvider";
import type { ReactionStatus, RewardJobStatus } from "../../ports/adminPort";
import styles from "../admin.module.css";
import { PagedListTable } from "../pagedList/PagedListTable";
import { useBusinessOptions } from "../useBusinessOptions";
import { jobHealth, reactionHealth } from "./jobHealth";
import { useRewardJobs } from "./useRewardJobs";

const None = () => <span className={styles.muted}>None</span>;

const LastRun = ({ job }: { readonly job: RewardJobStatus }) => {
  if (job.lastRun === null) return <None />;
  const { completedAt, visited, served, failed, rerun, error, by, byName } = job.lastRun;
  const counts = `${visited === null ? "" : `${visited} visited, `}${served} served${failed === 0 ? "" : `, ${failed} failed`}`;
  return (
    <span>
      {displayTime(completedAt, job.timeZone)}
      <br />
      <span className={styles.muted}>{counts}</span>
      {by === null ? null : (
        <>
          <br />
          <span className={styles.muted}>{`${rerun ? "Re-run" : "Run"} by ${byName ?? by}`}</span>
        </>
      )}
      {error === null ? null : (
        <>
          <br />
          <span className={styles.error}>{error}</span>
        </>
      )}
    </span>
  );
};

/** What the confirmation asks before a job's period is run now. */
export const runQuestion = (job: RewardJobStatus, dueAt: string): string => {
  const business = job.businessName || job.businessId;
  const due = displayTime(dueAt, job.timeZone);
  switch (job.kind) {
    case "season":
      return `Run the season reset due ${due} for every member of ${business} now? Members it already reset are left as they are.`;
    case "creditExpiry":
      return `Run the credit expiry due ${due} for the members of ${business} now? Free credit past its expiry is closed; credit already closed is left as it is.`;
    case "benefit":
      return `Hand out ${job.name}, due ${due}, to the members of ${business} now? Members who already received it get nothing more.`;
  }
};

/** A job's Run now / Re-run button, asked for confirmation; none while the job cannot run. */
const RunNow = ({ job, onRun }: { readonly job: RewardJobStatus; readonly onRun: (key: string) => Promise<void> }) => {
  const confirm = useConfirmation();
  const [busy, setBusy] = useState(false);
  if (job.runNow === null) return <None />;
  const { dueAt, rerun } = job.runNow;
  const label = rerun ? "Re-run" : "Run now";
  return (
    <Button
      label={label} icon={rerun ? "pi pi-replay" : "pi pi-play"} outlined size="small" loading={busy} disabled={busy}
      aria-label={`${label} ${job.name}, ${job.businessName || job.businessId}`}
      onClick={() => {
        void (async () => {
          if (!(await confirm({ message: runQuestion(job, dueAt), confirmLabel: "Confirm" }))) return;
          setBusy(true);
          await onRun(job.key).finally(() => setBusy(false));
        })();
      }}
    />
  );
};

const LastError = ({ reaction }: { readonly reaction: ReactionStatus }) => {
  if (reaction.lastError === null) return <None />;
  return (
    <span>
      {reaction.lastError}
      {reaction.lastErrorAt === null ? null : (
        <>
          <br />
          <span className={styles.muted}>{new Date(reaction.lastErrorAt).toLocaleString("en-GB")}</span>
        </>
      )}
    </span>
  );
};

/** A failing reaction's Re-run button, and who last asked for a re-run and when. */
const Rerun = ({ reaction, onRerun }: { readonly reaction: ReactionStatus; readonly onRerun: (name: string) => Promise<void> }) => {
  const [busy, setBusy] = useState(false);
  const asked = reaction.lastRerun;
  return (
    <span>
      {reaction.attempts > 0 ? (
        <Button
          label="Re-run" icon="pi pi-replay" outlined size="small" loading={busy} disabled={busy} aria-label={`Re-run ${reaction.name}`}
          onClick={() => {
            setBusy(true);
            void onRerun(reaction.name).finally(() => setBusy(false));
          }}
        />
      ) : null}
      {asked === null ? (reaction.attempts > 0 ? null : <None />) : (
        <span className={styles.muted}>
          {reaction.attempts > 0 ? <br /> : null}
          Re-run by {asked.byName ?? asked.by ?? "System"}, {new Date(asked.at).toLocaleString("en-GB")}
        </span>
      )}
    </span>
  );
};

export const RewardJobsPage = ({ now = () => Temporal.Now.instant() }: { readonly now?: () => Temporal.Instant }) => {
  const jobs = useRewardJobs();
  const businesses = useBusinessOptions();
  const at = now();
  return (
    <div className={pageStyles.page}>
      <PageHeader
        title="Reward job"
        subtitle="Scheduled loyalty jobs and the reactions that follow every sale, with their runs and failures."
        actions={<Button label="Refresh" icon="pi pi-refresh" outlined onClick={jobs.refresh} loading={jobs.loading} />}
      />
      <section aria-labelledby="reward-job-jobs" className={styles.section}>
        <h2 id="reward-job-jobs" className={styles.sectionTitle}>Scheduled jobs</h2>
        <div className={styles.filters}>
          <Dropdown
            value={jobs.businessId}
            options={businesses}
            onChange={(event) => jobs.setBusinessId((event.value as string | undefined) ?? null)}
            placeholder="All businesses"
            aria-label="Business"
            filter
            showClear
            className={styles.filter}
          />
        </div>
        <PagedListTable list={{ rows: jobs.jobs.resources, total: jobs.jobs.totalResources, page: jobs.page, setPage: jobs.setPage, loading: jobs.loading }} dataKey="key">
          <Column header="Job" body={(job: RewardJobStatus) => job.name} />
          <Column header="Business" body={(job: RewardJobStatus) => <Link className={styles.link} to={businessOverviewPath(job.businessId)}>{job.businessName || job.businessId}</Link>} />
          <Column
            header="Status"
            body={(job: RewardJobStatus) => {
              const health = jobHealth(job, at);
              return <Tag severity={health.severity} value={health.label} />;
            }}
          />
          <Column
            header="Next run"
            body={(job: RewardJobStatus) => (job.nextRunAt === null ? <None /> : (
              <span>
                {displayTime(job.nextRunAt, job.timeZone)}
                <br />
                <span className={styles.muted}>{job.timeZone}</span>
              </span>
            ))}
          />
          <Column header="Last run" body={(job: RewardJobStatus) => <LastRun job={job} />} />
          <Column header="Runs" body={(job: RewardJobStatus) => job.completedRuns} />
          <Column header="Run now" body={(job: RewardJobStatus) => <RunNow job={job} onRun={jobs.runJob} />} />
        </PagedListTable>
      </section>
      <section aria-labelledby="reward-job-reactions" className={styles.section}>
        <h2 id="reward-job-reactions" className={styles.sectionTitle}>Reactions</h2>
        <DataTable
          value={[...jobs.reactions]}
          dataKey="name"
          loading={jobs.loading}
          emptyMessage="No data"
          stripedRows
          responsiveLayout="stack"
          className={`${tableStyles.table} ${stackedStyles.stacked}`}
        >
          <Column header="Reaction" body={(reaction: ReactionStatus) => reaction.name} />
          <Column
            header="Status"
            body={(reaction: ReactionStatus) => {
              const health = reactionHealth(reaction);
              return <Tag severity={health.severity} value={health.label} />;
            }}
          />
          <Column header="Events behind" body={(reaction: ReactionStatus) => `${reaction.lag}${reaction.lagCapped ? "+" : ""}`} />
          <Column header="Failures" body={(reaction: ReactionStatus) => reaction.failures} />
          <Column header="Last error" body={(reaction: ReactionStatus) => <LastError reaction={reaction} />} />
          <Column
            header="Next attempt"
            body={(reaction: ReactionStatus) => (reaction.nextAttemptAt === null ? <None /> : new Date(reaction.nextAttemptAt).toLocaleString("en-GB"))}
          />
          <Column header="Re-run" body={(reaction: ReactionStatus) => <Rerun reaction={reaction} onRerun={jobs.rerun} />} />
        </DataTable>
      </section>
    </div>
  );
};
