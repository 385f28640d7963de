// The navigation drawer's content (spec 1 §2 "collapsible groups", §6 "menu entries may carry an
// allow check and are hidden when it fails"): every route with a `nav` entry, in the route
// table's order, grouped by its group, keeping only entries the user is allowed and whose address
// can be built from the current parameters (a business page needs a business in the address),
// and, for entries needing a right in that business (`rights`), only when `can` grants it.
import type { RoleFlags } from "../../../domain/auth/roleFlags";
import { pathOf, type IndexedRoute, type RouteParams } from "../../app/routeIndex";

export interface NavItem {
  readonly label: string;
  readonly icon: string | undefined;
  readonly path: string;
}

export interface NavGroup {
  readonly title: string;
  readonly items: ReadonlyArray<NavItem>;
}

export const navGroups = (
  index: ReadonlyArray<IndexedRoute>,
  params: RouteParams,
  flags: RoleFlags,
  can: (right: NonNullable<IndexedRoute["handle"]["rights"]>) => boolean = () => true,
): NavGroup[] => {
  const groups = new Map<string, NavItem[]>();
  for (const route of index) {
    const { nav, allow, rights } = route.handle;
    if (nav === undefined || allow?.(flags) === false) continue;
    if (rights !== undefined && !can(rights)) continue;
    const path = pathOf(route, params);
    if (path === null) continue;
    const items = groups.get(nav.group) ?? [];
    items.push({ label: nav.label, icon: nav.icon, path });
    groups.set(nav.group, items);
  }
  return [...groups].map(([title, items]) => ({ title, items }));
};

/** The group holding the entry for `pathname` (the longest matching entry path), if any. */
export const activeGroupOf = (groups: ReadonlyArray<NavGroup>, pathname: string): string | undefined => {
  let best: { title: string; length: number } | undefined;
  for (const group of groups) {
    for (const item of group.items) {
      const matches = pathname === item.path || pathname.startsWith(`${item.path.replace(/\/$/, "")}/`);
      if (matches && item.path.length > (best?.length ?? -1)) best = { title: group.title, length: item.path.length };
    }
  }
  return best?.title;
};
