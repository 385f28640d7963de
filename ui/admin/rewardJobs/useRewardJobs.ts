// Owns: the Reward job page's data (issue 18): one page of scheduled loyalty jobs for the chosen
// business (20 rows), the reactions' status, a refresh that reads both again, and a job's Run
// now / Re-run (the outcome in a toast, then the jobs read again). A failed load shows the
// server's message in a red toast and leaves that table empty.
// Decisions where the spec is silent: a new business filter goes back to the first page; an
// answer to an older query is ignored.
import { useCallback, useEffect, useRef, useState } from "react";
import { messageOf } from "../../../machines/auth/notice";
import type { ReactionStatus, RewardJobPage, RunNowAnswer } from "../../ports/adminPort";
import { usePorts } from "../../ports/PortsProvider";
import { useToast } from "../../kit/feedback/ToastProvider";

const NO_JOBS: RewardJobPage = { resources: [], totalResources: 0 };

export const RERUN_ASKED = "Re-run requested: the event is tried again now";

/** The toast after a job's run: what it did, or the error that broke it off. */
export const runOutcomeText = ({ run }: RunNowAnswer): string => {
  const done = `${run.rerun ? "Re-run" : "Run"} done: ${run.visited} ${run.visited === 1 ? "member" : "members"} visited, ${run.served} served`;
  return `${done}${run.failed === 0 ? "" : `, ${run.failed} failed`}${run.rerun && run.served === 0 && run.failed === 0 ? " (nothing left to do)" : ""}`;
};

export const useRewardJobs = () => {
  const { admin } = usePorts();
  const toast = useToast();
  const [businessId, setBusinessIdState] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  const [jobs, setJobs] = useState<RewardJobPage>(NO_JOBS);
  const [reactions, setReactions] = useState<ReadonlyArray<ReactionStatus>>([]);
  const [loading, setLoading] = useState(true);
  const [generation, setGeneration] = useState(0);
  const latestRequest = useRef(0);

  useEffect(() => {
    const request = ++latestRequest.current;
    setLoading(true);
    const jobsRead = admin.listRewardJobs({ page, businessId }).then(
      (answer) => request === latestRequest.current && setJobs(answer),
      (error: unknown) => {
        if (request !== latestRequest.current) return;
        setJobs(NO_JOBS);
        toast.error(messageOf(error));
      },
    );
    const reactionsRead = admin.listReactions().then(
      (answer) => request === latestRequest.current && setReactions(answer),
      (error: unknown) => {
        if (request !== latestRequest.current) return;
        setReactions([]);
        toast.error(messageOf(error));
      },
    );
    void Promise.all([jobsRead, reactionsRead]).then(() => request === latestRequest.current && setLoading(false));
  }, [admin, toast, page, businessId, generation]);

  return {
    businessId,
    setBusinessId: (next: string | null) => {
      setBusinessIdState(next);
      setPage(0);
    },
    page,
    setPage,
    jobs,
    reactions,
    loading,
    /** Asks for the reaction's failing event to be tried now; the answer replaces the statuses. */
    rerun: useCallback(async (name: string) => {
      try {
        setReactions(await admin.rerunReaction(name));
        toast.success(RERUN_ASKED);
      } catch (error) {
        toast.error(messageOf(error));
      }
    }, [admin, toast]),
    /** Runs the job's period now; the toast says what it did, and the jobs are read again. */
    runJob: useCallback(async (key: string) => {
      try {
        const answer = await admin.runRewardJob(key);
        if (answer.run.error === null) toast.success(runOutcomeText(answer));
        else toast.error(`Re-run stopped: ${answer.run.error}`);
      } catch (error) {
        toast.error(messageOf(error));
      }
      setGeneration((n) => n + 1);
    }, [admin, toast]),
    refresh: useCallback(() => setGeneration((n) => n + 1), []),
  };
};
