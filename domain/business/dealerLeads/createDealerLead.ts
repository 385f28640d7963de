// Registering a dealer lead (POST /admin/dealer-leads): the lead `dealer-lead-{id}`, assigned to
// an agent when the body names one, which must exist ('Agent not found', 404). The caller chooses
// the id: an Idempotency-Key derives it. An agent's own new lead is assigned to that agent by the
// route (dealerLeadRoutes.ts).
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { DomainError } from "../../engine/decider";
import type { UnitOfWork } from "../../engine/unitOfWork";
import { AGENT_NOT_FOUND, agentDecider, agentStreamId } from "../agent";
import { type NewDealerLeadInput, dealerLeadDecider, dealerLeadStreamId } from "./dealerLead";

/** Refuses an agent id no active agent holds (inside the unit, so the decision rests on it). */
export const ensureAgent = async (unit: UnitOfWork, agentId: string | null): Promise<void> => {
  if (agentId === null) return;
  if ((await unit.load(agentDecider, agentStreamId(agentId))).state.status !== "active") throw new DomainError(AGENT_NOT_FOUND, 404);
};

export const createDealerLead = async (engine: Engine, lead: NewDealerLeadInput & { readonly leadId: string }, options: RunOptions): Promise<string> => {
  const { leadId, name, phoneNumber, businessName, source } = lead;
  const agentId = lead.agentId ?? null;
  const { value } = await engine.runner.transact(async (unit) => {
    await ensureAgent(unit, agentId);
    await unit.decide(dealerLeadDecider, dealerLeadStreamId(leadId), {
      type: "CreateLead",
      data: { name, phoneNumber, businessName, source, note: lead.note ?? "", agentId },
    });
    return leadId;
  }, options);
  return value;
};
