// The dealer lead inbox of the provider admin section (issue 18, spec 1 §6 'Dealer Lead': admin,
// staff or agent; domain/auth/providerAreas.ts "dealerLead"), under /api/v2; anyone else signed
// in is 403, a caller without a token 401:
//   GET  /admin/dealer-leads ?status&agent&skip&limit&sortBy&search  → paged leads, newest first
//   GET  /admin/dealer-leads/assignees                (admin, staff) → every agent, by name
//   GET  /admin/dealer-leads/{leadId}                                → the lead
//   POST /admin/dealer-leads {name, phoneNumber, businessName, source, note?, agentId?} (Idempotency-Key) → the lead
//   PUT  /admin/dealer-leads/{leadId} {name, phoneNumber, businessName, source, _rev?} → the lead
//   PUT  /admin/dealer-leads/{leadId}/agent  {agentId|null, _rev?} (admin, staff) → the lead
//   PUT  /admin/dealer-leads/{leadId}/status {status: CONTACTED|LOST, _rev?}     → the lead
//   POST /admin/dealer-leads/{leadId}/convert {name?, url?, _rev?} (Idempotency-Key) → the lead, with businessId
// Decisions where the spec is silent: an agent sees, moves and converts only the leads assigned to
// one of its agent records (another lead answers 404 'Lead not found', so ids are not confirmed);
// a lead an agent registers is assigned to its own record (the first, unless it names another of
// its own); only admin and staff assign leads. `agent=none` lists the leads nobody is assigned.
import { Schema } from "effect";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { canUseProviderArea } from "../../../domain/auth/providerAreas";
import { flagsFor } from "../../../domain/auth/roleFlags";
import { AGENTS_TABLE } from "../../../domain/business/agents.projection";
import { BusinessName, BusinessUrl } from "../../../domain/business/businessProfile";
import { withRevision } from "../../../domain/business/revision";
import { assignDealerLead } from "../../../domain/business/dealerLeads/assignDealerLead";
import { convertDealerLead } from "../../../domain/business/dealerLeads/convertDealerLead";
import { createDealerLead } from "../../../domain/business/dealerLeads/createDealerLead";
import { editDealerLead } from "../../../domain/business/dealerLeads/editDealerLead";
import { AssignDealerLeadInput, EditDealerLeadInput, LEAD_NOT_FOUND, MoveDealerLeadInput, NewDealerLeadInput } from "../../../domain/business/dealerLeads/dealerLead";
import { DealerLeadStatus } from "../../../domain/business/dealerLeads/dealerLeadStatus";
import { DEALER_LEADS_TABLE, dealerLeadsTable } from "../../../domain/business/dealerLeads/dealerLeads.projection";
import { DealerLead, DealerLeadPage, LeadAssignees } from "../../../domain/business/dealerLeads/dealerLeadView";
import { type LeadScope, leadInScope, leadViews, listDealerLeads } from "../../../domain/business/dealerLeads/listDealerLeads";
import { moveDealerLead } from "../../../domain/business/dealerLeads/moveDealerLead";
import { DomainError } from "../../../domain/engine/decider";
import { boundedId } from "../../../domain/shared/inputBounds";
import { forbidUnless } from "../business/access";
import { type Caller, callerOf } from "../business/caller";
import { TOTAL_CAP, pageOf, queryOf } from "../business/paging";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";

type ByLead = { Params: { leadId: string } };
const MAX_ASSIGNEES = 1_000;

const LeadFilters = Schema.Struct({
  status: Schema.optionalKey(DealerLeadStatus.annotate({ message: "Invalid status" })),
  agent: Schema.optionalKey(boundedId("Agent not found")),
});
const ConvertInput = withRevision({ name: Schema.optionalKey(BusinessName), url: Schema.optionalKey(BusinessUrl) });

interface LeadCaller {
  readonly caller: Caller;
  readonly scope: LeadScope;
  readonly isProviderTeam: boolean;
}

export const dealerLeadRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;
  const { readModels } = engine;

  const leadCaller = async (request: FastifyRequest): Promise<LeadCaller> => {
    const caller = await callerOf(request, engine);
    const flags = flagsFor(caller.user.claims);
    forbidUnless(canUseProviderArea(flags, "dealerLead"));
    const scope: LeadScope = flags.isAdminOrStaff ? { kind: "all" } : { kind: "agent", agentIds: caller.user.claims.agentIds };
    return { caller, scope, isProviderTeam: flags.isAdminOrStaff };
  };
  /** The lead's row when the caller's scope holds it, else 404. */
  const leadRow = async ({ scope }: LeadCaller, leadId: string) => {
    const row = await readModels.get(DEALER_LEADS_TABLE, leadId);
    if (row === undefined || !leadInScope(scope, row)) throw new DomainError(LEAD_NOT_FOUND, 404);
    return row;
  };
  const leadAnswer = async (leadId: string) => {
    const row = await readModels.get(DEALER_LEADS_TABLE, leadId);
    if (row === undefined) throw new DomainError(LEAD_NOT_FOUND, 404);
    const [view] = await leadViews(readModels, [row]);
    return success(Schema.encodeSync(DealerLead)(view!));
  };

  app.get("/admin/dealer-leads", async (request) => {
    const { scope } = await leadCaller(request);
    const { status, agent } = decodeBody(LeadFilters, request.query ?? {});
    const query = (request.query ?? {}) as Record<string, unknown>;
    const page = pageOf({ sortBy: "-createdAt", ...query });
    const list = queryOf(dealerLeadsTable, page, {});
    const answer = await listDealerLeads(readModels, scope, {
      status: status ?? null, agent: agent ?? null, search: page.search, orderBy: page.orderBy, offset: page.offset, limit: page.limit, totalCap: list.totalCap ?? TOTAL_CAP,
    });
    return success(Schema.encodeSync(DealerLeadPage)(answer));
  });

  app.get("/admin/dealer-leads/assignees", async (request) => {
    const { isProviderTeam } = await leadCaller(request);
    forbidUnless(isProviderTeam);
    const { rows } = await readModels.list(AGENTS_TABLE, { orderBy: { field: "name", direction: "asc" }, limit: MAX_ASSIGNEES });
    return success(Schema.encodeSync(LeadAssignees)(Schema.decodeUnknownSync(LeadAssignees)(rows.map((row) => ({ id: row.id, name: row.name, code: row.code, kind: row.kind })))));
  });

  app.get<ByLead>("/admin/dealer-leads/:leadId", async (request) => {
    const lead = await leadCaller(request);
    return leadAnswer(String((await leadRow(lead, request.params.leadId)).id));
  });

  app.post("/admin/dealer-leads", async (request) => {
    const lead = await leadCaller(request);
    const input = decodeBody(NewDealerLeadInput, request.body);
    const own = lead.caller.user.claims.agentIds;
    const agentId = lead.isProviderTeam ? (input.agentId ?? null) : (input.agentId ?? own[0] ?? null);
    forbidUnless(lead.isProviderTeam || (agentId !== null && own.includes(agentId)));
    const leadId = await createDealerLead(engine, { ...input, agentId, leadId: lead.caller.newId("create-dealer-lead") }, lead.caller.options("create-dealer-lead"));
    return leadAnswer(leadId);
  });

  app.put<ByLead>("/admin/dealer-leads/:leadId", async (request) => {
    const lead = await leadCaller(request);
    const row = await leadRow(lead, request.params.leadId);
    const input = decodeBody(EditDealerLeadInput, request.body);
    await editDealerLead(engine, String(row.id), input, lead.caller.revision(input._rev), lead.caller.options());
    return leadAnswer(String(row.id));
  });

  app.put<ByLead>("/admin/dealer-leads/:leadId/agent", async (request) => {
    const lead = await leadCaller(request);
    forbidUnless(lead.isProviderTeam);
    const row = await leadRow(lead, request.params.leadId);
    const { agentId, _rev } = decodeBody(AssignDealerLeadInput, request.body);
    await assignDealerLead(engine, { leadId: String(row.id), agentId, rev: lead.caller.revision(_rev) }, lead.caller.options());
    return leadAnswer(String(row.id));
  });

  app.put<ByLead>("/admin/dealer-leads/:leadId/status", async (request) => {
    const lead = await leadCaller(request);
    const row = await leadRow(lead, request.params.leadId);
    const { status, _rev } = decodeBody(MoveDealerLeadInput, request.body);
    await moveDealerLead(engine, { leadId: String(row.id), status, rev: lead.caller.revision(_rev) }, lead.caller.options());
    return leadAnswer(String(row.id));
  });

  app.post<ByLead>("/admin/dealer-leads/:leadId/convert", async (request) => {
    const lead = await leadCaller(request);
    const row = await leadRow(lead, request.params.leadId);
    const { name, url, _rev } = decodeBody(ConvertInput, request.body);
    await convertDealerLead(engine, {
      leadId: String(row.id), businessId: lead.caller.newId("convert-dealer-lead"), name: name ?? String(row.businessName), url: url ?? null, rev: lead.caller.revision(_rev),
    }, lead.caller.options("convert-dealer-lead"));
    return leadAnswer(String(row.id));
  });
};
