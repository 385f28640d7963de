// Owns: the business form (spec 1 §2-§3, §5): name, thumbnail address, URL slug and menu
// version, as typed, and the bodies it becomes: POST /businesses (NewBusinessInput), the owner's
// PUT /businesses/{id}/profile (BusinessProfileInput) and the provider's PUT /businesses/{id}
// (BusinessAdminInput, which keeps owner, quota and agent as loaded). Validation is the domain's
// Schemas, so the form shows the server's messages ('Name is required', 'Invalid URL, should be
// more than 6 characters', 'Reserved URL').
// Decisions where the spec is silent: an empty thumbnail or slug is sent as null (none; the
// member app then uses the business id); the thumbnail is an image address, because the spec's
// only upload goes to the membership card design.
import { BusinessAdminInput, BusinessProfileInput, DEFAULT_MENU_VERSION, type MenuVersion, NewBusinessInput } from "../../../domain/business/businessProfile";
import type { Business } from "../../ports/businessPort";
import { type FieldErrors, fieldErrorsOf } from "../../kit/forms/schemaErrors";

export interface BusinessFormValues {
  readonly name: string;
  readonly thumbnail: string;
  readonly url: string;
  readonly menuVersion: MenuVersion;
}

export const EMPTY_BUSINESS_FORM: BusinessFormValues = { name: "", thumbnail: "", url: "", menuVersion: DEFAULT_MENU_VERSION };

export const MENU_VERSION_OPTIONS: ReadonlyArray<{ readonly label: string; readonly value: MenuVersion }> = [
  { label: "Menu v2", value: "v2" },
  { label: "Menu v3", value: "v3" },
  { label: "Menu v4", value: "v4" },
];

const orNull = (text: string): string | null => (text.trim() === "" ? null : text.trim());

export const businessFormOf = (business: Business): BusinessFormValues => ({
  name: business.name,
  thumbnail: business.thumbnail ?? "",
  url: business.url ?? "",
  menuVersion: business.menuVersion,
});

export const profileBodyOf = (values: BusinessFormValues): BusinessProfileInput => ({
  name: values.name.trim(),
  thumbnail: orNull(values.thumbnail),
  url: orNull(values.url),
});

export const newBusinessBodyOf = (values: BusinessFormValues): NewBusinessInput => ({
  ...profileBodyOf(values),
  menuVersion: values.menuVersion,
});

export const adminBodyOf = (values: BusinessFormValues, business: Business): BusinessAdminInput => ({
  ...profileBodyOf(values),
  menuVersion: values.menuVersion,
  owner: business.ownerId,
  quota: business.quota,
  pf_agent: business.pf_agent,
});

export const checkNewBusiness = (values: BusinessFormValues): FieldErrors => fieldErrorsOf(NewBusinessInput, newBusinessBodyOf(values));
export const checkBusinessProfile = (values: BusinessFormValues): FieldErrors => fieldErrorsOf(BusinessProfileInput, profileBodyOf(values));
