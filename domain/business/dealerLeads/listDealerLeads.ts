// Reading the lead inbox (GET /admin/dealer-leads and one lead): a page of the `dealer_leads`
// table filtered by status and agent and searched by name, business name or phone, each lead with
// its agent's name and code joined from the agents table (a handful of reads per page).
// Scope: provider admin and staff see every lead; an agent sees only leads assigned to one of
// its own agent records, whatever filter it asks for.
// Decision where the spec is silent: an agent with several agent records (rare) has its leads
// gathered per record (at most MAX_PER_AGENT each) and paged in memory the way the table pages.
import { Schema } from "effect";
import type { ReadModels, Row } from "../../engine/projection";
import { queryRows } from "../../engine/readTable";
import { AGENTS_TABLE } from "../agents.projection";
import type { DealerLeadStatus } from "./dealerLeadStatus";
import { DEALER_LEADS_TABLE, dealerLeadsTable } from "./dealerLeads.projection";
import { DealerLead } from "./dealerLeadView";

export type LeadScope = { readonly kind: "all" } | { readonly kind: "agent"; readonly agentIds: ReadonlyArray<string> };

export interface LeadQuery {
  readonly status: DealerLeadStatus | null;
  /** An agent id, "none" for leads assigned to nobody, or null for any. */
  readonly agent: string | null;
  readonly search: string;
  readonly orderBy: { readonly field: string; readonly direction: "asc" | "desc" };
  readonly offset: number;
  readonly limit: number;
  readonly totalCap: number;
}

const MAX_PER_AGENT = 1_000;

/** Whether the scope lets its user see the lead row. */
export const leadInScope = (scope: LeadScope, row: Row): boolean =>
  scope.kind === "all" || (typeof row.agentId === "string" && scope.agentIds.includes(row.agentId));

/** The leads as the API answers them, each with its agent joined. */
export const leadViews = async (readModels: ReadModels, rows: ReadonlyArray<Row>): Promise<ReadonlyArray<DealerLead>> => {
  const agentIds = [...new Set(rows.flatMap((row) => (typeof row.agentId === "string" ? [row.agentId] : [])))];
  const agents = new Map(await Promise.all(agentIds.map(async (id) => [id, await readModels.get(AGENTS_TABLE, id)] as const)));
  return rows.map((row) => {
    const agent = typeof row.agentId === "string" ? agents.get(row.agentId) : undefined;
    return Schema.decodeUnknownSync(DealerLead)({
      ...row,
      agentId: row.agentId ?? null,
      agent: agent === undefined ? null : { id: String(agent.id), name: String(agent.name), code: String(agent.code) },
    });
  });
};

export const listDealerLeads = async (readModels: ReadModels, scope: LeadScope, query: LeadQuery) => {
  const status: Readonly<Record<string, string>> = query.status === null ? {} : { status: query.status };
  const page = { search: query.search, orderBy: query.orderBy, offset: query.offset, limit: query.limit, totalCap: query.totalCap };
  const agents = scope.kind === "all" ? (query.agent === null ? null : [query.agent]) : scope.agentIds.filter((id) => query.agent === null || id === query.agent);
  if (agents !== null && agents.length !== 1) {
    const gathered = await Promise.all(agents.map((agentKey) => readModels.list(DEALER_LEADS_TABLE, { where: { ...status, agentKey }, limit: MAX_PER_AGENT })));
    const entries = gathered.flatMap(({ rows }) => rows.map((row) => [String(row.id), row] as const));
    const { rows, total } = queryRows(dealerLeadsTable, entries, page);
    return { resources: await leadViews(readModels, rows), pagination: { totalResources: total } };
  }
  const where = agents === null ? status : { ...status, agentKey: agents[0] ?? "" };
  const { rows, total } = await readModels.list(DEALER_LEADS_TABLE, { where, ...page });
  return { resources: await leadViews(readModels, rows), pagination: { totalResources: total } };
};
