// The restaurant routes (spec 1 §2, §7), under /api/v2:
//   GET    /restaurants?business={businessId}&skip&limit&sortBy&search → paged restaurants of a business
//   GET    /restaurant-list?business&country&tag&skip&limit&sortBy&search (admin, staff, agent)
//          → paged ProviderRestaurant rows: every business's for admin and staff, an agent's own
//   GET    /my/restaurants, /my/restaurants-pagination             → paged restaurants the caller may read
//   GET    /restaurants/{restaurantId}                             → the restaurant + enabledFeatures and
//          its three delivery settings (foodpandaDelivery, grabfoodDelivery, shopeefoodDelivery; null for one that fails)
//   POST   /restaurants   {businessId, profile} (Idempotency-Key)  → the restaurant
//   DELETE /restaurants/{restaurantId}          (If-Match)         → {id}
// Creation lists the restaurant in its business (quota, 'Business id not found') and creates its
// stream in one unit of work; deletion does the reverse (domain/business/application/).
// Decisions where the spec is silent: `business` is required on GET /restaurants ('Business id
// not found'); every restaurant answered, in a list too, is restaurantView.ts's (its Schema:
// domain/business/restaurantResponse.ts).
import { Schema } from "effect";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { restaurantCreateAccess } from "../../../domain/auth/businessAccess";
import { PERMISSION_RECORDS_TABLE } from "../../../domain/auth/permissions";
import { canIn } from "../../../domain/auth/abilityChecks";
import { canUseProviderArea } from "../../../domain/auth/providerAreas";
import { flagsFor } from "../../../domain/auth/roleFlags";
import { type RestaurantScope, listProviderRestaurants } from "../../../domain/business/application/listProviderRestaurants";
import { ProviderRestaurantPage } from "../../../domain/business/providerRestaurant";
import { TAG_NOT_FOUND } from "../../../domain/business/restaurantTag";
import { COUNTRY_CODES } from "../../../domain/shared/country";
import { createRestaurant } from "../../../domain/business/application/createRestaurant";
import { deleteRestaurant } from "../../../domain/business/application/deleteRestaurant";
import { restaurantDeliveryAttachments } from "../../../domain/delivery/application/deliverySettingView";
import { BUSINESS_ID_NOT_FOUND } from "../../../domain/business/business";
import { RestaurantProfileInput } from "../../../domain/business/restaurantProfile";
import { restaurantDetailOf } from "../../../domain/business/restaurantResponse";
import { RESTAURANTS_TABLE, restaurantsTable } from "../../../domain/business/restaurants.projection";
import { requiredTrimmedText } from "../../../domain/shared/fieldRules";
import { ID_MAX_LENGTH } from "../../../domain/shared/inputBounds";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import { businessFor, forbidUnless, isProvider, readableBusiness, restaurantFor, readableRestaurant } from "./access";
import { callerOf } from "./caller";
import { listPage, pageOf, pageRows, queryOf } from "./paging";
import { restaurantAnswer, restaurantPage, restaurantView } from "./restaurantView";

const BusinessId = requiredTrimmedText(BUSINESS_ID_NOT_FOUND, ID_MAX_LENGTH);
const NewRestaurantInput = Schema.Struct({ businessId: BusinessId, profile: RestaurantProfileInput });
const BusinessRef = Schema.Struct({ businessId: BusinessId });
const ListQuery = Schema.Struct({ business: BusinessId });
const RestaurantListFilters = Schema.Struct({
  business: Schema.optionalKey(BusinessId),
  country: Schema.optionalKey(Schema.Literals(COUNTRY_CODES as ["MY", "SG", "ID", "JP"]).annotate({ message: "Invalid country" })),
  tag: Schema.optionalKey(requiredTrimmedText(TAG_NOT_FOUND, ID_MAX_LENGTH)),
});

type ById = { Params: { restaurantId: string } };

export const restaurantRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;
  const { readModels } = engine;

  app.get("/restaurants", async (request) => {
    const caller = await callerOf(request, engine);
    const { business } = decodeBody(ListQuery, { business: (request.query as { business?: unknown } | undefined)?.business ?? "" });
    await businessFor(caller, business, "read", "Restaurant");
    return restaurantPage(await listPage(readModels, restaurantsTable, pageOf(request.query), { businessId: business }), engine.context().now);
  });

  app.get("/restaurant-list", async (request) => {
    const caller = await callerOf(request, engine);
    const flags = flagsFor(caller.user.claims);
    forbidUnless(canUseProviderArea(flags, "restaurantList"));
    const { business, country, tag } = decodeBody(RestaurantListFilters, request.query ?? {});
    const where = { ...(business === undefined ? {} : { businessId: business }), ...(country === undefined ? {} : { country }) };
    const scope: RestaurantScope = flags.isAdminOrStaff ? { kind: "all" } : { kind: "agent", agentIds: caller.user.claims.agentIds };
    const list = queryOf(restaurantsTable, pageOf(request.query), where);
    const { resources, total } = await listProviderRestaurants(readModels, { scope, list, ...(tag === undefined ? {} : { tagId: tag }) });
    return success(Schema.encodeSync(ProviderRestaurantPage)({ resources, pagination: { totalResources: total } }));
  });

  const myRestaurants = async (request: FastifyRequest) => {
    const caller = await callerOf(request, engine);
    const page = pageOf(request.query);
    const now = engine.context().now;
    if (isProvider(caller, "read", "Restaurant")) return restaurantPage(await listPage(readModels, restaurantsTable, page), now);
    const records = await readModels.list(PERMISSION_RECORDS_TABLE, { where: { userId: caller.user.userId } });
    const businessIds = records.rows.map((r) => String(r.businessId)).filter((id) => canIn(caller.user.ability, "read", "Restaurant", id));
    const lists = await Promise.all(businessIds.map((businessId) => readModels.list(RESTAURANTS_TABLE, { where: { businessId } })));
    return restaurantPage(pageRows(lists.flatMap((list) => list.rows), page, restaurantsTable), now);
  };
  app.get("/my/restaurants", myRestaurants);
  app.get("/my/restaurants-pagination", myRestaurants);

  app.get<ById>("/restaurants/:restaurantId", async (request) => {
    const caller = await callerOf(request, engine);
    const row = await readableRestaurant(caller, request.params.restaurantId);
    const attachments = await restaurantDeliveryAttachments(readModels, String(row.id));
    return success(restaurantDetailOf({ ...restaurantView(row, engine.context().now), ...attachments }));
  });

  app.post("/restaurants", async (request) => {
    const caller = await callerOf(request, engine);
    const body = (request.body ?? {}) as { businessId?: unknown };
    const { businessId } = decodeBody(BusinessRef, { businessId: body.businessId ?? "" });
    await readableBusiness(caller, businessId, BUSINESS_ID_NOT_FOUND);
    forbidUnless(restaurantCreateAccess(caller.user.ability, businessId));
    const input = decodeBody(NewRestaurantInput, request.body);
    const restaurantId = caller.newId("create-restaurant");
    const created = await createRestaurant(engine, { restaurantId, businessId, profile: input.profile }, caller.options("create-restaurant"));
    return restaurantAnswer(caller, created);
  });

  app.delete<ById>("/restaurants/:restaurantId", async (request) => {
    const caller = await callerOf(request, engine);
    const row = await restaurantFor(caller, request.params.restaurantId, "delete");
    const restaurantId = String(row.id);
    await deleteRestaurant(engine, { restaurantId, rev: caller.revision(undefined) }, caller.options());
    return success({ id: restaurantId });
  });
};
