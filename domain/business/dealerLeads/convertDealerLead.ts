// Converting a contacted dealer lead into a business (POST /admin/dealer-leads/{id}/convert): in
// ONE unit of work, the business is created through the business creation path
// (createBusinessIn: its URL claim and `business-{id}`) with the user holding the lead's phone as
// owner, linked as resold by the lead's agent when it has one, and the lead is converted with the
// business's id. A refusal anywhere (no account for the phone, a taken URL, a lead not contacted)
// writes nothing.
// Decisions where the spec is silent: the phone must already have an account (a business needs
// an owner who can sign in): otherwise 404 'The lead has no account yet: they sign up with this
// phone first'; the business name defaults to the lead's.
import { ownerOfPhone } from "../../auth/application/phoneOwner";
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { DomainError } from "../../engine/decider";
import { businessDecider } from "../business";
import { businessStreamId } from "../businessModel";
import { DEFAULT_MENU_VERSION, UNLIMITED_QUOTA } from "../businessProfile";
import { createBusinessIn } from "../application/createBusiness";
import { LEAD_NOT_FOUND, dealerLeadDecider, dealerLeadStreamId } from "./dealerLead";
import { leadTransitionProblem } from "./dealerLeadStatus";

export const LEAD_WITHOUT_ACCOUNT = "The lead has no account yet: they sign up with this phone first";

export interface LeadConversion {
  readonly leadId: string;
  readonly businessId: string;
  readonly name: string;
  readonly url: string | null;
  readonly rev: number | undefined;
}

/** Converts the lead and answers the new business's id (the first run's, for a repeated key). */
export const convertDealerLead = async (engine: Engine, conversion: LeadConversion, options: RunOptions): Promise<string> => {
  const { leadId, businessId, name, url, rev } = conversion;
  const { value } = await engine.runner.transact(async (unit) => {
    const { state } = await unit.load(dealerLeadDecider, dealerLeadStreamId(leadId));
    if (state.kind === "none") throw new DomainError(LEAD_NOT_FOUND, 404);
    const problem = leadTransitionProblem(state.lead.status, "CONVERTED");
    if (problem !== null) throw new DomainError(problem, 409);
    const ownerId = await ownerOfPhone(unit, state.lead.phoneNumber);
    if (ownerId === null) throw new DomainError(LEAD_WITHOUT_ACCOUNT, 404);
    await createBusinessIn(unit, { businessId, ownerId, name, url, menuVersion: DEFAULT_MENU_VERSION });
    const { agentId } = state.lead;
    if (agentId !== null) {
      await unit.decide(businessDecider, businessStreamId(businessId), {
        type: "UpdateBusiness",
        data: { name, thumbnail: null, url, rev: undefined, menuVersion: DEFAULT_MENU_VERSION, ownerId, quota: UNLIMITED_QUOTA, agent: { agentId, isReseller: true } },
      });
    }
    await unit.decide(dealerLeadDecider, dealerLeadStreamId(leadId), { type: "ConvertLead", data: { businessId, rev } });
    return businessId;
  }, options);
  return value;
};
