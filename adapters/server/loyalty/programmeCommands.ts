// How the programme routes run: every route first checks `manage` on Membership in the business
// (spec 2 §6; another business's user gets 404 'Business not found' or 403 and changes nothing),
// then runs one programme command as the caller and answers the programme as it now is.
// References the command cannot check itself (restaurants of the business, MEMBER_REWARD
// vouchers of the business) are checked here against the read models first.
// Decisions where the spec is silent: an unknown restaurant id is 400 'Invalid restaurant'; a
// voucher that is missing, of another business or not MEMBER_REWARD is 400 'Invalid reward'.
import type { FastifyRequest } from "fastify";
import { INVALID_RESTAURANT } from "../../../domain/business/restaurant";
import { RESTAURANTS_TABLE } from "../../../domain/business/restaurants.projection";
import { DomainError } from "../../../domain/engine/decider";
import { VOUCHERS_TABLE } from "../../../domain/marketing/vouchers.projection";
import { programmeDecider } from "../../../domain/loyalty/programme/programme";
import { type ProgrammeCommand, programmeStreamId } from "../../../domain/loyalty/programme/programmeModel";
import { INVALID_REWARD } from "../../../domain/loyalty/programme/rewards";
import { type Caller, callerOf } from "../business/caller";
import type { EngineRuntime } from "../engineRuntime";
import { membershipBusiness } from "./memberAccess";
import { programmeAnswer } from "./programmeView";

export type ByBusiness = { Params: { businessId: string } };

export interface ProgrammeCaller {
  readonly caller: Caller;
  readonly businessId: string;
}

/** The caller and the business it may manage the programme of, else 401/403/404. */
export const programmeCaller = async (request: FastifyRequest<ByBusiness>, engine: EngineRuntime): Promise<ProgrammeCaller> => {
  const caller = await callerOf(request, engine);
  return { caller, businessId: await membershipBusiness(caller, request.params.businessId, "manage") };
};

/** Runs one programme command and answers the programme after it. */
export const runProgramme = async ({ caller, businessId }: ProgrammeCaller, command: ProgrammeCommand, operation?: string) => {
  await caller.run(programmeDecider, programmeStreamId(businessId), command, operation);
  return programmeAnswer(caller.engine, businessId);
};

/** Refuses ids that are not restaurants of the business. */
export const ensureRestaurants = async (pc: ProgrammeCaller, ids: ReadonlyArray<string>, path: ReadonlyArray<string | number>): Promise<void> => {
  for (const [index, id] of ids.entries()) {
    const row = await pc.caller.engine.store.readModels.get(RESTAURANTS_TABLE, id);
    if (row === undefined || row.businessId !== pc.businessId) throw new DomainError(INVALID_RESTAURANT, 400, [...path, index]);
  }
};

/** Refuses ids that are not MEMBER_REWARD vouchers of the business. */
export const ensureRewards = async (pc: ProgrammeCaller, ids: ReadonlyArray<string>, path: ReadonlyArray<string | number>): Promise<void> => {
  for (const [index, id] of ids.entries()) {
    const row = await pc.caller.engine.store.readModels.get(VOUCHERS_TABLE, id);
    if (row === undefined || row.businessId !== pc.businessId || row.type !== "MEMBER_REWARD") {
      throw new DomainError(INVALID_REWARD, 400, [...path, index]);
    }
  }
};
