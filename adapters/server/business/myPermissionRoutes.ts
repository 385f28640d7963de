// The caller's own permission record in a business, for the UI's menus and page guards:
//   GET /my/businesses/{businessId}/permission → {level: 1, userId, businessId, owner, grants} | null
// The UI builds its CASL ability from the session's claims and this record with the same
// defineAbilityFor the server uses (domain/auth/permissions.ts), so both agree on every right.
// (`POST /permissions/levels/1` answers the same rights already cut into CASL rules.)
// Decisions where the spec is silent: a business the caller cannot read is 404 'Business not
// found' like every business route; a provider admin without a record gets null (their claims
// alone grant everything).
import type { FastifyInstance } from "fastify";
import { PERMISSION_RECORDS_TABLE } from "../../../domain/auth/permissions";
import { permissionRecordKey } from "../../../domain/business/permissionRecords.projection";
import { success } from "../envelope";
import { readableBusiness } from "./access";
import { callerOf } from "./caller";

type ByBusiness = { Params: { businessId: string } };

export const myPermissionRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;
  app.get<ByBusiness>("/my/businesses/:businessId/permission", async (request) => {
    const caller = await callerOf(request, engine);
    const business = await readableBusiness(caller, request.params.businessId);
    const record = await engine.readModels.get(PERMISSION_RECORDS_TABLE, permissionRecordKey(caller.user.userId, String(business.id)));
    return success(record ?? null);
  });
};
