// The reopen job of paused delivery stores (domain/delivery/application/storePause.ts) and of
// items marked unavailable (domain/delivery/application/itemAvailability.ts): every tick it
// resumes each store whose reopen time has come and restores each item whose restore time has
// come; a platform that fails is tried again on the next tick. Ticks never overlap. Setting: DELIVERY_JOBS_TICK_MS (default 30000; 0 turns
// it off in this process). Several processes may run it: a resume of a store already resumed
// appends nothing and tells the platform "open" once more, which is harmless.
import type { Engine } from "../../../domain/engine/commandRunner";
import { reopenDueStores } from "../../../domain/delivery/application/storePause";
import { restoreDueItems } from "../../../domain/delivery/application/itemAvailability";
import type { DeliveryPartners } from "../../../domain/delivery/deliveryPartner";

export const DEFAULT_DELIVERY_TICK_MS = 30_000;

export const deliveryTickMs = (env: NodeJS.ProcessEnv = process.env): number => {
  const raw = env.DELIVERY_JOBS_TICK_MS;
  const value = raw === undefined || raw === "" ? DEFAULT_DELIVERY_TICK_MS : Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`Invalid DELIVERY_JOBS_TICK_MS: ${raw}`);
  return value;
};

/** Starts the job (its first tick runs at once); the answer stops it after the running tick. */
export const startDeliveryReopenJob = (engine: Engine, partners: DeliveryPartners, tickMs: number = deliveryTickMs()): (() => Promise<void>) => {
  if (tickMs === 0) return async () => undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = running.then(async () => {
      const { failed } = await reopenDueStores(engine, partners);
      for (const error of failed) console.error("A paused delivery store could not be reopened (retried next tick):", error);
      const restore = await restoreDueItems(engine, partners);
      for (const error of restore.failed) console.error("Items marked unavailable could not be restored (retried next tick):", error);
    }).catch((error: unknown) => console.error("Delivery reopen job failed:", error));
  };
  tick();
  const timer = setInterval(tick, tickMs);
  return async () => {
    clearInterval(timer);
    await running;
  };
};
