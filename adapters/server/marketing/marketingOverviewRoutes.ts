// The marketing overview's figures (spec 3 §1, §3 "Overview summary"), under /api/v2:
//   GET /businesses/{businessId}/marketing/overview →
//     { promotions: {active, expired, incoming} | null,
//       attractionCampaigns: N | null, mostRedeemedVouchers: [{id, name, type, status, currentClaim, currentRedeem}] | null,
//       newMemberCount: N | null, topSpentMember: [{id, name, phoneNumber, totalSpent}] | null, levelUpRewardPool: N | null }
// (domain/marketing/application/marketingOverview.ts).
// Decision where the spec is silent: the overview is the area's entrance (open to anyone with a
// marketing or loyalty right in the business): each part needs read on its own subject
// (Promotion for the promotion counts, Voucher for the voucher parts, Membership for the member
// parts and the reward pool) and is null without it; a caller with none of the three is refused
// (403); another tenant's business answers 404 'Business not found'.
import type { FastifyInstance } from "fastify";
import { marketingOverviewAccess } from "../../../domain/auth/businessAccess";
import { canIn } from "../../../domain/auth/abilityChecks";
import { marketingOverview } from "../../../domain/marketing/application/marketingOverview";
import { success } from "../envelope";
import { forbidUnless, readableBusiness } from "../business/access";
import { callerOf } from "../business/caller";
import { businessTimeZone } from "../loyalty/businessTimeZone";

type ByBusiness = { Params: { businessId: string } };

export const marketingOverviewRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;

  app.get<ByBusiness>("/businesses/:businessId/marketing/overview", async (request) => {
    const caller = await callerOf(request, engine);
    const { businessId } = request.params;
    await readableBusiness(caller, businessId);
    const ability = caller.user.ability;
    const parts = {
      promotion: canIn(ability, "read", "Promotion", businessId),
      voucher: canIn(ability, "read", "Voucher", businessId),
      membership: canIn(ability, "read", "Membership", businessId),
    };
    forbidUnless(marketingOverviewAccess(ability, businessId));
    const timeZone = await businessTimeZone(engine.readModels, businessId);
    return success(await marketingOverview(engine, { businessId, timeZone, parts }));
  });
};
