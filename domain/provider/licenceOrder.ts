// The licence order aggregate, stream `licence-order-{id}` (issue 18 "Licence orders", spec 1 §3
// "Licence update: expiredAt, features", "Release channels: alpha, beta, latest"): one order a
// provider admin places for a restaurant, which applies the licence to the restaurant (its
// `license` and `channel` setting groups) in the same unit of work
// (application/placeLicenceOrder.ts). The order records who placed it, when, and what the
// restaurant had before, so the history says what changed.
// Decisions where the spec is silent:
// - An order is {restaurantId, expiresOn (an ISO day, null: never expires), features, channel};
//   the day becomes an instant in the restaurant's time zone (licenceExpiry.ts).
// - An order is final: it is never edited or deleted; a correction is a new order.
// - The names of the restaurant and business are recorded as they were when it was placed.
import { Schema } from "effect";
import { Temporal } from "temporal-polyfill";
import { IsoInstant, isoOf, message } from "../auth/fields";
import { type DecideContext, type Decider, type Decision, accept, reject } from "../engine/decider";
import { type License, LicenseInput, type ReleaseChannel, ReleaseChannel as ReleaseChannelSchema, RestaurantFeature } from "../business/restaurantFeatures";
import { INVALID_DATE } from "../shared/calendarDate";
import { boundedList, requiredId } from "../shared/inputBounds";
import { INVALID_RESTAURANT_ID } from "../shared/fieldRules";

export const LICENCE_ORDER_EXISTS = "Licence order already placed";

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (text: string): boolean => {
  if (!ISO_DAY.test(text)) return false;
  try {
    Temporal.PlainDate.from(text, { overflow: "reject" });
    return true;
  } catch {
    return false;
  }
};
/** An ISO calendar day ("2027-01-31"), 'Invalid date' otherwise. */
export const IsoDay = Schema.String.check(Schema.makeFilter((text: string) => isRealDay(text) || INVALID_DATE));

/** POST /admin/license-orders. */
export const LicenceOrderInput = Schema.Struct({
  restaurantId: requiredId(INVALID_RESTAURANT_ID, INVALID_RESTAURANT_ID),
  expiresOn: Schema.NullOr(IsoDay),
  features: boundedList(RestaurantFeature, 20, "features"),
  channel: ReleaseChannelSchema,
});
export type LicenceOrderInput = typeof LicenceOrderInput.Type;

export const LicenceTerms = Schema.Struct({ license: LicenseInput, channel: ReleaseChannelSchema });
export type LicenceTerms = { readonly license: License; readonly channel: ReleaseChannel };
/** What a restaurant had before an order; license null: never licensed. */
export const PreviousTerms = Schema.Struct({ license: Schema.NullOr(LicenseInput), channel: ReleaseChannelSchema });
export type PreviousTerms = typeof PreviousTerms.Type;

const OrderData = {
  restaurantId: Schema.String,
  restaurantName: Schema.String,
  businessId: Schema.String,
  businessName: Schema.String,
  terms: LicenceTerms,
  previous: PreviousTerms,
  orderedBy: Schema.Struct({ userId: Schema.String, name: Schema.String }),
  /** The restaurant's time zone when ordered: its expiry day is read there. */
  timeZone: Schema.String,
};

export const LicenceOrderEvent = Schema.Union([message("LicenceOrderPlaced", { ...OrderData, orderedAt: IsoInstant })]);
export type LicenceOrderEvent = typeof LicenceOrderEvent.Type;

export type PlaceLicenceOrder = { readonly type: "PlaceLicenceOrder"; readonly data: Omit<Extract<LicenceOrderEvent, { type: "LicenceOrderPlaced" }>["data"], "orderedAt"> };
export type LicenceOrderCommand = PlaceLicenceOrder;

export type LicenceOrderState = { readonly placed: boolean; readonly revision: number };

export const evolveLicenceOrder = (state: LicenceOrderState, event: LicenceOrderEvent): LicenceOrderState => {
  switch (event.type) {
    case "LicenceOrderPlaced": return { placed: true, revision: state.revision + 1 };
    default: {
      const unknown: never = event.type;
      return unknown;
    }
  }
};

export const decideLicenceOrder = (command: LicenceOrderCommand, state: LicenceOrderState, ctx: DecideContext): Decision<LicenceOrderEvent> =>
  state.placed ? reject(LICENCE_ORDER_EXISTS, 409) : accept({ type: "LicenceOrderPlaced", data: { ...command.data, orderedAt: isoOf(ctx.now) } });

export const licenceOrderDecider: Decider<LicenceOrderState, LicenceOrderCommand, LicenceOrderEvent> = {
  initialState: { placed: false, revision: 0 },
  decide: decideLicenceOrder,
  evolve: evolveLicenceOrder,
};

export const LICENCE_ORDER_STREAM_PREFIX = "licence-order-";
export const licenceOrderStreamId = (orderId: string): string => `${LICENCE_ORDER_STREAM_PREFIX}${orderId}`;
