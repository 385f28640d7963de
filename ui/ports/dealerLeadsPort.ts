// The Dealer leads page's port (issue 18): the lead inbox, registration, assignment, status moves
// and conversion into a business, as types only. Rows are the domain's response Schemas' types;
// lists are asked by 0-based page number.
import type { DealerLeadStatus } from "../../domain/business/dealerLeads/dealerLeadStatus";
import type { LeadSource } from "../../domain/business/dealerLeads/dealerLead";
import type { DealerLead, DealerLeadPage, LeadAssignees } from "../../domain/business/dealerLeads/dealerLeadView";

export type { DealerLead, DealerLeadPage, DealerLeadStatus, LeadAssignees, LeadSource };

export interface DealerLeadQuery {
  readonly search: string;
  /** 0-based. */
  readonly page: number;
  readonly status: DealerLeadStatus | null;
  /** An agent id, "none" for unassigned leads, or null for any. */
  readonly agent: string | null;
}

export interface NewDealerLead {
  readonly name: string;
  readonly phoneNumber: string;
  readonly businessName: string;
  readonly source: LeadSource;
  readonly note: string;
  readonly agentId: string | null;
}

export interface DealerLeadsPort {
  readonly listLeads: (query: DealerLeadQuery) => Promise<DealerLeadPage>;
  readonly assignees: () => Promise<LeadAssignees>;
  readonly createLead: (lead: NewDealerLead) => Promise<DealerLead>;
  readonly editLead: (lead: { readonly id: string; readonly name: string; readonly phoneNumber: string; readonly businessName: string; readonly source: LeadSource; readonly rev: number }) => Promise<DealerLead>;
  readonly assignLead: (lead: { readonly id: string; readonly agentId: string | null; readonly rev: number }) => Promise<DealerLead>;
  readonly moveLead: (lead: { readonly id: string; readonly status: "CONTACTED" | "LOST"; readonly rev: number }) => Promise<DealerLead>;
  readonly convertLead: (lead: { readonly id: string; readonly name: string; readonly url: string | null; readonly rev: number }) => Promise<DealerLead>;
}
