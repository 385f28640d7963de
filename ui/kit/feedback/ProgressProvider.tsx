// The global progress dialog and the loading wrapper of spec 1 §2 and §8, as one service:
// `useProgress()(work, options)` shows the dialog while `work` runs (with a Cancel link when
// `cancellable`, which aborts the signal handed to `work`); a failure shows a red toast with
// `errorMessage` or else the error's message, is logged, then `onError` runs. It resolves to
// work's result, or undefined when the work failed or was cancelled.
// Decisions where the spec is silent: the dialog reads 'Please wait...' unless given a message;
// while several works run, it shows the latest one; a cancelled work shows no toast.
import { createContext, use, useCallback, useRef, useState, type ReactNode } from "react";
import { ProgressDialog } from "./ProgressDialog";
import { useToast } from "./ToastProvider";

export interface ProgressOptions {
  readonly message?: string;
  readonly cancellable?: boolean;
  readonly errorMessage?: string;
  readonly onError?: (error: unknown) => void;
}

export type RunWithProgress = <T>(work: (signal: AbortSignal) => Promise<T>, options?: ProgressOptions) => Promise<T | undefined>;

type Running = { readonly id: number; readonly message: string; readonly cancel?: () => void };

const DEFAULT_MESSAGE = "Please wait...";
const ProgressContext = createContext<RunWithProgress | null>(null);

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message !== "" ? error.message : "Action failed";

export const ProgressProvider = ({ children }: { readonly children: ReactNode }) => {
  const toast = useToast();
  const [running, setRunning] = useState<ReadonlyArray<Running>>([]);
  const nextId = useRef(0);
  const run = useCallback<RunWithProgress>(
    async (work, options = {}) => {
      const id = ++nextId.current;
      const controller = new AbortController();
      const finish = () => setRunning((all) => all.filter((entry) => entry.id !== id));
      const cancel = () => {
        controller.abort();
        finish();
      };
      const message = options.message ?? DEFAULT_MESSAGE;
      setRunning((all) => [...all, { id, message, ...(options.cancellable ? { cancel } : {}) }]);
      try {
        return await work(controller.signal);
      } catch (error) {
        if (controller.signal.aborted) return undefined;
        toast.error(options.errorMessage ?? messageOf(error));
        console.error(error);
        options.onError?.(error);
        return undefined;
      } finally {
        finish();
      }
    },
    [toast],
  );
  const latest = running.at(-1);
  return (
    <ProgressContext value={run}>
      {children}
      <ProgressDialog visible={latest !== undefined} message={latest?.message ?? DEFAULT_MESSAGE} onCancel={latest?.cancel} />
    </ProgressContext>
  );
};

export const useProgress = (): RunWithProgress => {
  const run = use(ProgressContext);
  if (run === null) throw new Error("useProgress needs a ProgressProvider above it");
  return run;
};
