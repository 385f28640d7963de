// What a route tells the shell about itself, in its react-router `handle` (spec 1 §2, §6):
// - `name`: the spec's route name (auth-login, business-overview, marketing-voucher, …), so code
//   links by name (see routeIndex.ts) and a route can be renamed in one place;
// - `section`: the layout section it belongs to (admin, business, restaurant, marketing, report),
//   which picks the back button;
// - `nav`: its entry in the navigation drawer, under a collapsible `group`;
// - `allow`: a check on the signed-in user's role flags; a route that fails it redirects to the
//   business overview, and its drawer entry is hidden.
// - `rights`: a right the user needs in the business of the address (e.g. manage Membership for
//   the Loyalty group, spec 2 §6), or the feature check its server route calls
//   (domain/auth/businessAccess.ts); without it the drawer entry is hidden (the page guards itself).
// Areas annotate their routes with `handle: { … } satisfies RouteHandle`.
import type { BusinessAccess } from "../../domain/auth/businessAccess";
import type { Action, BusinessSubject } from "../../domain/auth/permissions";
import type { RoleFlags } from "../../domain/auth/roleFlags";

export type SectionName = "admin" | "business" | "restaurant" | "marketing" | "report";

export interface NavEntry {
  /** The drawer group's title, e.g. "Admin", "Business", "Marketing". */
  readonly group: string;
  readonly label: string;
  /** A primeicons class, e.g. "pi pi-list". */
  readonly icon?: string;
}

export interface RouteHandle {
  readonly name?: string;
  readonly section?: SectionName;
  readonly nav?: NavEntry;
  readonly allow?: (flags: RoleFlags) => boolean;
  readonly rights?: { readonly action: Action; readonly subject: BusinessSubject } | BusinessAccess;
}

export const handleOf = (route: { readonly handle?: unknown }): RouteHandle =>
  typeof route.handle === "object" && route.handle !== null ? (route.handle as RouteHandle) : {};
