// Graceful shutdown on SIGTERM/SIGINT: run `close` (for the app: stop accepting, drain in-flight
// requests, then close the store through its onClose hook) and exit 0. Decision: a drain that
// outlasts the grace period, a failing close or a second signal exits 1 rather than hanging.
export interface ShutdownTarget {
  readonly close: () => Promise<unknown>;
  readonly log: {
    readonly info: (message: string) => void;
    readonly error: (details: object, message: string) => void;
  };
}

export interface ProcessControl {
  readonly on: (signal: NodeJS.Signals, listener: () => void) => unknown;
  readonly exit: (code: number) => void;
}

export const SHUTDOWN_GRACE_MS = 10_000;

export const exitGracefullyOnSignals = (
  target: ShutdownTarget,
  proc: ProcessControl = process,
  graceMs: number = SHUTDOWN_GRACE_MS,
): void => {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals): Promise<void> => {
    if (stopping) return proc.exit(1);
    stopping = true;
    target.log.info(`${signal} received: draining in-flight requests, then closing`);
    const deadline = setTimeout(() => proc.exit(1), graceMs);
    deadline.unref();
    try {
      await target.close();
      proc.exit(0);
    } catch (error) {
      target.log.error({ err: error }, "shutdown failed");
      proc.exit(1);
    } finally {
      clearTimeout(deadline);
    }
  };
  for (const signal of ["SIGTERM", "SIGINT"] as const) proc.on(signal, () => void stop(signal));
};
