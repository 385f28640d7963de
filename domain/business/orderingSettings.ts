// How a restaurant takes orders, one setting group each (spec 1 §3, spec 4 §2):
// feedme-delivery (the provider's delivery, FEEDME), in-house-delivery (IN_HOUSE), pickup and
// dine-in, each with its operating hours (operatingHours.ts).
// Decisions where the spec is silent ("Bodies: not shown", spec 4 §7):
// - Amounts are prices in the restaurant's currency as typed (12.50): at least 0 and at most
//   2 decimals ('Min price is 0.00', 'Max 2 decimal places', spec 1 §5).
// - Delivery reaches at most 100 km ('Distance must be between 0 and 100 km'); pickup orders
//   are prepared in 0 to 240 minutes ('Preparation time must be between 0 and 240 minutes').
// - A free-delivery threshold of null means delivery is never free.
import { Schema } from "effect";
import { PriceSchema } from "../shared/fieldRules";
import { OperatingHours } from "./operatingHours";

export const DISTANCE_RANGE = "Distance must be between 0 and 100 km";
export const PREPARATION_RANGE = "Preparation time must be between 0 and 240 minutes";

const Distance = Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: 100 }, { message: DISTANCE_RANGE }));
const PreparationMinutes = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 240 }, { message: PREPARATION_RANGE }));

export const FeedmeDeliveryInput = Schema.Struct({
  enable: Schema.Boolean,
  maxDistanceKm: Distance,
  minimumOrder: PriceSchema,
  operatingHours: OperatingHours,
});

export const InHouseDeliveryInput = Schema.Struct({
  enable: Schema.Boolean,
  maxDistanceKm: Distance,
  minimumOrder: PriceSchema,
  deliveryFee: PriceSchema,
  freeDeliveryFrom: Schema.NullOr(PriceSchema),
  operatingHours: OperatingHours,
});

export const PickupInput = Schema.Struct({
  enable: Schema.Boolean,
  preparationMinutes: PreparationMinutes,
  operatingHours: OperatingHours,
});

export const DineInInput = Schema.Struct({
  enable: Schema.Boolean,
  /** Customers may order from a table QR code (a QR order is dine in, spec 1 §3). */
  qrOrder: Schema.Boolean,
  operatingHours: OperatingHours,
});

/** Whether saving `input` switches the provider's delivery on: only that needs the till's
 *  feedmeDelivery version (spec 4 §9, 6.12.0). Editing it while on, or switching it off, never
 *  does, so a till rolled back to an older version cannot keep a restaurant stuck delivering. */
export const switchesFeedmeDeliveryOn = (stored: { readonly enable: boolean } | null | undefined, input: { readonly enable: boolean }): boolean =>
  input.enable && stored?.enable !== true;
