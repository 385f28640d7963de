// Which business a member-facing address names (spec 1 §9, spec 2 §2 '{host}/{url or business
// id}'): the programme's membership URL when one holds that slug, else a business id; either way
// the business must have a set-up programme. Anything else is 404 'Member store not found'.
import { DomainError } from "../../../domain/engine/decider";
import { loadProgramme } from "../../../domain/loyalty/application/activeProgramme";
import { membershipUrlClaim, membershipUrlStreamId } from "../../../domain/loyalty/programme/membershipUrl";
import type { Programme } from "../../../domain/loyalty/programme/programmeModel";
import type { EngineRuntime } from "../engineRuntime";

export const STORE_NOT_FOUND = "Member store not found";

/** The programme of the business, or null before one is set up. */
export const programmeOrNull = async (engine: EngineRuntime, businessId: string): Promise<Programme | null> => {
  try {
    return await loadProgramme(engine, businessId);
  } catch (error) {
    if (error instanceof DomainError && error.status === 404) return null;
    throw error;
  }
};

export const storeOf = async (engine: EngineRuntime, storeKey: string): Promise<Programme> => {
  const { state } = await engine.runner.load(membershipUrlClaim, membershipUrlStreamId(storeKey));
  const programme = await programmeOrNull(engine, state.ownerId ?? storeKey);
  if (programme === null) throw new DomainError(STORE_NOT_FOUND, 404);
  return programme;
};
