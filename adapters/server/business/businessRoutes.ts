// The business routes (spec 1 §2, §7), under /api/v2:
//   GET    /my/businesses, /my/businesses-pagination  ?skip&limit&sortBy&search → paged businesses
//   GET    /businesses/{businessId}                    → the business
//   POST   /businesses          NewBusinessInput (Idempotency-Key) → the business; creator = owner
//   PUT    /businesses/{businessId}         BusinessAdminInput (provider) → the business
//   PUT    /businesses/{businessId}/profile BusinessProfileInput (owner)  → the business
//   PUT    /businesses/{businessId}/company CompanyInput + _rev           → the business
//   DELETE /businesses/{businessId}         (If-Match)                    → {id}
// Provider admin and staff list every business; an agent lists the businesses it resells; any
// other user lists the businesses it holds a permission record in.
// Decisions where the spec is silent: the new owner of a provider update must be a registered
// user ('Invalid user', 404) and a linked agent must exist ('Agent not found', 404).
import type { FastifyInstance, FastifyRequest } from "fastify";
import { PERMISSION_RECORDS_TABLE } from "../../../domain/auth/permissions";
import { INVALID_USER } from "../../../domain/auth/user";
import { USERS_TABLE } from "../../../domain/auth/users.projection";
import { AGENT_NOT_FOUND } from "../../../domain/business/agent";
import { AGENTS_TABLE } from "../../../domain/business/agents.projection";
import { businessDecider } from "../../../domain/business/business";
import { type BusinessCommand, businessStreamId } from "../../../domain/business/businessModel";
import {
  BusinessAdminInput, BusinessProfileInput, DEFAULT_MENU_VERSION, NewBusinessInput, profileFromInput,
} from "../../../domain/business/businessProfile";
import { BUSINESSES_TABLE } from "../../../domain/business/businesses.projection";
import { CompanyInput, companyFromInput } from "../../../domain/business/company";
import { withRevision } from "../../../domain/business/revision";
import { DomainError } from "../../../domain/engine/decider";
import type { Row } from "../../../domain/engine/projection";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import { businessFor, canReadBusinessRow, forbidUnless, isProvider, readableBusiness } from "./access";
import { type Caller, callerOf } from "./caller";
import { listPage, pageOf, pageRows } from "./paging";
import { releaseUrl, withUrlClaim } from "./urlClaims";

type ById = { Params: { businessId: string } };
const CompanyBody = withRevision(CompanyInput.fields);
const SEARCH_FIELDS = ["name"];

const urlOf = (row: Row): string | null => (typeof row.url === "string" ? row.url : null);

/** The businesses a user without provider rights may see: its records' and its agents'. */
export const ownBusinesses = async (caller: Caller): Promise<ReadonlyArray<Row>> => {
  const { readModels } = caller.engine.store;
  const records = await readModels.list(PERMISSION_RECORDS_TABLE, { where: { userId: caller.user.userId } });
  const ids = new Set(records.rows.map((record) => String(record.businessId)));
  for (const agentId of caller.user.claims.agentIds) {
    for (const row of (await readModels.list(BUSINESSES_TABLE, { where: { agentId } })).rows) ids.add(String(row.id));
  }
  const rows = await Promise.all([...ids].map((id) => readModels.get(BUSINESSES_TABLE, id)));
  return rows.filter((row): row is Row => row !== undefined && canReadBusinessRow(caller, row));
};

export const businessRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;
  const { readModels } = engine.store;
  const businessRow = async (id: string) => success(await readModels.get(BUSINESSES_TABLE, id));
  const run = (caller: Caller, id: string, command: BusinessCommand, operation?: string) =>
    caller.run(businessDecider, businessStreamId(id), command, operation);

  const myBusinesses = async (request: FastifyRequest) => {
    const caller = await callerOf(request, engine);
    const page = pageOf(request.query);
    if (isProvider(caller, "read", "Business")) return listPage(readModels, BUSINESSES_TABLE, page, SEARCH_FIELDS);
    return pageRows(await ownBusinesses(caller), page, SEARCH_FIELDS);
  };
  app.get("/my/businesses", myBusinesses);
  app.get("/my/businesses-pagination", myBusinesses);

  app.get<ById>("/businesses/:businessId", async (request) => {
    const caller = await callerOf(request, engine);
    return success(await readableBusiness(caller, request.params.businessId));
  });

  app.post("/businesses", async (request) => {
    const caller = await callerOf(request, engine);
    const input = decodeBody(NewBusinessInput, request.body);
    const businessId = caller.newId("create-business");
    const profile = profileFromInput(input);
    const menuVersion = input.menuVersion ?? DEFAULT_MENU_VERSION;
    await withUrlClaim(caller, businessId, null, profile.url, () =>
      run(caller, businessId, { type: "CreateBusiness", data: { ...profile, businessId, menuVersion, ownerId: caller.user.userId } }, "create-business"));
    return businessRow(businessId);
  });

  app.put<ById>("/businesses/:businessId", async (request) => {
    const caller = await callerOf(request, engine);
    const row = await readableBusiness(caller, request.params.businessId);
    forbidUnless(isProvider(caller, "update", "Business"));
    const input = decodeBody(BusinessAdminInput, request.body);
    if ((await readModels.get(USERS_TABLE, input.owner)) === undefined) throw new DomainError(INVALID_USER, 404);
    const agentId = input.pf_agent.agentId;
    if (agentId !== null && (await readModels.get(AGENTS_TABLE, agentId)) === undefined) throw new DomainError(AGENT_NOT_FOUND, 404);
    const profile = profileFromInput(input);
    const rev = caller.revision(input._rev);
    await withUrlClaim(caller, String(row.id), urlOf(row), profile.url, () =>
      run(caller, String(row.id), {
        type: "UpdateBusiness",
        data: { ...profile, rev, menuVersion: input.menuVersion, ownerId: input.owner, quota: input.quota, agent: input.pf_agent },
      }));
    return businessRow(String(row.id));
  });

  app.put<ById>("/businesses/:businessId/profile", async (request) => {
    const caller = await callerOf(request, engine);
    const row = await businessFor(caller, request.params.businessId, "update", "Business");
    const input = decodeBody(BusinessProfileInput, request.body);
    const profile = profileFromInput(input);
    const rev = caller.revision(input._rev);
    await withUrlClaim(caller, String(row.id), urlOf(row), profile.url, () =>
      run(caller, String(row.id), { type: "UpdateBusinessProfile", data: { ...profile, rev } }));
    return businessRow(String(row.id));
  });

  app.put<ById>("/businesses/:businessId/company", async (request) => {
    const caller = await callerOf(request, engine);
    const row = await businessFor(caller, request.params.businessId, "update", "Business");
    const { _rev, ...input } = decodeBody(CompanyBody, request.body);
    await run(caller, String(row.id), { type: "UpdateCompany", data: { company: companyFromInput(input), rev: caller.revision(_rev) } });
    return businessRow(String(row.id));
  });

  app.delete<ById>("/businesses/:businessId", async (request) => {
    const caller = await callerOf(request, engine);
    const row = await businessFor(caller, request.params.businessId, "delete", "Business");
    await run(caller, String(row.id), { type: "DeleteBusiness", data: { rev: caller.revision(undefined) } });
    await releaseUrl(caller, String(row.id), urlOf(row));
    return success({ id: String(row.id) });
  });
};
