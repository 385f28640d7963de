// Owns: the promotion status as a statechart over the pure rule of
// domain/marketing/promotionStatus.ts (spec 3 §4): incoming → ongoing → expired as the business
// day moves on (`clock.tick` with the day in the business time zone), and back whenever the
// promotion's period is edited (`promotion.changed`): an expired promotion whose end is moved
// forward is ongoing again. Views use the state for the status colour (incoming orange, expired
// red, otherwise teal); the server answers the same function's result as `status`.
// Decisions where the spec is silent: the machine waits for its first business day
// (`waitingForDay`, the view sends `clock.tick` with today's date on mount); from then on every
// event is decided by the pure rule on the context it leaves, so the state is always exactly
// what the rule says (the catalogue test checks it).
import { assign, setup } from "xstate";
import { type PromotionPeriod, promotionStatusOn } from "../../domain/marketing/promotionStatus";

export type PromotionStatusInput = PromotionPeriod;
export type PromotionStatusContext = { readonly period: PromotionPeriod; readonly today: string | null };

export type PromotionStatusEvent =
  | { readonly type: "clock.tick"; readonly today: string }
  | { readonly type: "promotion.changed"; readonly start: string | null; readonly end: string | null };

/** The context once the event is taken in. */
const after = (context: PromotionStatusContext, event: PromotionStatusEvent): PromotionStatusContext =>
  event.type === "clock.tick" ? { ...context, today: event.today } : { ...context, period: { start: event.start, end: event.end } };

const statusAfter = (context: PromotionStatusContext, event: PromotionStatusEvent) => {
  const next = after(context, event);
  return next.today === null ? null : promotionStatusOn(next.period, next.today);
};

const decide = [
  { guard: "isIncomingAfter", target: "incoming", actions: "takeIn" },
  { guard: "isOngoingAfter", target: "ongoing", actions: "takeIn" },
  { target: "expired", actions: "takeIn" },
] as const;
const rethink = { "clock.tick": decide, "promotion.changed": decide };

export const promotionStatusMachine = setup({
  types: {
    context: {} as PromotionStatusContext,
    events: {} as PromotionStatusEvent,
    input: {} as PromotionStatusInput,
  },
  actions: {
    takeIn: assign(({ context, event }) => after(context, event)),
  },
  guards: {
    isIncomingAfter: ({ context, event }) => statusAfter(context, event) === "incoming",
    isOngoingAfter: ({ context, event }) => statusAfter(context, event) === "ongoing",
  },
}).createMachine({
  id: "promotionStatus",
  context: ({ input }) => ({ period: { start: input.start, end: input.end }, today: null }),
  initial: "waitingForDay",
  states: {
    waitingForDay: { on: { "clock.tick": decide, "promotion.changed": { actions: "takeIn" } } },
    incoming: { on: rethink },
    ongoing: { on: rethink },
    expired: { on: rethink },
  },
});
