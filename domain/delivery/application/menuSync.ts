// A restaurant's GrabFood menu sync (GET|PUT /delivery/grabfood/menu-sync/{id}, ARCHITECTURE §3),
// its dry run and drift, and GrabFood's side of the flow: we notify GrabFood, GrabFood pulls our
// get-menu webhook (`menuForGrab`), then pushes the sync's states (`recordGrabSyncState`).
// The published menu is built from the DELIVERY channel's effective menu (channelMenu.ts) with the
// menu's schedulers, the DELIVERY catalog's price overrides and the store's delivery hours
// (the restaurant's in-house-delivery hours, as the opening-hours push sends them), then checked
// by the rule pack: a menu with a problem is refused before calling out with the first problem's
// message ('{n} more' when there are others: the dry run lists them all).
// Decisions where the spec is silent:
// - The menu is in the currency of its prices (MYR for an empty menu).
// - The get-menu webhook answers the menu of the sync in flight (what was recorded when it was
//   requested), else the live menu, else the current one: GrabFood gets exactly what the record says.
// - A notification GrabFood refuses or cannot take fails the sync at once with its message; a
//   new request retries.
import { Result } from "effect";
import { Temporal } from "temporal-polyfill";
import { restaurantDecider } from "../../business/restaurant";
import { restaurantStreamId } from "../../business/restaurantModel";
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { DomainError } from "../../engine/decider";
import { channelMenu } from "../../menu/application/channelMenu";
import { loadMenu } from "../../menu/application/readMenu";
import { catalogFor } from "../../menu/effectiveMenu";
import { itemsOf } from "../../menu/menuModel";
import { type DeliveryPartner, PartnerError } from "../deliveryPartner";
import type { GrabMenu } from "../grabfood/grabMenu";
import { grabMenuOf } from "../grabfood/grabMenuMapping";
import { type DriftEntry, menuDrift, menuHash } from "../menuSync/menuDrift";
import { menuSyncDecider } from "../menuSync/menuSync";
import { type MenuSyncState, type PartnerSyncState, menuSyncStreamId } from "../menuSync/menuSyncModel";
import { type PublishProblem, publishProblems } from "../menuSync/publishRules";
import { openPeriodsOf } from "../openingHoursPush";
import { connectedStore, restaurantOfStore } from "./connectedStore";

export interface SyncRef {
  readonly restaurantId: string;
  readonly businessId: string;
}

export const SYNC_ACTOR = "system:grabfood-webhook";

const deliveryHours = async (engine: Engine, restaurantId: string) => {
  const { state } = await engine.runner.load(restaurantDecider, restaurantStreamId(restaurantId));
  const delivery = state.status === "active" ? state.settings["in-house-delivery"] : null;
  if (delivery === null) return null;
  const periods = openPeriodsOf(delivery.operatingHours);
  return Result.isSuccess(periods) ? periods.success : null;
};

/** The GrabFood menu of the restaurant now, and whether its store has delivery hours. */
export const currentGrabMenu = async (engine: Engine, ref: SyncRef, merchantID: string): Promise<{ menu: GrabMenu; hasOpeningHours: boolean }> => {
  const effective = await channelMenu(engine, { restaurantId: ref.restaurantId, businessId: ref.businessId, channel: "DELIVERY" });
  const state = await loadMenu(engine, ref.restaurantId);
  const catalog = catalogFor(state, "DELIVERY");
  const openingHours = await deliveryHours(engine, ref.restaurantId);
  const menu = grabMenuOf({
    merchantID,
    partnerMerchantID: ref.restaurantId,
    menu: effective,
    schedulers: itemsOf(state.modules, "scheduler"),
    catalogPriced: new Set((catalog?.override.product ?? []).filter((o) => o.price !== null).map((o) => o.id)),
    currency: effective.products[0]?.price.currency ?? "MYR",
    openingHours,
    date: Temporal.Instant.from(effective.at).toZonedDateTimeISO(effective.timeZone).toPlainDate().toString(),
  });
  return { menu, hasOpeningHours: openingHours !== null };
};

const storeRefOf = async (engine: Engine, restaurantId: string): Promise<string> => (await connectedStore(engine, "grabfood", restaurantId)).storeRef;

export interface DryRun {
  readonly problems: ReadonlyArray<PublishProblem>;
  readonly categoryCount: number;
  readonly itemCount: number;
}

/** What a publish would send, checked, without sending anything. */
export const dryRunMenuSync = async (engine: Engine, ref: SyncRef): Promise<DryRun> => {
  const { menu, hasOpeningHours } = await currentGrabMenu(engine, ref, await storeRefOf(engine, ref.restaurantId));
  return { problems: publishProblems(menu, hasOpeningHours), categoryCount: menu.categories.length, itemCount: menu.categories.reduce((n, c) => n + c.items.length, 0) };
};

const refusal = (problems: ReadonlyArray<PublishProblem>): DomainError => {
  const first = problems[0]?.message ?? "";
  return new DomainError(problems.length > 1 ? `${first} (${problems.length - 1} more)` : first, 400);
};

export const loadMenuSync = async (engine: Engine, restaurantId: string): Promise<MenuSyncState> =>
  (await engine.runner.load(menuSyncDecider, menuSyncStreamId("grabfood", restaurantId))).state;

/** Publishes the current menu: checked, recorded as queued, then GrabFood is notified. */
export const startMenuSync = async (engine: Engine, partner: DeliveryPartner, ref: SyncRef, options: RunOptions): Promise<MenuSyncState> => {
  const store = await connectedStore(engine, "grabfood", ref.restaurantId);
  const { menu, hasOpeningHours } = await currentGrabMenu(engine, ref, store.storeRef);
  const problems = publishProblems(menu, hasOpeningHours);
  if (problems.length > 0) throw refusal(problems);
  const streamId = menuSyncStreamId("grabfood", ref.restaurantId);
  const syncId = engine.context().newId();
  const command = { type: "RequestMenuSync" as const, data: { platform: "grabfood" as const, ...ref, syncId, menu, menuHash: menuHash(menu) } };
  const { state } = await engine.runner.run(menuSyncDecider, streamId, command, options);
  if (state.latest?.syncId !== syncId) return state;
  try {
    const jobId = await partner.notifyMenu(store);
    return (await engine.runner.run(menuSyncDecider, streamId, { type: "RecordMenuNotified", data: { syncId, jobId } }, options)).state;
  } catch (error) {
    if (!(error instanceof PartnerError)) throw error;
    return (await engine.runner.run(menuSyncDecider, streamId, { type: "RecordNotifyFailed", data: { syncId, reason: error.message } }, options)).state;
  }
};

/** GrabFood's get-menu webhook: the menu it is to take for `merchantID`. */
export const menuForGrab = async (engine: Engine, merchantID: string): Promise<GrabMenu> => {
  const ref = await restaurantOfStore(engine.readModels, "grabfood", merchantID);
  const state = await loadMenuSync(engine, ref.restaurantId);
  if (state.latest !== null && state.latest.finishedAt === null) return state.latest.menu;
  if (state.live !== null) return state.live.menu;
  return (await currentGrabMenu(engine, ref, merchantID)).menu;
};

export interface GrabSyncState {
  readonly requestID: string;
  readonly merchantID: string;
  readonly jobID: string;
  readonly status: PartnerSyncState;
  readonly errors: ReadonlyArray<string>;
}

/** GrabFood's menu sync webhook: one state of a sync; a repeated request id is dropped. */
export const recordGrabSyncState = async (engine: Engine, pushed: GrabSyncState): Promise<void> => {
  const ref = await restaurantOfStore(engine.readModels, "grabfood", pushed.merchantID);
  await engine.runner.run(
    menuSyncDecider,
    menuSyncStreamId("grabfood", ref.restaurantId),
    { type: "RecordPartnerState", data: { requestId: pushed.requestID, jobId: pushed.jobID, state: pushed.status, errors: pushed.errors } },
    { actor: SYNC_ACTOR, idempotency: { key: `${SYNC_ACTOR}:${pushed.merchantID}:${pushed.requestID}` } },
  );
};

/** Item by item, the menu we would publish now against the one GrabFood last accepted. */
export const grabMenuDrift = async (engine: Engine, ref: SyncRef): Promise<{ liveSyncId: string | null; acceptedAt: string | null; items: ReadonlyArray<DriftEntry> }> => {
  const { menu } = await currentGrabMenu(engine, ref, await storeRefOf(engine, ref.restaurantId));
  const { live } = await loadMenuSync(engine, ref.restaurantId);
  return { liveSyncId: live?.syncId ?? null, acceptedAt: live?.acceptedAt ?? null, items: menuDrift(menu, live?.menu ?? null) };
};

/** The sync's status as the API answers it (without the menus). */
export const menuSyncView = (restaurantId: string, state: MenuSyncState) => {
  const latest = state.latest === null ? null : (({ menu: _menu, ...record }) => record)(state.latest);
  return {
    _id: restaurantId,
    platform: "grabfood" as const,
    status: latest?.status ?? "never",
    latest,
    live: state.live === null ? null : { syncId: state.live.syncId, acceptedAt: state.live.acceptedAt, itemCount: state.live.menu.categories.reduce((n, c) => n + c.items.length, 0) },
    history: state.history,
  };
};
export type MenuSyncView = ReturnType<typeof menuSyncView>;
