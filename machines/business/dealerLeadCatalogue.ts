// The dealer lead status machine as the Machine Lab and the model-based test see them: a new
// lead, mock actors answering like a healthy server, and answers reaching every status (and a
// refusal). Sample data only.
import { fromPromise } from "xstate";
import type { DealerLead } from "../../domain/business/dealerLeads/dealerLeadView";
import { actorDone, actorFailed, catalogueEntry } from "../catalogueEntry";
import { type LeadConvertInput, type LeadMoveInput, dealerLeadStatusMachine } from "./dealerLeadStatus.machine";

const lead = (status: DealerLead["status"]): DealerLead => ({
  id: "64b7f0c2a1d3e4f5a6b7c8d9", name: "Siti Rahman", phoneNumber: "+60123450041", businessName: "Siti Bakery", source: "WEBSITE", note: "",
  status, agentId: null, agent: null, businessId: status === "CONVERTED" ? "64b7f0c2a1d3e4f5a6b7c8d0" : null,
  createdAt: "2026-11-25T10:00:00.000Z", updatedAt: "2026-11-25T10:00:00.000Z", _rev: 1,
});

export const dealerLeadStatusEntry = catalogueEntry({
  id: "business.dealerLeadStatus",
  title: "Dealer lead status",
  description: "A lead goes new → contacted → converted (a business is opened for its phone) or lost; converted and lost are final.",
  machine: dealerLeadStatusMachine,
  sampleInput: undefined,
  mockActors: {
    move: fromPromise<DealerLead, LeadMoveInput>(async ({ input }) => ({ ...input.lead, status: input.status })),
    convert: fromPromise<DealerLead, LeadConvertInput>(async ({ input }) => ({ ...input.lead, status: "CONVERTED", businessId: "64b7f0c2a1d3e4f5a6b7c8d0" })),
  },
  sampleEvents: [
    { type: "lead.convert", name: "Siti Bakery", url: null },
    { type: "lead.open", lead: lead("NEW") },
    { type: "lead.open", lead: lead("CONTACTED") },
    { type: "lead.open", lead: lead("CONVERTED") },
    { type: "lead.open", lead: lead("LOST") },
    actorDone("move", lead("CONTACTED")),
    actorDone("move", lead("LOST")),
    actorFailed("move", "A lost lead cannot become contacted"),
    actorDone("convert", lead("CONVERTED")),
    actorFailed("convert", "The lead has no account yet: they sign up with this phone first"),
  ],
});
