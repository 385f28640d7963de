// The member store (spec 2 §2 Member store, §7), under /api/v2/businesses/{businessId}/membership:
//   PUT /store         {taxes?, _rev?}  activates the store (the business's company must have a
//                      tax registration: 'Company tax registration is required') or updates it
//   PUT /store-bundle  {categories, _rev?}  the whole category list with their bundles
// Both answer the programme. Bundle vouchers must be MEMBER_REWARD vouchers of the business.
import type { FastifyInstance } from "fastify";
import { BUSINESSES_TABLE } from "../../../domain/business/businesses.projection";
import type { Company } from "../../../domain/business/company";
import { withRevision } from "../../../domain/business/revision";
import { StoreSettingsInput } from "../../../domain/loyalty/programme/store";
import { CategoriesInput } from "../../../domain/loyalty/programme/storeBundles";
import { decodeBody } from "../decodeBody";
import { type ByBusiness, ensureRewards, programmeCaller, runProgramme } from "./programmeCommands";

const StoreBody = withRevision(StoreSettingsInput.fields);
const CategoriesBody = withRevision({ categories: CategoriesInput });

export const programmeStoreRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;

  app.put<ByBusiness>("/businesses/:businessId/membership/store", async (request) => {
    const pc = await programmeCaller(request, engine);
    const { _rev, ...store } = decodeBody(StoreBody, request.body ?? {});
    const business = await engine.store.readModels.get(BUSINESSES_TABLE, pc.businessId);
    const company = (business?.company ?? null) as Company | null;
    return runProgramme(pc, { type: "UpdateStore", data: { store, company, rev: pc.caller.revision(_rev) } });
  });

  app.put<ByBusiness>("/businesses/:businessId/membership/store-bundle", async (request) => {
    const pc = await programmeCaller(request, engine);
    const { _rev, categories } = decodeBody(CategoriesBody, request.body);
    for (const [ci, category] of categories.entries()) {
      for (const [bi, bundle] of (category.bundles ?? []).entries()) {
        await ensureRewards(pc, bundle.vouchers ?? [], ["categories", ci, "bundles", bi, "vouchers"]);
      }
    }
    return runProgramme(pc, { type: "ReplaceStoreCategories", data: { categories, rev: pc.caller.revision(_rev) } });
  });
};
