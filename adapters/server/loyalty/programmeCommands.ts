// Who may write the programme: every programme route first checks `manage` on Membership in the
// business (spec 2 §6; another business's user gets 404 'Business not found' or 403 and changes
// nothing), then calls one application function (domain/loyalty/application: setUpProgramme,
// updateProgrammeSettings, changeProgrammeSection, deleteReward, createRewardVoucher, which check
// the references the programme names) and answers the programme as it now is (programmeView.ts).
import type { FastifyRequest } from "fastify";
import { type Caller, callerOf } from "../business/caller";
import type { EngineRuntime } from "../engineRuntime";
import { membershipBusiness } from "./memberAccess";

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
