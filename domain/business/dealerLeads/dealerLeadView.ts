// Owns: a dealer lead as the API answers it (issue 18): the response Schema the server encodes
// and the UI's client decodes, with its assigned agent's name and code joined in.
import { Schema } from "effect";
import { LeadSource } from "./dealerLead";
import { DealerLeadStatus } from "./dealerLeadStatus";

export const LeadAgent = Schema.Struct({ id: Schema.String, name: Schema.String, code: Schema.String });
export type LeadAgent = typeof LeadAgent.Type;

export const DealerLead = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  phoneNumber: Schema.String,
  businessName: Schema.String,
  source: LeadSource,
  note: Schema.String,
  status: DealerLeadStatus,
  agentId: Schema.NullOr(Schema.String),
  agent: Schema.NullOr(LeadAgent),
  businessId: Schema.NullOr(Schema.String),
  createdAt: Schema.String,
  updatedAt: Schema.String,
  _rev: Schema.Number,
});
export type DealerLead = typeof DealerLead.Type;

export const DealerLeadPage = Schema.Struct({
  resources: Schema.Array(DealerLead),
  pagination: Schema.Struct({ totalResources: Schema.Number }),
});
export type DealerLeadPage = typeof DealerLeadPage.Type;

/** An agent a lead may be assigned to (the assignment dialog's choices). */
export const LeadAssignees = Schema.Array(Schema.Struct({ ...LeadAgent.fields, kind: Schema.Literals(["RESELLER", "DEALER"]) }));
export type LeadAssignees = typeof LeadAssignees.Type;
