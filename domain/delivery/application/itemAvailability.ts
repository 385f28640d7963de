// Marking a restaurant's menu items unavailable on a platform ("86") and restoring them
// (PUT /delivery/{platform}/item-availability/{id}), with a guaranteed scheduled restore: the
// delivery job calls `restoreDueItems` every tick (adapters/server/jobs/deliveryReopenJob.ts), which
// tells the platform each due item is available again and then records it; a failing platform
// leaves the items due, so the next tick tries again. As for the store's pause, the platform is
// told first and the change recorded after, so the record never claims what the platform refused.
// Decisions where the spec is silent: the items are our product ids (those the menu sync
// published); a restaurant no longer connected has its due items restored in the record only.
// The view also lists the DELIVERY channel's menu now (id and name, what a sync would publish) and
// the business's time zone, so the screen can pick items by name and show restore times in the
// business's own time.
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { isoOf } from "../../auth/fields";
import { channelMenu } from "../../menu/application/channelMenu";
import { deliveryConnectionDecider } from "../deliveryConnection";
import type { DeliveryPartners } from "../deliveryPartner";
import { type DeliveryPlatform, deliveryStreamId } from "../deliveryPlatform";
import { DELIVERY_SETTINGS_TABLE } from "../deliverySettings.projection";
import type { UnavailableFor } from "../itemAvailability";
import { connectedStore, withPartner } from "./connectedStore";
import type { StoreRef } from "./storePause";

export const RESTORE_JOB_ACTOR = "system:delivery-restore";
const DUE_PER_TICK = 100;

const load = async (engine: Engine, ref: StoreRef) => (await engine.runner.load(deliveryConnectionDecider, deliveryStreamId(ref.platform, ref.restaurantId))).state;

/** The items marked unavailable on the platform, each with its restore time (null: by hand). */
export const itemAvailabilityView = async (engine: Engine, ref: StoreRef) => {
  const { unavailable } = await load(engine, ref);
  const menu = await channelMenu(engine, { restaurantId: ref.restaurantId, businessId: ref.businessId, channel: "DELIVERY" });
  return {
    _id: ref.restaurantId,
    platform: ref.platform,
    timeZone: menu.timeZone,
    menu: menu.products.map((product) => ({ itemId: product.id, name: product.name })),
    items: Object.entries(unavailable).map(([itemId, restoreAt]) => ({ itemId, restoreAt })),
  };
};
export type ItemAvailabilityAnswer = Awaited<ReturnType<typeof itemAvailabilityView>>;

export const markItemsUnavailable = async (
  engine: Engine, partners: DeliveryPartners, ref: StoreRef & { readonly itemIds: ReadonlyArray<string>; readonly span: UnavailableFor }, options: RunOptions,
): Promise<void> => {
  const store = await connectedStore(engine, ref.platform, ref.restaurantId);
  await withPartner(ref.platform, () => partners[ref.platform].setItemsAvailability(store, ref.itemIds, false));
  await engine.runner.run(deliveryConnectionDecider, deliveryStreamId(ref.platform, ref.restaurantId), { type: "RecordItemsUnavailable", data: ref }, options);
};

/** Restores `itemIds` (by hand), or every due item (`null`, the job's restore). */
export const restoreItems = async (engine: Engine, partners: DeliveryPartners, ref: StoreRef, itemIds: ReadonlyArray<string> | null, options: RunOptions): Promise<void> => {
  const state = await load(engine, ref);
  const now = engine.context().now;
  const marked = Object.entries(state.unavailable)
    .filter(([id, at]) => (itemIds === null ? at !== null && at <= isoOf(now) : itemIds.includes(id)))
    .map(([id]) => id);
  if (marked.length === 0) return;
  if (state.connection.enabled) {
    const store = await connectedStore(engine, ref.platform, ref.restaurantId);
    await withPartner(ref.platform, () => partners[ref.platform].setItemsAvailability(store, marked, true));
  }
  await engine.runner.run(deliveryConnectionDecider, deliveryStreamId(ref.platform, ref.restaurantId), { type: "RecordItemsRestored", data: { ...ref, itemIds: itemIds === null ? null : marked } }, options);
};

/** Restores every item whose restore time has come; answers how many connections restored and the failures (retried next tick). */
export const restoreDueItems = async (engine: Engine, partners: DeliveryPartners): Promise<{ restored: number; failed: ReadonlyArray<unknown> }> => {
  const now = engine.context().now;
  const { rows } = await engine.readModels.list(DELIVERY_SETTINGS_TABLE, {
    range: { field: "restoreAt", from: "0", to: isoOf(now.add({ milliseconds: 1 })) },
    orderBy: { field: "restoreAt", direction: "asc" },
    limit: DUE_PER_TICK,
    totalCap: 0,
  });
  let restored = 0;
  const failed: unknown[] = [];
  for (const row of rows) {
    const ref = { platform: row.platform as DeliveryPlatform, restaurantId: String(row.restaurantId), businessId: String(row.businessId) };
    try {
      await restoreItems(engine, partners, ref, null, { actor: RESTORE_JOB_ACTOR });
      restored += 1;
    } catch (error) {
      failed.push(error);
    }
  }
  return { restored, failed };
};

const STORES_PER_PAGE = 500;

/** Every item our record says is unavailable on the platform, by the platform's store id: what a
 *  local fake of the platform, which keeps nothing across restarts, starts with so that it agrees
 *  with the record (adapters/delivery/deliveryPartners.ts). */
export const unavailableOnPlatform = async (engine: Engine, platform: DeliveryPlatform): Promise<ReadonlyArray<{ readonly storeRef: string; readonly itemId: string }>> => {
  const found: Array<{ storeRef: string; itemId: string }> = [];
  for (let offset = 0; ; offset += STORES_PER_PAGE) {
    const { rows } = await engine.readModels.list(DELIVERY_SETTINGS_TABLE, { where: { platform }, limit: STORES_PER_PAGE, offset, totalCap: 0 });
    for (const row of rows) {
      if (row.enabled !== true) continue;
      for (const itemId of Object.keys((row.unavailable ?? {}) as Record<string, unknown>)) found.push({ storeRef: String(row.storeRef), itemId });
    }
    if (rows.length < STORES_PER_PAGE) return found;
  }
};
