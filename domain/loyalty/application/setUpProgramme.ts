// Setting up a business's programme (POST /membership; spec 2 §4: a programme exists once set up):
// the programme stream's CreateProgramme and, when it names one, the membership URL's claim,
// decided in ONE unit of work (membershipUrlMove.ts), so a slug is never claimed by a programme
// that was not created. Activation restaurants must be the business's.
// Decision where the spec is silent: a repeated setup answers 'Membership already exists' (409)
// and never touches the slug the existing programme holds.
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { programmeDecider } from "../programme/programme";
import { programmeStreamId } from "../programme/programmeModel";
import type { NewProgrammeInput } from "../programme/settings";
import { moveMembershipUrl } from "./membershipUrlMove";
import { ensureRestaurants } from "./programmeReferences";

export const setUpProgramme = async (engine: Engine, businessId: string, input: NewProgrammeInput, options: RunOptions): Promise<void> => {
  await ensureRestaurants(engine, businessId, input.targetRestaurant ?? [], ["targetRestaurant"]);
  const stream = programmeStreamId(businessId);
  await engine.runner.transact(async (unit) => {
    const { state } = await unit.load(programmeDecider, stream);
    const held = state.status === "active" ? state.url : null;
    await moveMembershipUrl(unit, businessId, held, input.url ?? held, () =>
      unit.decide(programmeDecider, stream, { type: "CreateProgramme", data: { ...input, businessId } }));
  }, options);
};
