// Editing a dealer lead's details (PUT /admin/dealer-leads/{id}, issue 18 item 2): name, phone,
// business name and source, checked as at creation; a closed lead is refused with 409.
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { type EditDealerLeadInput, dealerLeadDecider, dealerLeadStreamId } from "./dealerLead";

export const editDealerLead = async (engine: Engine, leadId: string, { _rev, ...details }: EditDealerLeadInput, rev: number | undefined, options: RunOptions): Promise<void> => {
  await engine.runner.run(dealerLeadDecider, dealerLeadStreamId(leadId), { type: "EditLead", data: { ...details, rev: rev ?? _rev } }, options);
};
