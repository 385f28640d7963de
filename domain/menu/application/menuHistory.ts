// Every change of a menu with who and when (GET /restaurants/{id}/menu-v3/history), read from
// the event log of its stream, newest first.
// Decisions where the spec is silent: an entry names the revision it made, the instant, the
// actor (user id and, when known, the user's name), the module, the operation and the item (id
// and name); a product rebound by an add-on group turned DYNAMIC is its own entry of the same
// change (same correlation id). At most HISTORY_LIMIT entries per page. A rollback or an import
// is one entry (operation `rollback` / `import`) with its reason and how many items it created,
// updated and deleted; other entries have `reason` and `changes` null.
import { USERS_TABLE } from "../../auth/users.projection";
import { type ChangeSet, type ChangeSetKind, type MenuEvent, menuStreamId } from "../menuModel";
import type { StorePort } from "./menuAtInstant";
import { menuMasterId } from "./menuSharing";

export const HISTORY_LIMIT = 100;

export type MenuHistoryEntry = {
  readonly rev: number;
  readonly at: string;
  readonly by: { readonly userId: string | null; readonly name: string | null };
  readonly correlationId: string;
  readonly module: string | null;
  readonly operation: "create" | "update" | "delete" | "master-catalog-setting" | ChangeSetKind;
  readonly item: { readonly id: string; readonly name: string | null } | null;
  readonly reason: string | null;
  readonly changes: { readonly created: number; readonly updated: number; readonly deleted: number } | null;
};

const counted = (set: ChangeSet): NonNullable<MenuHistoryEntry["changes"]> => ({
  created: set.changes.filter((c) => c.operation === "create").length,
  updated: set.changes.filter((c) => c.operation === "update").length,
  deleted: set.changes.filter((c) => c.operation === "delete").length,
});

const single = { reason: null, changes: null } as const;

const describe = (event: MenuEvent): Pick<MenuHistoryEntry, "module" | "operation" | "item" | "reason" | "changes"> => {
  switch (event.type) {
    case "MenuItemCreated": return { ...single, module: event.data.module, operation: "create", item: { id: event.data.item.id, name: event.data.item.name ?? null } };
    case "MenuItemUpdated": return { ...single, module: event.data.module, operation: "update", item: { id: event.data.item.id, name: event.data.item.name ?? null } };
    case "MenuItemDeleted": return { ...single, module: event.data.module, operation: "delete", item: { id: event.data.id, name: null } };
    case "MasterCatalogSettingChanged": return { ...single, module: null, operation: "master-catalog-setting", item: null };
    case "MenuChangeSetApplied": return { module: null, operation: event.data.kind, item: null, reason: event.data.reason, changes: counted(event.data) };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};

export const menuHistory = async (
  ports: StorePort,
  restaurantId: string,
  page: { readonly offset: number; readonly limit: number },
): Promise<{ readonly resources: ReadonlyArray<MenuHistoryEntry>; readonly total: number }> => {
  const { events } = await ports.store.readStream(menuStreamId(await menuMasterId(ports, restaurantId)));
  const newest = [...events].reverse().slice(page.offset, page.offset + Math.min(page.limit, HISTORY_LIMIT));
  const names = new Map<string, string | null>();
  for (const actor of new Set(newest.map((e) => e.meta.actor).filter((a): a is string => a !== null))) {
    const user = await ports.readModels.get(USERS_TABLE, actor);
    names.set(actor, typeof user?.name === "string" ? user.name : null);
  }
  const resources = newest.map((e): MenuHistoryEntry => ({
    rev: e.version,
    at: (e.data as { readonly at: string }).at,
    by: { userId: e.meta.actor, name: e.meta.actor === null ? null : (names.get(e.meta.actor) ?? null) },
    correlationId: e.meta.correlationId,
    ...describe(e as unknown as MenuEvent),
  }));
  return { resources, total: events.length };
};
