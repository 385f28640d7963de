// The member store (spec 2 §2 Member store, §7), under /api/v2/businesses/{businessId}/membership:
//   PUT /store         {taxes?, _rev?}  activates the store (the business's company must have a
//                      tax registration: 'Company tax registration is required') or updates it
//   PUT /store-bundle  {categories, _rev?}  the whole category list with their bundles
// Both answer the programme. Bundle vouchers must be MEMBER_REWARD vouchers of the business
// (domain/loyalty/application/changeProgrammeSection.ts).
import type { FastifyInstance } from "fastify";
import { withRevision } from "../../../domain/business/revision";
import { StoreSettingsInput } from "../../../domain/loyalty/programme/store";
import { changeProgrammeSection } from "../../../domain/loyalty/application/changeProgrammeSection";
import { CategoriesInput } from "../../../domain/loyalty/programme/storeBundles";
import { decodeBody } from "../decodeBody";
import { type ByBusiness, programmeCaller } from "./programmeCommands";
import { programmeAnswer } from "./programmeView";

const StoreBody = withRevision(StoreSettingsInput.fields);
const CategoriesBody = withRevision({ categories: CategoriesInput });

export const programmeStoreRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;

  app.put<ByBusiness>("/businesses/:businessId/membership/store", async (request) => {
    const { caller, businessId } = await programmeCaller(request, engine);
    const { _rev, ...store } = decodeBody(StoreBody, request.body ?? {});
    await changeProgrammeSection(engine, businessId, { type: "UpdateStore", data: { store, rev: caller.revision(_rev) } }, caller.options());
    return programmeAnswer(engine, businessId);
  });

  app.put<ByBusiness>("/businesses/:businessId/membership/store-bundle", async (request) => {
    const { caller, businessId } = await programmeCaller(request, engine);
    const { _rev, categories } = decodeBody(CategoriesBody, request.body);
    await changeProgrammeSection(engine, businessId, { type: "ReplaceStoreCategories", data: { categories, rev: caller.revision(_rev) } }, caller.options());
    return programmeAnswer(engine, businessId);
  });
};
