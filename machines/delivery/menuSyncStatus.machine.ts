// Owns: the live status of a restaurant's menu sync with one platform on screen (issue 17: "a Sync
// button with live status"): loads the status; `sync.start` publishes (the injected `start` actor,
// which knows the platform) and, while the sync is queued or in progress on the platform, polls
// the status every POLL_MS until it ends in success or failure (a failed one is retried by `sync.start` again). A refused publish
// (the rule pack's first problem, or a sync already running) comes back to idle with its message
// in `error`; a failed poll keeps polling (the status lives on the server).
// Decision where the spec is silent: polling, not a socket: a sync lasts seconds and the
// platform's webhooks (or foodpanda's push) reach one server process, so any process answers the
// poll from the stream.
import { assign, setup } from "xstate";
import type { MenuSyncStatus } from "../../domain/delivery/deliveryViews";
import { unprovidedActor } from "../auth/authActors";
import { messageOf } from "../auth/notice";

export const POLL_MS = 1500;

export type MenuSyncInput = { readonly restaurantId: string };
export type MenuSyncContext = { readonly restaurantId: string; readonly status: MenuSyncStatus | null; readonly error: string | null };
export type MenuSyncEvent = { readonly type: "sync.start" } | { readonly type: "sync.reload" };

const running = (status: MenuSyncStatus | null): boolean => status?.status === "queued" || status?.status === "inProgress";

export const menuSyncStatusMachine = setup({
  types: {
    input: {} as MenuSyncInput,
    context: {} as MenuSyncContext,
    events: {} as MenuSyncEvent,
  },
  actors: {
    load: unprovidedActor<MenuSyncStatus, MenuSyncInput>("load"),
    start: unprovidedActor<MenuSyncStatus, MenuSyncInput>("start"),
  },
  actions: {
    /** The sync ended (success or failure): the view refreshes what depends on it (the drift). */
    notifyFinished: () => undefined,
  },
}).createMachine({
  id: "menuSyncStatus",
  context: ({ input }) => ({ restaurantId: input.restaurantId, status: null, error: null }),
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "load",
        src: "load",
        input: ({ context }) => ({ restaurantId: context.restaurantId }),
        onDone: [
          { guard: ({ event }) => running(event.output), target: "watching", actions: assign({ status: ({ event }) => event.output, error: null }) },
          { target: "idle", actions: assign({ status: ({ event }) => event.output, error: null }) },
        ],
        onError: { target: "unavailable", actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    unavailable: {
      on: { "sync.reload": "loading" },
    },
    idle: {
      on: { "sync.start": "starting", "sync.reload": "loading" },
    },
    starting: {
      entry: assign({ error: null }),
      invoke: {
        id: "start",
        src: "start",
        input: ({ context }) => ({ restaurantId: context.restaurantId }),
        onDone: [
          { guard: ({ event }) => running(event.output), target: "watching", actions: assign({ status: ({ event }) => event.output }) },
          { target: "idle", actions: assign({ status: ({ event }) => event.output }) },
        ],
        onError: { target: "idle", actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    watching: {
      after: { [POLL_MS]: "polling" },
    },
    polling: {
      invoke: {
        id: "load",
        src: "load",
        input: ({ context }) => ({ restaurantId: context.restaurantId }),
        onDone: [
          { guard: ({ event }) => running(event.output), target: "watching", actions: assign({ status: ({ event }) => event.output }) },
          { target: "idle", actions: [assign({ status: ({ event }) => event.output }), "notifyFinished"] },
        ],
        onError: { target: "watching" },
      },
    },
  },
});
