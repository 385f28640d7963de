// The provider's whole update of a business (PUT /businesses/{id}): profile, menu version,
// quota, reseller link and owner, with the URL's claim moved in the same unit of work
// (businessUrl.ts).
// Decisions where the spec is silent: the new owner must be a registered user ('Invalid user',
// 404) and a linked agent must exist ('Agent not found', 404); both are read from their streams
// inside the unit, so the answer holds for the state the update is decided on.
import { INVALID_USER, userDecider, userStreamId } from "../../auth/user";
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { DomainError } from "../../engine/decider";
import { AGENT_NOT_FOUND, agentDecider, agentStreamId } from "../agent";
import { businessDecider } from "../business";
import { businessStreamId } from "../businessModel";
import { type BusinessAdminInput, profileFromInput } from "../businessProfile";
import { currentUrl, moveUrl } from "./businessUrl";

export interface BusinessUpdate extends Omit<BusinessAdminInput, "_rev"> {
  readonly businessId: string;
  readonly rev: number | undefined;
}

export const updateBusiness = async (engine: Engine, update: BusinessUpdate, options: RunOptions): Promise<void> => {
  const { businessId, rev, menuVersion, owner, quota, pf_agent: agent } = update;
  const profile = profileFromInput(update);
  await engine.runner.transact(async (unit) => {
    if ((await unit.load(userDecider, userStreamId(owner))).state.status !== "registered") throw new DomainError(INVALID_USER, 404);
    if (agent.agentId !== null && (await unit.load(agentDecider, agentStreamId(agent.agentId))).state.status !== "active") {
      throw new DomainError(AGENT_NOT_FOUND, 404);
    }
    await moveUrl(unit, businessId, await currentUrl(unit, businessId), profile.url);
    await unit.decide(businessDecider, businessStreamId(businessId), {
      type: "UpdateBusiness",
      data: { ...profile, rev, menuVersion, ownerId: owner, quota, agent },
    });
  }, options);
};
