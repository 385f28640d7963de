// The business routes (spec 1 §2, §7), under /api/v2:
//   GET    /my/businesses, /my/businesses-pagination  ?skip&limit&sortBy&search → paged businesses
//   GET    /businesses/{businessId}                    → the business
//   POST   /businesses          NewBusinessInput (Idempotency-Key) → the business; creator = owner
//   PUT    /businesses/{businessId}         BusinessAdminInput (provider) → the business
//   PUT    /businesses/{businessId}/profile BusinessProfileInput (owner)  → the business
//   PUT    /businesses/{businessId}/company CompanyInput + _rev           → the business
//   DELETE /businesses/{businessId}         (If-Match)                    → {id}
// Every business answered is built from its row with its response Schema (businessResponse.ts).
// Provider admin and staff list every business; an agent lists the businesses it resells; any
// other user lists the businesses it holds a permission record in.
// Each write is one application function (domain/business/application/): a URL change moves its
// claim in the same unit of work as the business.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { createBusiness } from "../../../domain/business/application/createBusiness";
import { deleteBusiness } from "../../../domain/business/application/deleteBusiness";
import { updateBusiness } from "../../../domain/business/application/updateBusiness";
import { updateBusinessProfile } from "../../../domain/business/application/updateBusinessProfile";
import { updateCompany } from "../../../domain/business/application/updateCompany";
import { businessEditAccess } from "../../../domain/auth/businessAccess";
import { PERMISSION_RECORDS_TABLE } from "../../../domain/auth/permissions";
import { BusinessAdminInput, BusinessProfileInput, NewBusinessInput } from "../../../domain/business/businessProfile";
import { BUSINESSES_TABLE, businessesTable } from "../../../domain/business/businesses.projection";
import { decodeBusiness } from "../../../domain/business/businessResponse";
import { CompanyInput } from "../../../domain/business/company";
import { withRevision } from "../../../domain/business/revision";
import type { Row } from "../../../domain/engine/projection";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import { businessFor, canReadBusinessRow, forbidUnless, isProvider, readableBusiness } from "./access";
import { type Caller, callerOf } from "./caller";
import { listPage, pageOf, pageRows } from "./paging";

type ById = { Params: { businessId: string } };
const CompanyBody = withRevision(CompanyInput.fields);

/** The businesses a user without provider rights may see: its records' and its agents'. */
export const ownBusinesses = async (caller: Caller): Promise<ReadonlyArray<Row>> => {
  const { readModels } = caller.engine;
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
  const { readModels } = engine;
  const businessRow = async (id: string) => success(decodeBusiness(await readModels.get(BUSINESSES_TABLE, id)));

  const myBusinesses = async (request: FastifyRequest) => {
    const caller = await callerOf(request, engine);
    const page = pageOf(request.query);
    const { data } = isProvider(caller, "read", "Business")
      ? await listPage(readModels, businessesTable, page)
      : pageRows(await ownBusinesses(caller), page, businessesTable);
    return success({ ...data, resources: data.resources.map((row) => decodeBusiness(row)) });
  };
  app.get("/my/businesses", myBusinesses);
  app.get("/my/businesses-pagination", myBusinesses);

  app.get<ById>("/businesses/:businessId", async (request) => {
    const caller = await callerOf(request, engine);
    return success(decodeBusiness(await readableBusiness(caller, request.params.businessId)));
  });

  app.post("/businesses", async (request) => {
    const caller = await callerOf(request, engine);
    const input = decodeBody(NewBusinessInput, request.body);
    const businessId = caller.newId("create-business");
    const created = await createBusiness(engine, { ...input, businessId, ownerId: caller.user.userId }, caller.options("create-business"));
    return businessRow(created);
  });

  app.put<ById>("/businesses/:businessId", async (request) => {
    const caller = await callerOf(request, engine);
    const row = await readableBusiness(caller, request.params.businessId);
    forbidUnless(isProvider(caller, "update", "Business"));
    const input = decodeBody(BusinessAdminInput, request.body);
    await updateBusiness(engine, { ...input, businessId: String(row.id), rev: caller.revision(input._rev) }, caller.options());
    return businessRow(String(row.id));
  });

  app.put<ById>("/businesses/:businessId/profile", async (request) => {
    const caller = await callerOf(request, engine);
    const row = await readableBusiness(caller, request.params.businessId);
    forbidUnless(businessEditAccess(caller.user.ability, String(row.id)));
    const input = decodeBody(BusinessProfileInput, request.body);
    await updateBusinessProfile(engine, { ...input, businessId: String(row.id), rev: caller.revision(input._rev) }, caller.options());
    return businessRow(String(row.id));
  });

  app.put<ById>("/businesses/:businessId/company", async (request) => {
    const caller = await callerOf(request, engine);
    const row = await readableBusiness(caller, request.params.businessId);
    forbidUnless(businessEditAccess(caller.user.ability, String(row.id)));
    const { _rev, ...company } = decodeBody(CompanyBody, request.body);
    await updateCompany(engine, { businessId: String(row.id), company, rev: caller.revision(_rev) }, caller.options());
    return businessRow(String(row.id));
  });

  app.delete<ById>("/businesses/:businessId", async (request) => {
    const caller = await callerOf(request, engine);
    const row = await businessFor(caller, request.params.businessId, "delete", "Business");
    await deleteBusiness(engine, { businessId: String(row.id), rev: caller.revision(undefined) }, caller.options());
    return success({ id: String(row.id) });
  });
};
