// Moving a dealer lead to contacted or lost (PUT /admin/dealer-leads/{id}/status): the status
// rule of dealerLeadStatus.ts decides; a refused move is 409 with the rule's message.
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { dealerLeadDecider, dealerLeadStreamId } from "./dealerLead";

export const moveDealerLead = async (
  engine: Engine,
  move: { readonly leadId: string; readonly status: "CONTACTED" | "LOST"; readonly rev: number | undefined },
  options: RunOptions,
): Promise<void> => {
  await engine.runner.run(dealerLeadDecider, dealerLeadStreamId(move.leadId), { type: "MoveLead", data: { status: move.status, rev: move.rev } }, options);
};
