// The section back button (spec 1 §2): from the restaurant, marketing or report sections back to
// the business overview ('Back to business'), from the business section to the business list.
// The section is the deepest matched route's `handle.section`; admin pages have no back button.
// Decisions where the spec is silent:
// - Only 'Back to business' is a spec label; the business section's button reads 'Back to
//   business list' and shows only to admin, staff and agent users, the ones the list serves
//   (others switch among their own businesses).
// - The business list is the route named 'business-list'; a target route that is not mounted, or
//   needs a parameter the address lacks, shows no button.
import { Button } from "primereact/button";
import { useMatches, useNavigate, useParams } from "react-router";
import type { RoleFlags } from "../../../domain/auth/roleFlags";
import { handleOf, type SectionName } from "../../app/routeHandle";
import { pathTo, useRouteIndex } from "../../app/routeIndex";
import { useRoleFlags } from "../../session/SessionProvider";

interface BackTarget {
  readonly routeName: string;
  readonly label: string;
  readonly allow?: (flags: RoleFlags) => boolean;
}

const TO_BUSINESS: BackTarget = { routeName: "business-overview", label: "Back to business" };

const BACK_TARGETS: Readonly<Record<SectionName, BackTarget | null>> = {
  admin: null,
  business: { routeName: "business-list", label: "Back to business list", allow: (flags) => flags.isAdminOrStaffOrAgent },
  restaurant: TO_BUSINESS,
  marketing: TO_BUSINESS,
  report: TO_BUSINESS,
};

export const BackButton = () => {
  const matches = useMatches();
  const params = useParams();
  const index = useRouteIndex();
  const flags = useRoleFlags();
  const navigate = useNavigate();
  const section = matches.map((match) => handleOf(match).section).findLast((name) => name !== undefined);
  const target = section === undefined ? null : BACK_TARGETS[section];
  if (target === null || flags === null || target.allow?.(flags) === false) return null;
  const path = pathTo(index, target.routeName, params);
  if (path === null) return null;
  return <Button label={target.label} icon="pi pi-arrow-left" text size="small" onClick={() => void navigate(path)} />;
};
