// Owns: one run of a Util data check from the page (issue 18): `check.run` starts it through the
// injected `start` actor; while the server says it is running the machine waits half a second and
// asks again (`poll`), holding the latest answer (the progress dialog reads it); a finished or
// failed answer ends the run in `finished` with that check, and a failed check or a refused call
// asks the view for a red toast (`notifyFailed`); a refused start forgets the last check. A new
// run may start from `idle` or `finished`.
// Decision where the spec is silent: a call that fails while following ends the run (the check
// itself runs on in the server; the recent checks list shows how it ended).
import { assign, setup } from "xstate";
import type { UtilCheck, UtilCheckKind } from "../../domain/provider/utilChecks";
import { unprovidedActor } from "../auth/authActors";
import { messageOf } from "../auth/notice";

export const POLL_DELAY_MS = 500;

export type UtilCheckContext = { readonly check: UtilCheck | null };
export type UtilCheckEvent = { readonly type: "check.run"; readonly kind: UtilCheckKind };

export const utilCheckMachine = setup({
  types: { context: {} as UtilCheckContext, events: {} as UtilCheckEvent },
  actors: {
    start: unprovidedActor<UtilCheck, { readonly kind: UtilCheckKind }>("start"),
    poll: unprovidedActor<UtilCheck, { readonly id: string }>("poll"),
  },
  actions: {
    notifyFailed: (_, _params: { readonly message: string }) => undefined,
  },
  guards: {
    isStillRunning: (_, params: { readonly check: UtilCheck }) => params.check.status === "running",
    hasFailed: (_, params: { readonly check: UtilCheck }) => params.check.status === "failed",
  },
  delays: { pollDelay: POLL_DELAY_MS },
}).createMachine({
  id: "utilCheck",
  context: { check: null },
  initial: "idle",
  states: {
    idle: { on: { "check.run": "starting" } },
    starting: {
      invoke: {
        id: "start",
        src: "start",
        input: ({ event }) => ({ kind: event.type === "check.run" ? event.kind : "creditLedgers" }),
        onDone: [
          { guard: { type: "isStillRunning", params: ({ event }) => ({ check: event.output }) }, target: "waiting", actions: assign({ check: ({ event }) => event.output }) },
          {
            guard: { type: "hasFailed", params: ({ event }) => ({ check: event.output }) },
            target: "finished",
            actions: [assign({ check: ({ event }) => event.output }), { type: "notifyFailed", params: ({ event }) => ({ message: event.output.error ?? "Action failed" }) }],
          },
          { target: "finished", actions: assign({ check: ({ event }) => event.output }) },
        ],
        onError: { target: "idle", actions: [assign({ check: null }), { type: "notifyFailed", params: ({ event }) => ({ message: messageOf(event.error) }) }] },
      },
    },
    waiting: { after: { pollDelay: "polling" } },
    polling: {
      invoke: {
        id: "poll",
        src: "poll",
        input: ({ context }) => ({ id: context.check?.id ?? "" }),
        onDone: [
          { guard: { type: "isStillRunning", params: ({ event }) => ({ check: event.output }) }, target: "waiting", actions: assign({ check: ({ event }) => event.output }) },
          {
            guard: { type: "hasFailed", params: ({ event }) => ({ check: event.output }) },
            target: "finished",
            actions: [assign({ check: ({ event }) => event.output }), { type: "notifyFailed", params: ({ event }) => ({ message: event.output.error ?? "Action failed" }) }],
          },
          { target: "finished", actions: assign({ check: ({ event }) => event.output }) },
        ],
        onError: { target: "finished", actions: { type: "notifyFailed", params: ({ event }) => ({ message: messageOf(event.error) }) } },
      },
    },
    finished: { on: { "check.run": "starting" } },
  },
});
