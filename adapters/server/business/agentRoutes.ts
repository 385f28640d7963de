// Agents and dealers (spec 1 §6-§7), under /api/v2:
//   GET  /my/agents                         → the caller's agent records
//   GET  /agents  ?skip&limit&sortBy&search (provider)      → paged agents
//   POST /agents  {phoneNumber, name, code, kind} (provider, Idempotency-Key) → the agent
//   PUT  /agents/{agentId}  {name, kind, _rev?} (provider or the agent itself) → the agent
//   GET  /agents/search-by-code/{code}      → {id, name, code, kind}
//   GET  /agents/dealers ?skip&limit&sortBy&search (admin, staff or agent) → paged dealers
//   GET  /agents/dealer/{agentId}           (admin, staff or agent) → the dealer
//   GET  /agents/{agentId}/businesses ?skip&limit&sortBy&search (provider or the agent itself)
//                                           → paged businesses the agent resells
// Lists answer AgentView rows (domain/business/agentView.ts); the agent list and the dealer list
// add each agent's business count.
// Decisions where the spec is silent: any signed-in user may look an agent up by code (a
// referral code is shared on purpose) and sees only its public fields; the dealer list follows
// the 'Dealer Lead' menu (admin, staff or agent, spec 1 §6); the agent's user is found by phone
// ('Invalid user', 404) and its code claimed with it ('code has constraint', 409), in one unit of
// work (domain/business/application/createAgent.ts).
import { Schema } from "effect";
import type { FastifyInstance } from "fastify";
import { canOn } from "../../../domain/auth/abilityChecks";
import { flagsFor } from "../../../domain/auth/roleFlags";
import { AGENT_NOT_FOUND, AgentUpdateInput, NewAgentInput } from "../../../domain/business/agent";
import { AGENTS_TABLE, agentsTable } from "../../../domain/business/agents.projection";
import { AgentBusinessPage, AgentByCode, AgentPage, AgentView } from "../../../domain/business/agentView";
import { BUSINESSES_TABLE, businessesTable } from "../../../domain/business/businesses.projection";
import type { ReadModels, Row } from "../../../domain/engine/projection";
import type { PagedList } from "./paging";
import { createAgent } from "../../../domain/business/application/createAgent";
import { updateAgent } from "../../../domain/business/application/updateAgent";
import { DomainError } from "../../../domain/engine/decider";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import { forbidUnless, isProvider } from "./access";
import { type Caller, callerOf } from "./caller";
import { listPage, pageOf } from "./paging";

type ById = { Params: { agentId: string } };
/** A business count stops here: the list shows "1000" for an agent reselling more. */
const BUSINESS_COUNT_CAP = 1_000;

const withBusinessCounts = async (readModels: ReadModels, { data }: { readonly data: PagedList }) => {
  const resources = await Promise.all(data.resources.map(async (row: Row) => ({
    ...row,
    businessCount: (await readModels.list(BUSINESSES_TABLE, { where: { agentId: String(row.id) }, limit: 1, totalCap: BUSINESS_COUNT_CAP })).total,
  })));
  return success(Schema.encodeUnknownSync(AgentPage)({ resources, pagination: data.pagination }));
};

const canSeeDealers = (caller: Caller): boolean => flagsFor(caller.user.claims).isAdminOrStaffOrAgent;

export const agentRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;
  const { readModels } = engine;
  const agentRow = async (agentId: string) => {
    const row = await readModels.get(AGENTS_TABLE, agentId);
    if (row === undefined) throw new DomainError(AGENT_NOT_FOUND, 404);
    return row;
  };

  app.get("/my/agents", async (request) => {
    const caller = await callerOf(request, engine);
    return success(Schema.encodeUnknownSync(Schema.Array(AgentView))((await readModels.list(AGENTS_TABLE, { where: { userId: caller.user.userId } })).rows));
  });

  app.get("/agents", async (request) => {
    const caller = await callerOf(request, engine);
    forbidUnless(isProvider(caller, "read", "Agent"));
    return withBusinessCounts(readModels, await listPage(readModels, agentsTable, pageOf(request.query)));
  });

  app.post("/agents", async (request) => {
    const caller = await callerOf(request, engine);
    forbidUnless(isProvider(caller, "create", "Agent"));
    const input = decodeBody(NewAgentInput, request.body);
    const agentId = await createAgent(engine, { ...input, agentId: caller.newId("create-agent") }, caller.options("create-agent"));
    return success(Schema.encodeUnknownSync(AgentView)(await agentRow(agentId)));
  });

  app.put<ById>("/agents/:agentId", async (request) => {
    const caller = await callerOf(request, engine);
    const row = await agentRow(request.params.agentId);
    forbidUnless(canOn(caller.user.ability, "update", "Agent", { agentId: String(row.id) }));
    const { _rev, name, kind } = decodeBody(AgentUpdateInput, request.body);
    await updateAgent(engine, { agentId: String(row.id), name, kind, rev: caller.revision(_rev) }, caller.options());
    return success(Schema.encodeUnknownSync(AgentView)(await agentRow(String(row.id))));
  });

  app.get<{ Params: { code: string } }>("/agents/search-by-code/:code", async (request) => {
    await callerOf(request, engine);
    const [row] = (await readModels.list(AGENTS_TABLE, { where: { code: request.params.code }, limit: 1 })).rows;
    if (row === undefined) throw new DomainError(AGENT_NOT_FOUND, 404);
    return success(Schema.encodeUnknownSync(AgentByCode)({ id: row.id, name: row.name, code: row.code, kind: row.kind }));
  });

  app.get("/agents/dealers", async (request) => {
    const caller = await callerOf(request, engine);
    forbidUnless(canSeeDealers(caller));
    return withBusinessCounts(readModels, await listPage(readModels, agentsTable, pageOf(request.query), { kind: "DEALER" }));
  });

  app.get<ById>("/agents/dealer/:agentId", async (request) => {
    const caller = await callerOf(request, engine);
    forbidUnless(canSeeDealers(caller));
    const row = await agentRow(request.params.agentId);
    if (row.kind !== "DEALER") throw new DomainError(AGENT_NOT_FOUND, 404);
    return success(Schema.encodeUnknownSync(AgentView)(row));
  });

  app.get<ById>("/agents/:agentId/businesses", async (request) => {
    const caller = await callerOf(request, engine);
    const row = await agentRow(request.params.agentId);
    forbidUnless(isProvider(caller, "read", "Agent") || canOn(caller.user.ability, "read", "Agent", { agentId: String(row.id) }));
    const { data } = await listPage(readModels, businessesTable, pageOf(request.query), { agentId: String(row.id) });
    return success(Schema.encodeUnknownSync(AgentBusinessPage)(data));
  });
};
