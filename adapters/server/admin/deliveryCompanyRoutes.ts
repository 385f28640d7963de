// The delivery companies of the provider admin section (issue 18, spec 1 §6 "Delivery companies":
// admin only, domain/auth/providerAreas.ts "deliveryCompanies"; anyone else signed in is 403),
// under /api/v2:
//   GET  /admin/delivery-companies?country            → [company] by name (those serving the country)
//   POST /admin/delivery-companies {name, providerType, quoteStatus, countries} (Idempotency-Key) → the company
//   PUT  /admin/delivery-companies/{companyId} {name, providerType, quoteStatus, countries, _rev?} → the company
import { Schema } from "effect";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { canUseProviderArea } from "../../../domain/auth/providerAreas";
import { flagsFor } from "../../../domain/auth/roleFlags";
import { DomainError } from "../../../domain/engine/decider";
import { createDeliveryCompany, updateDeliveryCompany } from "../../../domain/provider/application/saveDeliveryCompany";
import { DELIVERY_COMPANIES_TABLE } from "../../../domain/provider/deliveryCompanies.projection";
import { CountryCodeSchema, DELIVERY_COMPANY_NOT_FOUND, DeliveryCompanyInput, DeliveryCompanyUpdateInput } from "../../../domain/provider/deliveryCompany";
import { DeliveryCompanies, DeliveryCompany } from "../../../domain/provider/deliveryCompanyView";
import { forbidUnless } from "../business/access";
import { callerOf } from "../business/caller";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";

type ByCompany = { Params: { companyId: string } };
const MAX_COMPANIES = 1000;
const CompanyFilters = Schema.Struct({ country: Schema.optionalKey(CountryCodeSchema) });

export const deliveryCompanyRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;
  const { readModels } = engine;
  const adminCaller = async (request: FastifyRequest) => {
    const caller = await callerOf(request, engine);
    forbidUnless(canUseProviderArea(flagsFor(caller.user.claims), "deliveryCompanies"));
    return caller;
  };
  const companyAnswer = async (companyId: string) => {
    const row = await readModels.get(DELIVERY_COMPANIES_TABLE, companyId);
    if (row === undefined) throw new DomainError(DELIVERY_COMPANY_NOT_FOUND, 404);
    return success(Schema.encodeUnknownSync(DeliveryCompany)(row));
  };

  app.get("/admin/delivery-companies", async (request) => {
    await adminCaller(request);
    const { country } = decodeBody(CompanyFilters, request.query ?? {});
    const { rows } = await readModels.list(DELIVERY_COMPANIES_TABLE, { orderBy: { field: "name", direction: "asc" }, limit: MAX_COMPANIES });
    const companies = Schema.decodeUnknownSync(DeliveryCompanies)(rows);
    return success(Schema.encodeSync(DeliveryCompanies)(country === undefined ? companies : companies.filter((c) => c.countries.includes(country))));
  });

  app.post("/admin/delivery-companies", async (request) => {
    const caller = await adminCaller(request);
    const input = decodeBody(DeliveryCompanyInput, request.body);
    const companyId = await createDeliveryCompany(engine, { ...input, companyId: caller.newId("create-delivery-company") }, caller.options("create-delivery-company"));
    return companyAnswer(companyId);
  });

  app.put<ByCompany>("/admin/delivery-companies/:companyId", async (request) => {
    const caller = await adminCaller(request);
    const { _rev, ...input } = decodeBody(DeliveryCompanyUpdateInput, request.body);
    await updateDeliveryCompany(engine, { ...input, companyId: request.params.companyId, rev: caller.revision(_rev) }, caller.options());
    return companyAnswer(request.params.companyId);
  });
};
