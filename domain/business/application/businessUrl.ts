// A business's URL slug changing hands inside the unit of work that changes the business: the
// new slug's claim stream `business-url-{slug}` (uniqueClaim.ts) is claimed and the old one
// released in the same unit as the business's own event, so a slug is never held by a business
// that does not exist, nor left held by one that moved away or was deleted.
// Decisions where the spec is silent: the claim is decided before the business, so a taken slug
// answers 'url has constraint' (409) whatever else is wrong; the old slug is freed at once (no
// quarantine), so a member link using it may lead to another business later.
import type { UnitOfWork } from "../../engine/unitOfWork";
import { businessDecider } from "../business";
import { businessStreamId } from "../businessModel";
import { businessUrlClaim, businessUrlStreamId } from "../uniqueClaim";

/** The slug the business holds as this unit sees it (null: none, or no active business). */
export const currentUrl = async (unit: UnitOfWork, businessId: string): Promise<string | null> => {
  const { state } = await unit.load(businessDecider, businessStreamId(businessId));
  return state.status === "active" ? state.url : null;
};

/** Moves business `ownerId`'s slug from `from` to `to` (null: none) within `unit`. */
export const moveUrl = async (unit: UnitOfWork, ownerId: string, from: string | null, to: string | null): Promise<void> => {
  if (to !== null && to !== from) {
    await unit.decide(businessUrlClaim, businessUrlStreamId(to), { type: "Claim", data: { key: to, ownerId } });
  }
  if (from !== null && from !== to) {
    await unit.decide(businessUrlClaim, businessUrlStreamId(from), { type: "Release", data: { key: from, ownerId } });
  }
};
