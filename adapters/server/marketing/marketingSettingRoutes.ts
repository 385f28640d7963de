// The marketing setting and its migration (spec 3 §7, the marketing v2 client), under /api/v2:
//   GET  /marketing-v2/{businessId}/setting → {businessId, apiVersion, migrate, requestedAt, migratedAt, portalUrl?}
//   POST /marketing-v2/{businessId}/migrate → {message: 'Migration request submitted', ...setting}
// (domain/marketing/marketingSetting.ts). Authorisation: reading needs read on Promotion or on
// Voucher of the business (the marketing area); migrating changes both, so it needs update on
// Promotion and on Voucher. Another tenant's business answers 404 'Business not found'.
// Decision where the spec is silent: the external marketing site's address is the server's
// MARKETING_PORTAL_URL; without it the setting carries no `portalUrl` (the redirect machine then
// keeps the normal view).
import type { FastifyInstance } from "fastify";
import { marketingMigrationAccess, marketingSettingAccess } from "../../../domain/auth/businessAccess";
import type { Row } from "../../../domain/engine/projection";
import { requestMarketingMigration } from "../../../domain/marketing/application/requestMarketingMigration";
import { DEFAULT_MARKETING_SETTING, MARKETING_SETTINGS_TABLE, MIGRATION_REQUEST_SUBMITTED } from "../../../domain/marketing/marketingSetting";
import { success } from "../envelope";
import { forbidUnless, readableBusiness } from "../business/access";
import { type Caller, callerOf } from "../business/caller";

type ByBusiness = { Params: { businessId: string } };

const settingOf = async (caller: Caller, businessId: string): Promise<Row> => {
  const row = await caller.engine.store.readModels.get(MARKETING_SETTINGS_TABLE, businessId);
  const portalUrl = process.env.MARKETING_PORTAL_URL;
  return {
    businessId,
    ...DEFAULT_MARKETING_SETTING,
    ...row,
    ...(portalUrl === undefined || portalUrl.trim() === "" ? {} : { portalUrl: portalUrl.trim() }),
  };
};

export const marketingSettingRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;

  app.get<ByBusiness>("/marketing-v2/:businessId/setting", async (request) => {
    const caller = await callerOf(request, engine);
    const { businessId } = request.params;
    await readableBusiness(caller, businessId);
    const ability = caller.user.ability;
    forbidUnless(marketingSettingAccess(ability, businessId));
    return success(await settingOf(caller, businessId));
  });

  app.post<ByBusiness>("/marketing-v2/:businessId/migrate", async (request) => {
    const caller = await callerOf(request, engine);
    const { businessId } = request.params;
    await readableBusiness(caller, businessId);
    const ability = caller.user.ability;
    forbidUnless(marketingMigrationAccess(ability, businessId));
    await requestMarketingMigration(engine, businessId, caller.options("migrate-marketing"));
    return success({ message: MIGRATION_REQUEST_SUBMITTED, ...(await settingOf(caller, businessId)) });
  });
};
