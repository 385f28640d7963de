// Owns: running one Util data check from the page: start it, follow its progress every half
// second until it ends (the page's progress dialog reads `running`), then hand back its result;
// a failure to start or to follow shows the server's message in a red toast.
// Decisions where the spec is silent: leaving the page stops the following (the check itself
// runs on in the server); one check at a time from the page.
import { useCallback, useEffect, useRef, useState } from "react";
import { messageOf } from "../../../machines/auth/notice";
import { useToast } from "../../kit/feedback/ToastProvider";
import type { UtilCheck, UtilCheckKind, UtilPort } from "../../ports/utilPort";

const POLL_MS = 500;

export const useUtilCheck = (util: UtilPort) => {
  const toast = useToast();
  const [running, setRunning] = useState<UtilCheck | null>(null);
  const [finished, setFinished] = useState<UtilCheck | null>(null);
  const [generation, setGeneration] = useState(0);
  const mounted = useRef(true);
  useEffect(() => () => {
    mounted.current = false;
  }, []);

  const follow = useCallback(async (check: UtilCheck) => {
    let current = check;
    while (current.status === "running" && mounted.current) {
      setRunning(current);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      current = await util.check(current.id);
    }
    return current;
  }, [util]);

  const run = useCallback(async (kind: UtilCheckKind) => {
    try {
      const done = await follow(await util.startCheck(kind));
      if (!mounted.current) return;
      setFinished(done);
      if (done.status === "failed") toast.error(done.error ?? "Action failed");
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      if (mounted.current) {
        setRunning(null);
        setGeneration((n) => n + 1);
      }
    }
  }, [follow, toast, util]);

  return { running, finished, run, generation };
};
