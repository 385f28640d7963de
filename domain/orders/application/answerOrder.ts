// The restaurant's answer to a new order (accept or decline), recorded first and then sent to the
// order's platform; and the order reply job's pass (adapters/server/jobs/orderReplyJob.ts), which
// sends every reply that is due again. A reply the platform took is confirmed; a failure to reach
// it is retried with the reactions' backoff (1 s doubling to 5 min, domain/engine/reaction.ts);
// a refusal by the platform (4xx, an order it already cancelled) or a store no longer connected
// ends the retries, shown on the order.
import { isoOf } from "../../auth/fields";
import { connectedStore } from "../../delivery/application/connectedStore";
import { PartnerError } from "../../delivery/deliveryPartner";
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { DomainError } from "../../engine/decider";
import { retryDelayMs } from "../../engine/reaction";
import { type OrderPlatform, orderDecider, orderStreamId } from "../order";
import type { OrderPartners } from "../orderPartner";
import { ORDERS_TABLE } from "../orders.projection";

export const ORDER_REPLY_ACTOR = "system:order-replies";
const DUE_PER_PASS = 100;

export type Answer = { readonly answer: "accept" } | { readonly answer: "decline"; readonly reason: string };

/** Sends the order's pending reply to its platform once, recording the outcome. */
export const sendOrderReply = async (engine: Engine, partners: OrderPartners, orderId: string, options: RunOptions): Promise<void> => {
  const stream = orderStreamId(orderId);
  const { state } = await engine.runner.load(orderDecider, stream);
  const row = await engine.readModels.get(ORDERS_TABLE, orderId);
  if (state.kind === "none" || state.order.reply === null || row === undefined) return;
  const platform = row.platform as OrderPlatform;
  const fail = (error: string, retry: boolean) => engine.runner.run(orderDecider, stream, {
    type: "FailReply",
    data: { error, retryAt: retry ? isoOf(engine.context().now.add({ milliseconds: retryDelayMs(state.order.reply!.attempts + 1) })) : null },
  }, options);
  try {
    const store = await connectedStore(engine, platform, String(row.restaurantId));
    await partners[platform].replyToOrder(store, String(row.platformOrderId), state.order.reply.toState);
  } catch (error) {
    if (error instanceof DomainError) return void (await fail(error.message, false));
    if (error instanceof PartnerError) return void (await fail(error.message, error.status === 0 || error.status >= 500 || error.status === 429));
    return void (await fail(error instanceof Error ? error.message : String(error), true));
  }
  await engine.runner.run(orderDecider, stream, { type: "ConfirmReply" }, options);
};

export const answerOrder = async (engine: Engine, partners: OrderPartners, orderId: string, answer: Answer, options: RunOptions): Promise<void> => {
  await engine.runner.run(orderDecider, orderStreamId(orderId), { type: "AnswerOrder", data: answer }, options);
  await sendOrderReply(engine, partners, orderId, options);
};

/** Sends every reply whose retry time has come; answers how many were tried. */
export const sendDueOrderReplies = async (engine: Engine, partners: OrderPartners): Promise<number> => {
  const now = engine.context().now;
  const { rows } = await engine.readModels.list(ORDERS_TABLE, {
    range: { field: "replyDueAt", from: "0", to: isoOf(now.add({ milliseconds: 1 })) },
    orderBy: { field: "replyDueAt", direction: "asc" },
    limit: DUE_PER_PASS,
    totalCap: 0,
  });
  for (const row of rows) await sendOrderReply(engine, partners, String(row.id), { actor: ORDER_REPLY_ACTOR });
  return rows.length;
};
