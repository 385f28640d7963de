// Pausing and resuming a restaurant's store on a platform, with a guaranteed timed reopen
// (issue 17: "busy mode that never reopens"). The platform is told first and the pause or
// resume recorded after, so the record never claims what the platform refused. The reopen job
// (adapters/server/jobs/deliveryReopenJob.ts) calls `reopenDueStores` every tick: each store whose
// reopen time has come is resumed on the platform and recorded; a failing platform leaves it
// paused and due, so the next tick tries again until it succeeds.
// Decisions where the spec is silent: a store whose connection was switched off while paused is
// resumed in the record only (nobody to tell); a pause while paused sets the new reopen time.
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { isoOf } from "../../auth/fields";
import { deliveryConnectionDecider } from "../deliveryConnection";
import type { DeliveryPartners } from "../deliveryPartner";
import { type DeliveryPlatform, deliveryStreamId } from "../deliveryPlatform";
import { DELIVERY_SETTINGS_TABLE } from "../deliverySettings.projection";
import type { PauseDuration } from "../storeStatus";
import { connectedStore, withPartner } from "./connectedStore";

export interface StoreRef {
  readonly platform: DeliveryPlatform;
  readonly restaurantId: string;
  readonly businessId: string;
}

export const REOPEN_JOB_ACTOR = "system:delivery-reopen";
const DUE_PER_TICK = 100;

export const pauseStore = async (engine: Engine, partners: DeliveryPartners, ref: StoreRef & { readonly duration: PauseDuration }, options: RunOptions): Promise<void> => {
  const store = await connectedStore(engine, ref.platform, ref.restaurantId);
  await withPartner(ref.platform, () => partners[ref.platform].pauseStore(store, { isPause: true, duration: ref.duration }));
  await engine.runner.run(deliveryConnectionDecider, deliveryStreamId(ref.platform, ref.restaurantId), { type: "RecordStorePause", data: ref }, options);
};

export const resumeStore = async (engine: Engine, partners: DeliveryPartners, ref: StoreRef, options: RunOptions, scheduled = false): Promise<void> => {
  const { state } = await engine.runner.load(deliveryConnectionDecider, deliveryStreamId(ref.platform, ref.restaurantId));
  if (state.connection.enabled) {
    const store = await connectedStore(engine, ref.platform, ref.restaurantId);
    await withPartner(ref.platform, () => partners[ref.platform].pauseStore(store, { isPause: false }));
  }
  await engine.runner.run(deliveryConnectionDecider, deliveryStreamId(ref.platform, ref.restaurantId), { type: "RecordStoreResume", data: { ...ref, scheduled } }, options);
};

/** Resumes every store whose reopen time has come; answers how many reopened and the failures (retried next tick). */
export const reopenDueStores = async (engine: Engine, partners: DeliveryPartners): Promise<{ reopened: number; failed: ReadonlyArray<unknown> }> => {
  const now = engine.context().now;
  const { rows } = await engine.readModels.list(DELIVERY_SETTINGS_TABLE, {
    range: { field: "reopenAt", from: "0", to: isoOf(now.add({ milliseconds: 1 })) },
    orderBy: { field: "reopenAt", direction: "asc" },
    limit: DUE_PER_TICK,
    totalCap: 0,
  });
  let reopened = 0;
  const failed: unknown[] = [];
  for (const row of rows) {
    const ref = { platform: row.platform as DeliveryPlatform, restaurantId: String(row.restaurantId), businessId: String(row.businessId) };
    try {
      await resumeStore(engine, partners, ref, { actor: REOPEN_JOB_ACTOR }, true);
      reopened += 1;
    } catch (error) {
      failed.push(error);
    }
  }
  return { reopened, failed };
};
