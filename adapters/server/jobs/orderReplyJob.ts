// The order reply job (domain/orders/application/answerOrder.ts): every tick it sends again each
// order answer (accept or reject) its platform did not take yet and whose retry time has come.
// Ticks never overlap. Setting: ORDER_REPLY_TICK_MS (default 5000, since a platform cancels an
// order left unanswered for minutes; 0 turns it off in this process). Several processes may run
// it: a reply sent twice is harmless (the platform keeps the order's state), and the second
// confirmation appends nothing.
import type { Engine } from "../../../domain/engine/commandRunner";
import { sendDueOrderReplies } from "../../../domain/orders/application/answerOrder";
import type { OrderPartners } from "../../../domain/orders/orderPartner";

export const DEFAULT_ORDER_REPLY_TICK_MS = 5_000;

export const orderReplyTickMs = (env: NodeJS.ProcessEnv = process.env): number => {
  const raw = env.ORDER_REPLY_TICK_MS;
  const value = raw === undefined || raw === "" ? DEFAULT_ORDER_REPLY_TICK_MS : Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`Invalid ORDER_REPLY_TICK_MS: ${raw}`);
  return value;
};

/** Starts the job (its first tick runs at once); the answer stops it after the running tick. */
export const startOrderReplyJob = (engine: Engine, partners: OrderPartners, tickMs: number = orderReplyTickMs()): (() => Promise<void>) => {
  if (tickMs === 0) return async () => undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = running.then(async () => {
      await sendDueOrderReplies(engine, partners);
    }).catch((error: unknown) => console.error("Order reply job failed:", error));
  };
  tick();
  const timer = setInterval(tick, tickMs);
  return async () => {
    clearInterval(timer);
    await running;
  };
};
