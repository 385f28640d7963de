// The licence orders of the provider admin section (issue 18, spec 1 §6 "License Orders": admin
// only, domain/auth/providerAreas.ts "licenseOrders"; anyone else signed in is 403), under /api/v2:
//   GET  /admin/license-orders?restaurant&business&skip&limit → paged LicenceOrder rows, newest first
//   POST /admin/license-orders {restaurantId, expiresOn, features, channel} (Idempotency-Key)
//        → the order; the restaurant's licence and release channel take its terms
//   GET  /admin/license-orders/expiring?skip&limit → paged ExpiringLicence rows, soonest end first
import { Schema } from "effect";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { canUseProviderArea } from "../../../domain/auth/providerAreas";
import { flagsFor } from "../../../domain/auth/roleFlags";
import { DomainError } from "../../../domain/engine/decider";
import { listExpiringLicences } from "../../../domain/provider/application/listExpiringLicences";
import { listLicenceOrders } from "../../../domain/provider/application/listLicenceOrders";
import { placeLicenceOrder } from "../../../domain/provider/application/placeLicenceOrder";
import { LicenceOrderInput } from "../../../domain/provider/licenceOrder";
import { LICENCE_ORDERS_TABLE } from "../../../domain/provider/licenceOrders.projection";
import { ExpiringLicencePage, LicenceOrder, LicenceOrderPage } from "../../../domain/provider/licenceOrderView";
import { boundedId } from "../../../domain/shared/inputBounds";
import { forbidUnless } from "../business/access";
import { callerOf } from "../business/caller";
import { TOTAL_CAP, pageOf } from "../business/paging";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";

const OrderFilters = Schema.Struct({
  restaurant: Schema.optionalKey(boundedId("Invalid restaurant")),
  business: Schema.optionalKey(boundedId("Business id not found")),
});

export const licenceOrderRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;
  const { readModels } = engine;
  const adminCaller = async (request: FastifyRequest) => {
    const caller = await callerOf(request, engine);
    forbidUnless(canUseProviderArea(flagsFor(caller.user.claims), "licenseOrders"));
    return caller;
  };

  app.get("/admin/license-orders", async (request) => {
    await adminCaller(request);
    const { restaurant, business } = decodeBody(OrderFilters, request.query ?? {});
    const { offset, limit } = pageOf(request.query);
    const page = await listLicenceOrders(readModels, { restaurantId: restaurant, businessId: business, offset, limit, totalCap: TOTAL_CAP });
    return success(Schema.encodeUnknownSync(LicenceOrderPage)({ resources: page.resources, pagination: { totalResources: page.totalResources } }));
  });

  app.post("/admin/license-orders", async (request) => {
    const caller = await adminCaller(request);
    const input = decodeBody(LicenceOrderInput, request.body);
    const orderedBy = { userId: caller.user.userId, name: caller.user.name };
    const orderId = await placeLicenceOrder(engine, { ...input, orderId: caller.newId("place-licence-order"), orderedBy }, caller.options("place-licence-order"));
    const row = await readModels.get(LICENCE_ORDERS_TABLE, orderId);
    if (row === undefined) throw new DomainError("Licence order not found", 404);
    return success(Schema.encodeUnknownSync(LicenceOrder)(row));
  });

  app.get("/admin/license-orders/expiring", async (request) => {
    await adminCaller(request);
    const { offset, limit } = pageOf(request.query);
    const page = await listExpiringLicences(readModels, engine.context().now, { offset, limit });
    return success(Schema.encodeUnknownSync(ExpiringLicencePage)({ resources: page.resources, pagination: { totalResources: page.totalResources } }));
  });
};
