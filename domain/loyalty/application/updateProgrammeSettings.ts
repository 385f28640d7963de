// The programme's settings (PUT /membership {name, baseExpToLevelUp, targetRestaurant, cashback,
// creditOneToOne, freeCreditAsDiscount, url or null, _rev?}; spec 2 §7): the settings and the
// membership URL's move (claim the new slug, release the old one) decided in ONE unit of work
// (membershipUrlMove.ts). Activation restaurants must be the business's; a stale `_rev` is 409.
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { programmeDecider } from "../programme/programme";
import { programmeStreamId } from "../programme/programmeModel";
import type { ProgrammeSettingsInput } from "../programme/settings";
import { programmeIn } from "./activeProgramme";
import { moveMembershipUrl } from "./membershipUrlMove";
import { ensureRestaurants } from "./programmeReferences";

export const updateProgrammeSettings = async (
  engine: Engine, businessId: string, settings: ProgrammeSettingsInput, rev: number | undefined, options: RunOptions,
): Promise<void> => {
  await ensureRestaurants(engine, businessId, settings.targetRestaurant ?? [], ["targetRestaurant"]);
  await engine.runner.transact(async (unit) => {
    const { url } = await programmeIn(unit, businessId);
    await moveMembershipUrl(unit, businessId, url, settings.url === undefined ? url : settings.url, () =>
      unit.decide(programmeDecider, programmeStreamId(businessId), { type: "UpdateSettings", data: { settings, rev } }));
  }, options);
};
