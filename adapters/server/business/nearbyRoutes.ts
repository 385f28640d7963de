// Restaurants near a place (spec 1 §7 `POST /restaurants/near-by`), under /api/v2:
//   POST /restaurants/near-by {lat, lng, radiusKm?} → {resources: [restaurant + distanceKm], pagination}
// Decisions where the spec is silent ("body" not shown):
// - Only restaurants the caller may read are considered (a provider's: all), and only those
//   whose profile has a location; the radius is 5 km unless given, at most 100 km
//   ('Distance must be between 0 and 100 km', as the delivery settings); nearest first.
// - The place is {lat, lng} with the profile's location rule ('Invalid location').
import { Schema } from "effect";
import type { FastifyInstance } from "fastify";
import { canIn } from "../../../domain/auth/abilityChecks";
import { DISTANCE_RANGE } from "../../../domain/business/orderingSettings";
import { INVALID_LOCATION } from "../../../domain/business/restaurantProfile";
import { RESTAURANTS_TABLE } from "../../../domain/business/restaurants.projection";
import type { Row } from "../../../domain/engine/projection";
import { type GeoPoint, distanceKm } from "../../../domain/shared/geoDistance";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import { isProvider } from "./access";
import { callerOf } from "./caller";

export const DEFAULT_NEARBY_KM = 5;

const Coordinate = (limit: number) => Schema.Finite.check(Schema.isBetween({ minimum: -limit, maximum: limit }, { message: INVALID_LOCATION }));

const NearbyInput = Schema.Struct({
  lat: Coordinate(90),
  lng: Coordinate(180),
  radiusKm: Schema.optionalKey(Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: 100 }, { message: DISTANCE_RANGE }))),
});

const locationOf = (row: Row): GeoPoint | null => {
  const location = (row.profile as { location?: GeoPoint | null } | undefined)?.location;
  return location === undefined || location === null ? null : location;
};

export const nearbyRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;
  app.post("/restaurants/near-by", async (request) => {
    const caller = await callerOf(request, engine);
    const { lat, lng, radiusKm = DEFAULT_NEARBY_KM } = decodeBody(NearbyInput, request.body ?? {});
    const { rows } = await engine.readModels.list(RESTAURANTS_TABLE);
    const provider = isProvider(caller, "read", "Restaurant");
    const near = rows
      .filter((row) => provider || canIn(caller.user.ability, "read", "Restaurant", String(row.businessId)))
      .flatMap((row) => {
        const location = locationOf(row);
        if (location === null) return [];
        const distance = distanceKm({ lat, lng }, location);
        return distance <= radiusKm ? [{ ...row, distanceKm: Math.round(distance * 1000) / 1000 }] : [];
      })
      .sort((a, b) => a.distanceKm - b.distanceKm);
    return success({ resources: near, pagination: { totalResources: near.length } });
  });
};
