// Starts the loyalty job runner of a server process (loyaltyJobRunner.ts) and gives back what
// stops it. Settings: LOYALTY_JOBS_TICK_MS (default 60000, one tick a minute; 0 turns the runner
// off in this process, e.g. a process that should only serve HTTP). The runner is named
// `{host}:{pid}` in the run streams it claims.
import { hostname } from "node:os";
import type { Engine } from "../../../domain/engine/commandRunner";
import { DEFAULT_TICK_MS, loyaltyJobRunner } from "./loyaltyJobRunner";

export const jobTickMs = (env: NodeJS.ProcessEnv = process.env): number => {
  const raw = env.LOYALTY_JOBS_TICK_MS;
  const value = raw === undefined || raw === "" ? DEFAULT_TICK_MS : Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`Invalid LOYALTY_JOBS_TICK_MS: ${raw}`);
  return value;
};

/** Starts the runner (its first tick catches up at once); the answer stops it. */
export const startLoyaltyJobs = (engine: Engine, tickMs: number = jobTickMs()): (() => Promise<void>) => {
  if (tickMs === 0) return async () => undefined;
  const runner = loyaltyJobRunner({
    engine,
    runnerId: `${hostname()}:${process.pid}`,
    tickMs,
    log: (message, error) => console.error(message, error),
  });
  runner.start();
  return runner.stop;
};
