// The UI's dealer leads port over HTTP (client rooted at /api/v2): the /admin/dealer-leads routes
// (adapters/server/admin/dealerLeadRoutes.ts). Answers are decoded with the domain's response
// Schemas (domain/business/dealerLeads/dealerLeadView.ts).
import { Schema } from "effect";
import type { LeadSource } from "../../domain/business/dealerLeads/dealerLead";
import type { DealerLeadStatus } from "../../domain/business/dealerLeads/dealerLeadStatus";
import { DealerLead, DealerLeadPage, LeadAssignees } from "../../domain/business/dealerLeads/dealerLeadView";
import type { ApiClient } from "./apiClient";

const BASE = "/admin/dealer-leads";
const at = (id: string): string => `${BASE}/${encodeURIComponent(id)}`;
const query = (params: Record<string, string | number | null>): string =>
  new URLSearchParams(Object.entries(params).flatMap(([key, value]) => (value === null || value === "" ? [] : [[key, String(value)]]))).toString();

export const createHttpDealerLeads = (client: ApiClient, pageSize: number) => ({
  listLeads: async ({ search, page, status, agent }: { readonly search: string; readonly page: number; readonly status: DealerLeadStatus | null; readonly agent: string | null }) =>
    Schema.decodeUnknownSync(DealerLeadPage)(await client.request<unknown>("GET", `${BASE}?${query({ skip: page * pageSize, limit: pageSize, search, status, agent })}`)),
  assignees: async () => Schema.decodeUnknownSync(LeadAssignees)(await client.request<unknown>("GET", `${BASE}/assignees`)),
  createLead: async (lead: { readonly name: string; readonly phoneNumber: string; readonly businessName: string; readonly source: LeadSource; readonly note: string; readonly agentId: string | null }) =>
    Schema.decodeUnknownSync(DealerLead)(await client.request<unknown>("POST", BASE, { ...lead, ...(lead.agentId === null ? { agentId: undefined } : {}) })),
  editLead: async ({ id, rev, ...details }: { readonly id: string; readonly name: string; readonly phoneNumber: string; readonly businessName: string; readonly source: LeadSource; readonly rev: number }) =>
    Schema.decodeUnknownSync(DealerLead)(await client.request<unknown>("PUT", at(id), { ...details, _rev: rev })),
  assignLead: async ({ id, agentId, rev }: { readonly id: string; readonly agentId: string | null; readonly rev: number }) =>
    Schema.decodeUnknownSync(DealerLead)(await client.request<unknown>("PUT", `${at(id)}/agent`, { agentId, _rev: rev })),
  moveLead: async ({ id, status, rev }: { readonly id: string; readonly status: "CONTACTED" | "LOST"; readonly rev: number }) =>
    Schema.decodeUnknownSync(DealerLead)(await client.request<unknown>("PUT", `${at(id)}/status`, { status, _rev: rev })),
  convertLead: async ({ id, name, url, rev }: { readonly id: string; readonly name: string; readonly url: string | null; readonly rev: number }) =>
    Schema.decodeUnknownSync(DealerLead)(await client.request<unknown>("POST", `${at(id)}/convert`, { name, ...(url === null ? {} : { url }), _rev: rev })),
});
