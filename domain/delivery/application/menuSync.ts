// A restaurant's menu sync with a delivery platform (GET|PUT /delivery/{platform}/menu-sync/{id},
// ARCHITECTURE §3), its dry run and drift, and the platform's side of the flow. Two models, one
// record (../menuSync/menuSyncModel.ts):
// - pull (GrabFood, ShopeeFood): we notify the platform, it pulls our get-menu webhook
//   (`menuForPull`), then pushes the sync's states (`recordPartnerSyncState`);
// - push (foodpanda): we send the catalog ourselves (`pushMenu`), as the reaction to the recorded
//   request (foodpandaMenuPushReaction.ts: durable, once, retried): in progress while it is
//   sent, then success or failed with foodpanda's reasons.
// The published menu is built from the DELIVERY channel's effective menu (channelMenu.ts) with the
// menu's schedulers, the DELIVERY catalog's price overrides and the store's delivery hours
// (the restaurant's in-house-delivery hours, as the opening-hours push sends them), then checked
// by the platform's rule pack: a menu with a problem is refused before calling out with the first
// problem's message ('{n} more' when there are others: the dry run lists them all).
// Decisions where the spec is silent:
// - The menu is in the currency of its prices (MYR for an empty menu).
// - The get-menu webhook answers the menu of the sync in flight (what was recorded when it was
//   requested), else the live menu, else the current one: the platform gets exactly what the record says.
// - A notification the platform refuses or cannot take fails the sync at once with its message; a
//   new request retries.
// - A push is sent with the sync id as its import key, so sending the same sync again (a retry
//   after a crash, a second server) applies it once.
// - A push that cannot reach foodpanda or finds it overloaded (no answer, 429 after the client's
//   own Retry-After waits, 502/503/504) is thrown back to the reaction, which tries it again with
//   backoff while the sync is younger than STALE_SYNC_MINUTES; then it fails with that reason.
//   Anything foodpanda answered (a refusal, a 500 aborting the import) fails the sync at once with
//   its reasons: a new request retries it.
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
import { type MenuPublishers, PartnerError, type PullMenuPartner, type PushMenuPartner, isOutOfReach } from "../deliveryPartner";
import type { DeliveryPlatform } from "../deliveryPlatform";
import { foodpandaCatalogOf } from "../foodpanda/foodpandaMenu";
import { RULE_PACKS } from "../menuSync/rulePacks";
import type { GrabMenu } from "../grabfood/grabMenu";
import { grabMenuOf } from "../grabfood/grabMenuMapping";
import { type DriftEntry, menuDrift, menuHash } from "../menuSync/menuDrift";
import { STALE_SYNC_MINUTES, menuSyncDecider } from "../menuSync/menuSync";
import { type MenuSyncState, type PartnerSyncState, menuSyncStreamId } from "../menuSync/menuSyncModel";
import { type PublishProblem, publishProblems } from "../menuSync/publishRules";
import { openPeriodsOf } from "../openingHoursPush";
import { connectedStore, restaurantOfStore } from "./connectedStore";

export interface SyncRef {
  readonly restaurantId: string;
  readonly businessId: string;
}

/** Who records a platform's sync states: its webhook, or our push to it. */
export const syncActor = (platform: DeliveryPlatform): string => (platform === "foodpanda" ? "system:foodpanda-push" : `system:${platform}-webhook`);
export const SYNC_ACTOR = syncActor("grabfood");

const deliveryHours = async (engine: Engine, restaurantId: string) => {
  const { state } = await engine.runner.load(restaurantDecider, restaurantStreamId(restaurantId));
  const delivery = state.status === "active" ? state.settings["in-house-delivery"] : null;
  if (delivery === null) return null;
  const periods = openPeriodsOf(delivery.operatingHours);
  return Result.isSuccess(periods) ? periods.success : null;
};

/** The delivery menu of the restaurant now (`merchantID`: the platform's store id), and whether its store has delivery hours. */
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

const storeRefOf = async (engine: Engine, platform: DeliveryPlatform, restaurantId: string): Promise<string> => (await connectedStore(engine, platform, restaurantId)).storeRef;

export interface DryRun {
  readonly problems: ReadonlyArray<PublishProblem>;
  readonly categoryCount: number;
  readonly itemCount: number;
}

/** What a publish would send, checked, without sending anything. */
export const dryRunMenuSync = async (engine: Engine, platform: DeliveryPlatform, ref: SyncRef): Promise<DryRun> => {
  const { menu, hasOpeningHours } = await currentGrabMenu(engine, ref, await storeRefOf(engine, platform, ref.restaurantId));
  return { problems: publishProblems(menu, hasOpeningHours, RULE_PACKS[platform]), categoryCount: menu.categories.length, itemCount: menu.categories.reduce((n, c) => n + c.items.length, 0) };
};

const refusal = (problems: ReadonlyArray<PublishProblem>): DomainError => {
  const first = problems[0]?.message ?? "";
  return new DomainError(problems.length > 1 ? `${first} (${problems.length - 1} more)` : first, 400);
};

export const loadMenuSync = async (engine: Engine, platform: DeliveryPlatform, restaurantId: string): Promise<MenuSyncState> =>
  (await engine.runner.load(menuSyncDecider, menuSyncStreamId(platform, restaurantId))).state;

/**
 * Publishes the current menu: checked, recorded as queued, then a pulling platform is notified;
 * a pushing one (foodpanda) is sent it by the reaction to the recorded request.
 */
export const startMenuSync = async (
  engine: Engine, publishers: MenuPublishers, platform: DeliveryPlatform, ref: SyncRef, options: RunOptions,
): Promise<MenuSyncState> => {
  const store = await connectedStore(engine, platform, ref.restaurantId);
  const { menu, hasOpeningHours } = await currentGrabMenu(engine, ref, store.storeRef);
  const problems = publishProblems(menu, hasOpeningHours, RULE_PACKS[platform]);
  if (problems.length > 0) throw refusal(problems);
  const streamId = menuSyncStreamId(platform, ref.restaurantId);
  const syncId = engine.context().newId();
  const command = { type: "RequestMenuSync" as const, data: { platform, ...ref, syncId, menu, menuHash: menuHash(menu) } };
  const { state } = await engine.runner.run(menuSyncDecider, streamId, command, options);
  if (state.latest?.syncId !== syncId || platform === "foodpanda") return state;
  return notifyMenu(engine, publishers[platform], platform, ref, syncId, options);
};

const notifyMenu = async (engine: Engine, partner: PullMenuPartner, platform: DeliveryPlatform, ref: SyncRef, syncId: string, options: RunOptions): Promise<MenuSyncState> => {
  const streamId = menuSyncStreamId(platform, ref.restaurantId);
  try {
    const jobId = await partner.notifyMenu(await connectedStore(engine, platform, ref.restaurantId));
    return (await engine.runner.run(menuSyncDecider, streamId, { type: "RecordMenuNotified", data: { syncId, jobId } }, options)).state;
  } catch (error) {
    if (!(error instanceof PartnerError)) throw error;
    return (await engine.runner.run(menuSyncDecider, streamId, { type: "RecordNotifyFailed", data: { syncId, reasons: [error.message] } }, options)).state;
  }
};

/**
 * Sends the recorded menu of sync `syncId` to foodpanda: in progress, then success or failed with
 * its reasons. Nothing is sent for a sync that is no longer the latest or already finished; a
 * failure to reach foodpanda is thrown (the caller tries again later) until the sync is stale.
 */
export const pushMenu = async (
  engine: Engine, partner: PushMenuPartner, ref: SyncRef, syncId: string, trace: Pick<RunOptions, "correlationId" | "causationId"> = {},
): Promise<MenuSyncState> => {
  const streamId = menuSyncStreamId("foodpanda", ref.restaurantId);
  const actor = syncActor("foodpanda");
  const { correlationId, causationId } = trace;
  const record = async (step: string, state: PartnerSyncState, errors: ReadonlyArray<string> = []) =>
    (await engine.runner.run(menuSyncDecider, streamId, { type: "RecordPartnerState", data: { requestId: `${syncId}:${step}`, jobId: syncId, state, errors } }, {
      actor,
      idempotency: { key: `${actor}:${syncId}:${step}` },
      ...(correlationId === undefined ? {} : { correlationId }),
      ...(causationId === undefined ? {} : { causationId }),
    })).state;
  const before = await loadMenuSync(engine, "foodpanda", ref.restaurantId);
  const latest = before.latest;
  if (latest === null || latest.syncId !== syncId || latest.finishedAt !== null) return before;
  await record("sending", "PROCESSING");
  try {
    await partner.pushMenu(await connectedStore(engine, "foodpanda", ref.restaurantId), foodpandaCatalogOf(latest.menu), syncId);
  } catch (error) {
    if (error instanceof PartnerError) {
      const stale = Temporal.Instant.compare(Temporal.Instant.from(latest.requestedAt).add({ minutes: STALE_SYNC_MINUTES }), engine.context().now) <= 0;
      if (isOutOfReach(error) && !stale) throw error;
      return record("failed", "FAILED", error.reasons.length > 0 ? [error.message, ...error.reasons] : [error.message]);
    }
    if (error instanceof DomainError) return record("failed", "FAILED", [error.message]);
    throw error;
  }
  return record("applied", "SUCCESS");
};

/** A pulling platform's get-menu webhook: the menu it is to take for its store `storeRef`. */
export const menuForPull = async (engine: Engine, platform: DeliveryPlatform, storeRef: string): Promise<GrabMenu> => {
  const ref = await restaurantOfStore(engine.readModels, platform, storeRef);
  const state = await loadMenuSync(engine, platform, ref.restaurantId);
  if (state.latest !== null && state.latest.finishedAt === null) return state.latest.menu;
  if (state.live !== null) return state.live.menu;
  return (await currentGrabMenu(engine, ref, storeRef)).menu;
};

/** GrabFood's get-menu webhook. */
export const menuForGrab = (engine: Engine, merchantID: string): Promise<GrabMenu> => menuForPull(engine, "grabfood", merchantID);

export interface GrabSyncState {
  readonly requestID: string;
  readonly merchantID: string;
  readonly jobID: string;
  readonly status: PartnerSyncState;
  readonly errors: ReadonlyArray<string>;
}

/** A pulling platform's menu sync webhook: one state of a sync; a repeated request id is dropped. */
export const recordPartnerSyncState = async (engine: Engine, platform: DeliveryPlatform, pushed: GrabSyncState): Promise<void> => {
  const ref = await restaurantOfStore(engine.readModels, platform, pushed.merchantID);
  const actor = syncActor(platform);
  await engine.runner.run(
    menuSyncDecider,
    menuSyncStreamId(platform, ref.restaurantId),
    { type: "RecordPartnerState", data: { requestId: pushed.requestID, jobId: pushed.jobID, state: pushed.status, errors: pushed.errors } },
    { actor, idempotency: { key: `${actor}:${pushed.merchantID}:${pushed.requestID}` } },
  );
};

/** GrabFood's menu sync webhook. */
export const recordGrabSyncState = (engine: Engine, pushed: GrabSyncState): Promise<void> => recordPartnerSyncState(engine, "grabfood", pushed);

/** Item by item, the menu we would publish now against the one the platform last accepted. */
export const platformMenuDrift = async (engine: Engine, platform: DeliveryPlatform, ref: SyncRef): Promise<{ liveSyncId: string | null; acceptedAt: string | null; items: ReadonlyArray<DriftEntry> }> => {
  const { menu } = await currentGrabMenu(engine, ref, await storeRefOf(engine, platform, ref.restaurantId));
  const { live } = await loadMenuSync(engine, platform, ref.restaurantId);
  return { liveSyncId: live?.syncId ?? null, acceptedAt: live?.acceptedAt ?? null, items: menuDrift(menu, live?.menu ?? null) };
};

/** The sync's status as the API answers it (without the menus). */
export const menuSyncView = (platform: DeliveryPlatform, restaurantId: string, state: MenuSyncState) => {
  const latest = state.latest === null ? null : (({ menu: _menu, ...record }) => record)(state.latest);
  return {
    _id: restaurantId,
    platform,
    status: latest?.status ?? "never",
    latest,
    live: state.live === null ? null : { syncId: state.live.syncId, acceptedAt: state.live.acceptedAt, itemCount: state.live.menu.categories.reduce((n, c) => n + c.items.length, 0) },
    history: state.history,
  };
};
export type MenuSyncView = ReturnType<typeof menuSyncView>;
