// Owns: the restaurant profile form (spec 1 §3 "profile (name and more)"), used to create a
// restaurant and as its profile settings group: name, thumbnail address, phone, address and map
// location, checked with the domain's RestaurantProfileInput ('Name is required', 'Invalid
// phone no', the address form's messages, 'Invalid location').
// Decisions where the spec is silent: the phone becomes E.164 when the field is left (like the
// company phone); an address left blank, and a location with neither coordinate, are sent as
// none; a location needs both coordinates, else 'Invalid location' on the missing one.
import { INVALID_LOCATION, RestaurantProfileInput, type RestaurantProfile } from "../../../../domain/business/restaurantProfile";
import { toE164 } from "../../../../domain/shared/phone";
import { type AddressValues, EMPTY_ADDRESS, addressBodyOf, addressValuesOf, isBlankAddress } from "../../../kit/address/addressForm";
import { type FieldErrors, fieldErrorsOf } from "../../../kit/forms/schemaErrors";

export interface ProfileFormValues {
  readonly name: string;
  readonly thumbnail: string;
  readonly phoneNo: string;
  readonly address: AddressValues;
  readonly lat: number | null;
  readonly lng: number | null;
}

export const EMPTY_PROFILE_FORM: ProfileFormValues = { name: "", thumbnail: "", phoneNo: "", address: EMPTY_ADDRESS, lat: null, lng: null };

export const profileFormOf = (profile: RestaurantProfile | null): ProfileFormValues =>
  profile === null
    ? EMPTY_PROFILE_FORM
    : {
        name: profile.name,
        thumbnail: profile.thumbnail ?? "",
        phoneNo: profile.phoneNo ?? "",
        address: addressValuesOf(profile.address),
        lat: profile.location?.lat ?? null,
        lng: profile.location?.lng ?? null,
      };

const orNull = (text: string): string | null => (text.trim() === "" ? null : text.trim());

const locationOf = ({ lat, lng }: ProfileFormValues) => (lat === null && lng === null ? null : { lat: lat ?? Number.NaN, lng: lng ?? Number.NaN });

export const profileBodyOf = (values: ProfileFormValues): RestaurantProfileInput => ({
  name: values.name,
  thumbnail: orNull(values.thumbnail),
  phoneNo: values.phoneNo.trim() === "" ? null : (toE164(values.phoneNo, "MY") ?? values.phoneNo.trim()),
  address: isBlankAddress(values.address) ? null : addressBodyOf(values.address),
  location: locationOf(values),
});

/** A location needs both coordinates: 'Invalid location' on the missing one. */
export const checkLocation = ({ lat, lng }: ProfileFormValues): FieldErrors => {
  if (lat === null && lng !== null) return { "location.lat": INVALID_LOCATION };
  if (lng === null && lat !== null) return { "location.lng": INVALID_LOCATION };
  return {};
};

export const checkProfile = (values: ProfileFormValues): FieldErrors => ({
  ...fieldErrorsOf(RestaurantProfileInput, profileBodyOf(values)),
  ...checkLocation(values),
});
