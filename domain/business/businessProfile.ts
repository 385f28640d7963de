// The business document (spec 1 §3): name, thumbnail, menuVersion (v2, v3, v4), the URL slug
// (spec 1 §5, domain/shared/businessUrl.ts), and the provider-level fields owner, quota and
// pf_agent {agentId, isReseller}. Body Schemas for create, the owner's profile update and the
// provider's whole update live here, so the form and the server decode the same shape.
// Decisions where the spec is silent:
// - The business name says 'Name is required' like the company name; it is at most 100 chars.
// - A new business is on menu v4 unless the body says otherwise; only the provider update
//   changes menuVersion afterwards (a menu migration is not a profile edit).
// - The slug is optional (the member app then uses the business id); an absent thumbnail or
//   url in a whole-document write means none.
// - quota.restaurants caps the restaurants of the business (null: no cap; at most 1,000, the
//   bound of a restaurant list).
import { Schema } from "effect";
import { NAME_REQUIRED } from "../auth/credentials";
import { BusinessUrlSchema } from "../shared/businessUrl";
import { MAX_RESTAURANT_IDS, requiredTrimmedText } from "../shared/fieldRules";
import { BoundedUrl, boundedId } from "../shared/inputBounds";
import { INVALID_USER } from "../auth/user";
import { withRevision } from "./revision";

export const BUSINESS_NAME_MAX_LENGTH = 100;
export const MenuVersion = Schema.Literals(["v2", "v3", "v4"]);
export type MenuVersion = typeof MenuVersion.Type;
export const DEFAULT_MENU_VERSION: MenuVersion = "v4";

export const BusinessName = requiredTrimmedText(NAME_REQUIRED, BUSINESS_NAME_MAX_LENGTH);
export const Thumbnail = Schema.NullOr(BoundedUrl);
export const BusinessUrl = Schema.NullOr(BusinessUrlSchema);

export const Quota = Schema.Struct({
  restaurants: Schema.NullOr(Schema.Int.check(
    Schema.isGreaterThanOrEqualTo(0, { message: "Quota must be 0 or more" }),
    Schema.isLessThanOrEqualTo(MAX_RESTAURANT_IDS, { message: `Quota must be ${MAX_RESTAURANT_IDS} or less` }),
  )),
});
export type Quota = typeof Quota.Type;
export const UNLIMITED_QUOTA: Quota = { restaurants: null };

export const AgentLink = Schema.Struct({ agentId: Schema.NullOr(boundedId()), isReseller: Schema.Boolean });
export type AgentLink = typeof AgentLink.Type;
export const NO_AGENT: AgentLink = { agentId: null, isReseller: false };

/** POST /businesses. */
export const NewBusinessInput = Schema.Struct({
  name: BusinessName,
  thumbnail: Schema.optionalKey(Thumbnail),
  menuVersion: Schema.optionalKey(MenuVersion),
  url: Schema.optionalKey(BusinessUrl),
});
export type NewBusinessInput = typeof NewBusinessInput.Type;

/** PUT /businesses/{id}/profile: what the owner edits. */
export const BusinessProfileInput = withRevision({
  name: BusinessName,
  thumbnail: Schema.optionalKey(Thumbnail),
  url: Schema.optionalKey(BusinessUrl),
});
export type BusinessProfileInput = typeof BusinessProfileInput.Type;

/** PUT /businesses/{id}: the provider's whole update, provider-level fields included. */
export const BusinessAdminInput = withRevision({
  name: BusinessName,
  thumbnail: Schema.optionalKey(Thumbnail),
  menuVersion: MenuVersion,
  url: Schema.optionalKey(BusinessUrl),
  owner: boundedId(INVALID_USER),
  quota: Quota,
  pf_agent: AgentLink,
});
export type BusinessAdminInput = typeof BusinessAdminInput.Type;

export interface BusinessProfile {
  readonly name: string;
  readonly thumbnail: string | null;
  readonly url: string | null;
}

export const profileFromInput = (input: { name: string; thumbnail?: string | null; url?: string | null }): BusinessProfile => ({
  name: input.name,
  thumbnail: input.thumbnail ?? null,
  url: input.url ?? null,
});
