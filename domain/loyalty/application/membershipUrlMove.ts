// The membership URL a programme holds moves with the programme's own write, in the same unit of
// work (membershipUrl.ts, one claim stream per slug): the new slug is claimed for the business
// before the programme decides ('url has constraint', 409, when another programme holds it) and
// the old one released after, so a slug is never held by nobody nor by two programmes.
import type { UnitOfWork } from "../../engine/unitOfWork";
import { membershipUrlClaim, membershipUrlStreamId } from "../programme/membershipUrl";

export const moveMembershipUrl = async (unit: UnitOfWork, businessId: string, from: string | null, to: string | null, write: () => Promise<unknown>): Promise<void> => {
  const claim = (slug: string, type: "Claim" | "Release") =>
    unit.decide(membershipUrlClaim, membershipUrlStreamId(slug), { type, data: { key: slug, ownerId: businessId } });
  if (to !== null && to !== from) await claim(to, "Claim");
  await write();
  if (from !== null && from !== to) await claim(from, "Release");
};
