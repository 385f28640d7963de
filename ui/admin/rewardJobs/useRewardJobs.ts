// Owns: the Reward job page's data (issue 18): one page of scheduled loyalty jobs for the chosen
// business (20 rows), the reactions' status, and a refresh that reads both again. A failed load
// shows the server's message in a red toast and leaves that table empty.
// Decisions where the spec is silent: a new business filter goes back to the first page; an
// answer to an older query is ignored.
import { useCallback, useEffect, useRef, useState } from "react";
import { messageOf } from "../../../machines/auth/notice";
import type { ReactionStatus, RewardJobPage } from "../../ports/adminPort";
import { usePorts } from "../../ports/PortsProvider";
import { useToast } from "../../kit/feedback/ToastProvider";

const NO_JOBS: RewardJobPage = { resources: [], totalResources: 0 };

export const RERUN_ASKED = "Re-run requested: the event is tried again now";

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
    refresh: useCallback(() => setGeneration((n) => n + 1), []),
  };
};
