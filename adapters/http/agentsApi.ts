// The UI's agents port over HTTP (client rooted at /api/v2): GET /agents and /agents/dealers
// (paged), POST /agents, PUT /agents/{id}, GET /agents/search-by-code/{code},
// GET /agents/dealer/{id} and GET /agents/{id}/businesses. Answers are decoded with the domain's
// response Schemas (domain/business/agentView.ts).
import { Schema } from "effect";
import type { AgentKind } from "../../domain/business/agent";
import { AgentBusinessPage, AgentByCode, AgentPage, AgentView } from "../../domain/business/agentView";
import type { ApiClient } from "./apiClient";

const at = (id: string): string => encodeURIComponent(id);
const query = (params: Record<string, string | number>): string => new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();

export const createHttpAgents = (client: ApiClient, pageSize: number) => ({
  listAgents: async ({ search, page, dealersOnly }: { readonly search: string; readonly page: number; readonly dealersOnly: boolean }) =>
    Schema.decodeUnknownSync(AgentPage)(await client.request<unknown>("GET", `${dealersOnly ? "/agents/dealers" : "/agents"}?${query({ skip: page * pageSize, limit: pageSize, sortBy: "name", search })}`)),
  createAgent: async (agent: { readonly phoneNumber: string; readonly name: string; readonly code: string; readonly kind: AgentKind }) =>
    Schema.decodeUnknownSync(AgentView)(await client.request<unknown>("POST", "/agents", agent)),
  updateAgent: async ({ id, name, kind, rev }: { readonly id: string; readonly name: string; readonly kind: AgentKind; readonly rev: number }) =>
    Schema.decodeUnknownSync(AgentView)(await client.request<unknown>("PUT", `/agents/${at(id)}`, { name, kind, _rev: rev })),
  findByCode: async (code: string) => Schema.decodeUnknownSync(AgentByCode)(await client.request<unknown>("GET", `/agents/search-by-code/${at(code)}`)),
  dealer: async (id: string) => Schema.decodeUnknownSync(AgentView)(await client.request<unknown>("GET", `/agents/dealer/${at(id)}`)),
  agentBusinesses: async (id: string, page: number) =>
    Schema.decodeUnknownSync(AgentBusinessPage)(await client.request<unknown>("GET", `/agents/${at(id)}/businesses?${query({ skip: page * pageSize, limit: pageSize, sortBy: "name" })}`)),
});
