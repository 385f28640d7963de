// Saving a restaurant's setting for one platform (PUT /delivery/{platform}/setting/{id}): the
// store id's claim moves in the same unit of work as the setting (one store of a platform, one
// restaurant), so a refused save (a taken store, a stale `_rev`) changes nothing.
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { DomainError } from "../../engine/decider";
import { uniqueClaimDecider } from "../../business/uniqueClaim";
import { deliveryConnectionDecider } from "../deliveryConnection";
import { type DeliveryPlatform, STORE_FIELD, deliveryStoreClaimStreamId, deliveryStreamId } from "../deliveryPlatform";
import { INVALID_RESTAURANT_ID, type SettingEdit } from "../deliverySetting";

export interface DeliverySettingSave {
  readonly platform: DeliveryPlatform;
  readonly restaurantId: string;
  readonly businessId: string;
  /** The body's `_id`: it must name the restaurant. */
  readonly id: string;
  readonly edit: SettingEdit;
  readonly rev: number | undefined;
}

export const saveDeliverySetting = async (engine: Engine, save: DeliverySettingSave, options: RunOptions): Promise<void> => {
  const { platform, restaurantId, businessId, id, edit, rev } = save;
  if (id !== restaurantId) throw new DomainError(INVALID_RESTAURANT_ID, 400, ["_id"]);
  const claim = uniqueClaimDecider(STORE_FIELD[platform]);
  const streamId = deliveryStreamId(platform, restaurantId);
  await engine.runner.transact(async (unit) => {
    const before = (await unit.load(deliveryConnectionDecider, streamId)).state.connection.storeRef;
    const after = edit.storeRef;
    if (after !== "" && after !== before) {
      await unit.decide(claim, deliveryStoreClaimStreamId(platform, after), { type: "Claim", data: { key: after, ownerId: restaurantId } });
    }
    if (before !== "" && before !== after) {
      await unit.decide(claim, deliveryStoreClaimStreamId(platform, before), { type: "Release", data: { key: before, ownerId: restaurantId } });
    }
    await unit.decide(deliveryConnectionDecider, streamId, { type: "SaveDeliverySetting", data: { platform, restaurantId, businessId, edit, rev } });
  }, options);
};
