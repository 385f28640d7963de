// Owns: the claim on a membership URL slug (spec 2 §5 "Membership URL ... reserved words"), one
// stream per slug, `membership-url-{slug}`, so two programmes never hold one slug even when they
// save at the same moment ('url has constraint', 409, like the business URL).
// Decision where the spec is silent: membership slugs are their own namespace, apart from
// business slugs, so a programme may use its own business's slug.
import { uniqueClaimDecider } from "../../business/uniqueClaim";

export const membershipUrlClaim = uniqueClaimDecider("url");
export const membershipUrlStreamId = (slug: string): string => `membership-url-${slug}`;
