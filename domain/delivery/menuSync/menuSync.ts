// The decider of a restaurant's menu syncs with one platform (language in menuSyncModel.ts):
// queued → in progress → success | failed (with the partner's reasons) → a new request retries.
// Rules:
// - One sync at a time: a request while one is queued or in progress is refused ('A menu sync is
//   already in progress', 409) unless it asks for the same menu, which it joins (a retried
//   request never publishes twice). A request for the menu that is already live, after a
//   success, starts nothing.
// - The platform's states apply to the latest sync only, matched by its job id (the first state
//   of a sync whose notification gave no job id adopts it); a request id already taken is dropped
//   (GrabFood: "only the first request should be considered"), and a finished sync takes no
//   further state, so a replayed or late webhook changes nothing.
// - Only SUCCESS moves the live menu: a sync failing half way leaves the last successful one live.
// Decision where the spec is silent: a sync the platform left queued or in progress for
// STALE_SYNC_MINUTES no longer blocks a new one (the platform never answered).
import { Temporal } from "temporal-polyfill";
import { isoOf } from "../../auth/fields";
import { type DecideContext, type Decider, type Decision, accept, reject } from "../../engine/decider";
import { type MenuSyncCommand, type MenuSyncEvent, type MenuSyncState, SEEN_REQUESTS, SYNC_HISTORY, type SyncRecord } from "./menuSyncModel";

export const SYNC_IN_PROGRESS = "A menu sync is already in progress";
export const STALE_SYNC_MINUTES = 15;
export const NO_REASON_GIVEN = "The platform gave no reason";

const itemCount = (menu: { readonly categories: ReadonlyArray<{ readonly items: ReadonlyArray<unknown> }> }): number =>
  menu.categories.reduce((sum, c) => sum + c.items.length, 0);

const withLatest = (state: MenuSyncState, change: Partial<SyncRecord>): MenuSyncState => {
  if (state.latest === null) return state;
  const latest = { ...state.latest, ...change };
  const { menu: _menu, ...record } = latest;
  return { ...state, latest, history: state.history.map((h) => (h.syncId === latest.syncId ? record : h)) };
};

const seen = (state: MenuSyncState, requestId: string | null): ReadonlyArray<string> =>
  requestId === null ? state.seenRequests : [...state.seenRequests, requestId].slice(-SEEN_REQUESTS);

const evolve = (state0: MenuSyncState, event: MenuSyncEvent): MenuSyncState => {
  const state = { ...state0, revision: state0.revision + 1 };
  switch (event.type) {
    case "MenuSyncRequested": {
      const { syncId, menu, menuHash, requestedAt } = event.data;
      const record: SyncRecord = { syncId, status: "queued", requestedAt, finishedAt: null, jobId: null, reasons: [], itemCount: itemCount(menu), menuHash };
      return { ...state, latest: { ...record, menu }, history: [record, ...state.history].slice(0, SYNC_HISTORY) };
    }
    case "MenuSyncNotified":
      return withLatest(state, { jobId: event.data.jobId ?? state.latest?.jobId ?? null });
    case "MenuSyncProgressed":
      return { ...withLatest(state, { jobId: event.data.jobId, status: event.data.state === "PROCESSING" ? "inProgress" : (state.latest?.status ?? "queued") }), seenRequests: seen(state, event.data.requestId) };
    case "MenuSyncSucceeded": {
      const next = { ...withLatest(state, { jobId: event.data.jobId, status: "success", finishedAt: event.data.at }), seenRequests: seen(state, event.data.requestId) };
      const latest = state.latest;
      return latest === null ? next : { ...next, live: { syncId: latest.syncId, acceptedAt: event.data.at, menuHash: latest.menuHash, menu: latest.menu } };
    }
    case "MenuSyncFailed":
      return { ...withLatest(state, { status: "failed", finishedAt: event.data.at, reasons: event.data.reasons }), seenRequests: seen(state, event.data.requestId) };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};

const running = (state: MenuSyncState, now: Temporal.Instant): boolean => {
  const latest = state.latest;
  if (latest === null || latest.status === "success" || latest.status === "failed") return false;
  return Temporal.Instant.compare(Temporal.Instant.from(latest.requestedAt).add({ minutes: STALE_SYNC_MINUTES }), now) > 0;
};

type Data<C extends MenuSyncCommand["type"]> = Extract<MenuSyncCommand, { type: C }>["data"];

const request = (data: Data<"RequestMenuSync">, state: MenuSyncState, ctx: DecideContext): Decision<MenuSyncEvent> => {
  if (running(state, ctx.now)) return state.latest?.menuHash === data.menuHash ? accept() : reject(SYNC_IN_PROGRESS, 409);
  if (state.latest?.status === "success" && state.live?.menuHash === data.menuHash) return accept();
  return accept({ type: "MenuSyncRequested", data: { ...data, requestedAt: isoOf(ctx.now) } });
};

const current = (state: MenuSyncState, syncId: string) => state.latest !== null && state.latest.syncId === syncId && state.latest.finishedAt === null;

const partnerState = (data: Data<"RecordPartnerState">, state: MenuSyncState, ctx: DecideContext): Decision<MenuSyncEvent> => {
  const latest = state.latest;
  if (state.seenRequests.includes(data.requestId) || latest === null || latest.finishedAt !== null) return accept();
  if (latest.jobId !== null && latest.jobId !== data.jobId) return accept();
  const base = { syncId: latest.syncId, requestId: data.requestId, jobId: data.jobId, at: isoOf(ctx.now) };
  switch (data.state) {
    case "QUEUEING":
    case "PROCESSING":
      return accept({ type: "MenuSyncProgressed", data: { ...base, state: data.state } });
    case "SUCCESS":
      return accept({ type: "MenuSyncSucceeded", data: base });
    case "FAILED":
      return accept({ type: "MenuSyncFailed", data: { syncId: base.syncId, requestId: base.requestId, at: base.at, reasons: data.errors.length === 0 ? [NO_REASON_GIVEN] : data.errors } });
    default: {
      const unknown: never = data.state;
      return unknown;
    }
  }
};

const decide = (command: MenuSyncCommand, state: MenuSyncState, ctx: DecideContext): Decision<MenuSyncEvent> => {
  switch (command.type) {
    case "RequestMenuSync": return request(command.data, state, ctx);
    case "RecordMenuNotified":
      return current(state, command.data.syncId) ? accept({ type: "MenuSyncNotified", data: { ...command.data, at: isoOf(ctx.now) } }) : accept();
    case "RecordNotifyFailed":
      return current(state, command.data.syncId)
        ? accept({ type: "MenuSyncFailed", data: { syncId: command.data.syncId, requestId: null, reasons: command.data.reasons.length === 0 ? [NO_REASON_GIVEN] : command.data.reasons, at: isoOf(ctx.now) } })
        : accept();
    case "RecordPartnerState": return partnerState(command.data, state, ctx);
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
};

export const menuSyncDecider: Decider<MenuSyncState, MenuSyncCommand, MenuSyncEvent> = {
  initialState: { latest: null, live: null, history: [], seenRequests: [], revision: 0 },
  decide,
  evolve,
};
