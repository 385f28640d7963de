// Owns: the licence orders and the expiring licences as the API answers them (issue 18): response
// Schemas the server encodes and the UI's client decodes.
import { Schema } from "effect";
import { LicenceChange } from "./licenceChanges";
import { LicenceTerms, PreviousTerms } from "./licenceOrder";

export const LicenceOrder = Schema.Struct({
  id: Schema.String,
  restaurantId: Schema.String,
  restaurantName: Schema.String,
  businessId: Schema.String,
  businessName: Schema.String,
  terms: LicenceTerms,
  previous: PreviousTerms,
  changes: Schema.Array(LicenceChange),
  orderedBy: Schema.Struct({ userId: Schema.String, name: Schema.String }),
  orderedAt: Schema.String,
  /** The restaurant's time zone, in which its expiry day is read. */
  timeZone: Schema.String,
});
export type LicenceOrder = typeof LicenceOrder.Type;

export const LicenceOrderPage = Schema.Struct({
  resources: Schema.Array(LicenceOrder),
  pagination: Schema.Struct({ totalResources: Schema.Number }),
});

export const ExpiringLicence = Schema.Struct({
  restaurantId: Schema.String,
  restaurantName: Schema.String,
  businessId: Schema.String,
  businessName: Schema.String,
  country: Schema.String,
  timeZone: Schema.String,
  expiredAt: Schema.String,
  /** The expiry day in the restaurant's time zone (ISO). */
  expiresOn: Schema.String,
  /** Days from today there; negative once ended. */
  daysLeft: Schema.Number,
  ended: Schema.Boolean,
  features: Schema.Array(Schema.String),
});
export type ExpiringLicence = typeof ExpiringLicence.Type;

export const ExpiringLicencePage = Schema.Struct({
  resources: Schema.Array(ExpiringLicence),
  pagination: Schema.Struct({ totalResources: Schema.Number }),
});
