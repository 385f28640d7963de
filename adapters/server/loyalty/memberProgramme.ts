// The programme as member commands need it: loaded from its stream `programme-{businessId}`
// (domain/loyalty/programme/programme.ts) so the member stream's decisions use the programme's
// rules as they stand, and 404 'Membership not found' before the programme is set up.
import type { Programme } from "../../../domain/loyalty/programme/programmeModel";
import { programmeStreamId } from "../../../domain/loyalty/programme/programmeModel";
import { PROGRAMME_NOT_FOUND, programmeDecider } from "../../../domain/loyalty/programme/programme";
import { creditScale } from "../../../domain/loyalty/creditMultiplier";
import type { LevelProgramme } from "../../../domain/loyalty/levelUp";
import { DomainError } from "../../../domain/engine/decider";
import type { EngineRuntime } from "../engineRuntime";

export const loadProgramme = async (engine: EngineRuntime, businessId: string): Promise<Programme> => {
  const { state } = await engine.commands.load(programmeDecider, programmeStreamId(businessId));
  if (state.status !== "active") throw new DomainError(PROGRAMME_NOT_FOUND, 404);
  return state;
};

/** The level-up rules of the programme. */
export const levelProgrammeOf = (programme: Programme): LevelProgramme => ({
  baseExpToLevelUp: programme.baseExpToLevelUp,
  expRange: programme.expRange,
  onLevelReward: programme.onLevelReward,
});

/** The decimals credit is typed and shown with (2 one-to-one, 0 points). */
export const creditPrecisionOf = (programme: Programme): number => creditScale(programme.creditOneToOne).precision;
