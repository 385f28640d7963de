// A restaurant's profile group (spec 1 §3 "profile (name and more)"), also the body of
// restaurant creation.
// Decisions where the spec is silent: the name says 'Name is required' (at most 100 chars); the
// phone is any MY or SG number in E.164 ('Invalid phone no'); the address uses the address form
// (address.ts); the location {lat, lng} places the restaurant for delivery distances
// ('Invalid location'); absent optional fields are stored as null.
import { Schema } from "effect";
import { PhoneNumberSchema } from "../shared/phoneNumberSchema";
import { Address, AddressInput, addressFromInput } from "./address";
import { BusinessName, Thumbnail } from "./businessProfile";

export const INVALID_LOCATION = "Invalid location";

const Location = Schema.Struct({
  lat: Schema.Finite.check(Schema.isBetween({ minimum: -90, maximum: 90 }, { message: INVALID_LOCATION })),
  lng: Schema.Finite.check(Schema.isBetween({ minimum: -180, maximum: 180 }, { message: INVALID_LOCATION })),
});

export const RestaurantProfileInput = Schema.Struct({
  name: BusinessName,
  thumbnail: Schema.optionalKey(Thumbnail),
  phoneNo: Schema.optionalKey(Schema.NullOr(PhoneNumberSchema)),
  address: Schema.optionalKey(Schema.NullOr(AddressInput)),
  location: Schema.optionalKey(Schema.NullOr(Location)),
});
export type RestaurantProfileInput = typeof RestaurantProfileInput.Type;

/** The profile as stored and answered: every field present, null when not given. */
export const RestaurantProfile = Schema.Struct({
  name: Schema.String,
  thumbnail: Schema.NullOr(Schema.String),
  phoneNo: Schema.NullOr(Schema.String),
  address: Schema.NullOr(Address),
  location: Schema.NullOr(Location),
});
export type RestaurantProfile = typeof RestaurantProfile.Type;

export const restaurantProfileFromInput = (input: RestaurantProfileInput): RestaurantProfile => ({
  name: input.name,
  thumbnail: input.thumbnail ?? null,
  phoneNo: input.phoneNo ?? null,
  address: input.address === undefined || input.address === null ? null : addressFromInput(input.address),
  location: input.location ?? null,
});
