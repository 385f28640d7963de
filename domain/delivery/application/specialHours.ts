// A restaurant's special opening hours (../specialHours.ts): read, replaced as a whole, and pushed
// to one platform (PUT /delivery/{platform}/special-opening-hours/{id}) like its weekly hours
// (pushOpeningHours.ts). Dates are checked against today in the business's time zone.
// Decisions where the spec is silent: a push sends the entries not yet ended (an empty list
// clears the platform's special hours); the platform is told, nothing is recorded (the list is
// ours, the platform's copy is replaced on each push).
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { businessTimeZone } from "../../loyalty/application/businessTimeZone";
import type { DeliveryPartners } from "../deliveryPartner";
import type { DeliveryPlatform } from "../deliveryPlatform";
import { type SpecialHour, type SpecialHoursView, currentSpecialHours, specialHoursDecider, specialHoursStreamId } from "../specialHours";
import { connectedStore, withPartner } from "./connectedStore";

export interface SpecialHoursRef {
  readonly restaurantId: string;
  readonly businessId: string;
}

export const specialHoursView = async (engine: Engine, ref: SpecialHoursRef): Promise<SpecialHoursView> => {
  const { state } = await engine.runner.load(specialHoursDecider, specialHoursStreamId(ref.restaurantId));
  return { _id: ref.restaurantId, _rev: state.revision, timeZone: await businessTimeZone(engine.readModels, ref.businessId), specialHours: state.specialHours };
};

export const saveSpecialHours = async (
  engine: Engine, ref: SpecialHoursRef, specialHours: ReadonlyArray<SpecialHour>, rev: number | undefined, options: RunOptions,
): Promise<SpecialHoursView> => {
  const timeZone = await businessTimeZone(engine.readModels, ref.businessId);
  await engine.runner.run(specialHoursDecider, specialHoursStreamId(ref.restaurantId), { type: "SetSpecialHours", data: { ...ref, specialHours, rev } }, { ...options, timeZone });
  return specialHoursView(engine, ref);
};

/** Sends the entries not yet ended to the platform; answers what was sent. */
export const pushSpecialHours = async (engine: Engine, partners: DeliveryPartners, platform: DeliveryPlatform, ref: SpecialHoursRef): Promise<ReadonlyArray<SpecialHour>> => {
  const view = await specialHoursView(engine, ref);
  const today = engine.context(view.timeZone).now.toZonedDateTimeISO(view.timeZone).toPlainDate();
  const sent = currentSpecialHours(view.specialHours, today);
  const store = await connectedStore(engine, platform, ref.restaurantId);
  await withPartner(platform, () => partners[platform].pushSpecialHours(store, sent));
  return sent;
};
