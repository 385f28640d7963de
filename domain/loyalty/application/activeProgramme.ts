// The programme a loyalty use case works under: its stream `programme-{businessId}` folded, so a
// decision uses the programme's rules as they stand; 404 'Membership not found' before setup.
// Also the parts of it that member commands carry (the level-up rules, the credit precision).
import { DomainError } from "../../engine/decider";
import type { Engine } from "../../engine/commandRunner";
import type { UnitOfWork } from "../../engine/unitOfWork";
import { creditScale } from "../creditMultiplier";
import type { LevelProgramme } from "../levelUp";
import { PROGRAMME_NOT_FOUND, programmeDecider } from "../programme/programme";
import { type Programme, type ProgrammeState, programmeStreamId } from "../programme/programmeModel";

const active = (state: ProgrammeState): Programme => {
  if (state.status !== "active") throw new DomainError(PROGRAMME_NOT_FOUND, 404);
  return state;
};

/** The business's programme now, else 404. */
export const loadProgramme = async (engine: Engine, businessId: string): Promise<Programme> =>
  active((await engine.runner.load(programmeDecider, programmeStreamId(businessId))).state);

/** The business's programme as this unit sees it, else 404. */
export const programmeIn = async (unit: UnitOfWork, businessId: string): Promise<Programme> =>
  active((await unit.load(programmeDecider, programmeStreamId(businessId))).state);

/** The level-up rules of the programme. */
export const levelProgrammeOf = (programme: Programme): LevelProgramme => ({
  baseExpToLevelUp: programme.baseExpToLevelUp,
  expRange: programme.expRange,
  onLevelReward: programme.onLevelReward,
});

/** The decimals credit is typed and shown with (2 one-to-one, 0 points). */
export const creditPrecisionOf = (programme: Programme): number => creditScale(programme.creditOneToOne).precision;
