// Assigning a dealer lead to an agent, or to none (PUT /admin/dealer-leads/{id}/agent, admin or
// staff): the agent must exist ('Agent not found', 404), read in the same unit as the lead.
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { ensureAgent } from "./createDealerLead";
import { dealerLeadDecider, dealerLeadStreamId } from "./dealerLead";

export const assignDealerLead = async (
  engine: Engine,
  assignment: { readonly leadId: string; readonly agentId: string | null; readonly rev: number | undefined },
  options: RunOptions,
): Promise<void> => {
  await engine.runner.transact(async (unit) => {
    await ensureAgent(unit, assignment.agentId);
    await unit.decide(dealerLeadDecider, dealerLeadStreamId(assignment.leadId), { type: "AssignLead", data: { agentId: assignment.agentId, rev: assignment.rev } });
  }, options);
};
