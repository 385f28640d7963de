// The permission levels (spec 1 §6, §7), under /api/v2:
//   POST /permissions/levels/0                         → the caller's provider rules (CASL raw rules)
//   POST /permissions/levels/1  {businessId} or ?businessId= → the caller's rules in that business
// Rules come from domain/auth/permissionLevels.ts, cut from the same ability every route checks.
// Decisions where the spec is silent: level 1 names its business in the body (or the query);
// without one it is 400 'Business id not found'; a business the caller cannot read is 404
// 'Business not found' (as every business route answers it); another level is 404.
import { Schema } from "effect";
import type { FastifyInstance } from "fastify";
import { BUSINESS_LEVEL, LEVEL_NOT_FOUND, PROVIDER_LEVEL, businessRules, providerRules } from "../../../domain/auth/permissionLevels";
import { BUSINESS_ID_NOT_FOUND } from "../../../domain/business/business";
import { DomainError } from "../../../domain/engine/decider";
import { requiredTrimmedText } from "../../../domain/shared/fieldRules";
import { ID_MAX_LENGTH } from "../../../domain/shared/inputBounds";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import { readableBusiness } from "./access";
import { callerOf } from "./caller";

const BusinessRef = Schema.Struct({ businessId: requiredTrimmedText(BUSINESS_ID_NOT_FOUND, ID_MAX_LENGTH) });

type LevelRequest = { Params: { level: string }; Body: { businessId?: unknown } | undefined; Querystring: { businessId?: string } };

export const permissionRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;
  app.post<LevelRequest>("/permissions/levels/:level", async (request) => {
    const caller = await callerOf(request, engine);
    const level = Number(request.params.level);
    if (level === PROVIDER_LEVEL && request.params.level === "0") return success(providerRules(caller.user.ability));
    if (level !== BUSINESS_LEVEL || request.params.level !== "1") throw new DomainError(LEVEL_NOT_FOUND, 404);
    const asked = request.body?.businessId ?? request.query.businessId ?? "";
    const { businessId } = decodeBody(BusinessRef, { businessId: asked });
    await readableBusiness(caller, businessId);
    return success(businessRules(caller.user.ability, businessId));
  });
};
