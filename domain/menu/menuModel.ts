// The menu aggregate's language, stream `menu-{restaurantId}` (decisions in menuDocument.ts): the
// document (every module's items, the master catalog setting), its events and commands.
// Decisions where the spec is silent:
// - The document `_id` is its stream id; `_rev` is the stream version (ARCHITECTURE §3), so a
//   menu never written answers `_rev` 0 and the empty document with its default documents.
// - Default documents: every menu starts with the unit "Piece" (isDefault), which can be used
//   but neither updated nor deleted. `_id`, `_rev` and `isDefault` are protected: no item Schema
//   declares them, so a write can never set or change them.
// - One change may append several events: turning an add-on group DYNAMIC updates the products
//   linked to it in the same decision (dynamicBindings.ts).
// - A rollback, an import and a legacy migration are each ONE event, a change set (menuChangeSet.ts): one revision,
//   one history entry with who, when and why, undone as a whole by a later rollback.
import type { ItemOf, MenuItem, MenuModule } from "./menuModules";
import type { ImportRow } from "./menuImportRow";
import { DEFAULT_UNIT_PRECISION } from "./unit";

export type MenuModules = { readonly [M in MenuModule]: ReadonlyArray<ItemOf<M>> };

export interface MasterCatalogSetting {
  readonly inclusiveTaxes: boolean;
}

export interface MenuState {
  readonly revision: number;
  /** ISO instant of the last change; null for a menu never written. */
  readonly updatedAt: string | null;
  readonly masterCatalogSetting: MasterCatalogSetting;
  readonly modules: MenuModules;
}

type At = { readonly at: string };

export type MenuEvent =
  | { readonly type: "MenuItemCreated"; readonly data: At & { readonly module: MenuModule; readonly item: MenuItem } }
  | { readonly type: "MenuItemUpdated"; readonly data: At & { readonly module: MenuModule; readonly item: MenuItem } }
  | { readonly type: "MenuItemDeleted"; readonly data: At & { readonly module: MenuModule; readonly id: string } }
  | { readonly type: "MasterCatalogSettingChanged"; readonly data: At & MasterCatalogSetting }
  | { readonly type: "MenuChangeSetApplied"; readonly data: At & ChangeSet };

export type ChangeSetKind = "rollback" | "import" | "migrate";

/** Several changes made as one: a rollback to an instant, an import of a sheet, a legacy migration. */
export interface ChangeSet {
  readonly kind: ChangeSetKind;
  /** Why, in words the history shows ('Rollback to 2026-11-25T10:00:00Z', 'Import menu.xlsx'). */
  readonly reason: string;
  readonly changes: ReadonlyArray<MenuChange>;
  /** The master catalog setting it sets, or null when unchanged. */
  readonly masterCatalogSetting: MasterCatalogSetting | null;
}

type Rev = { readonly rev?: number | undefined };

export type MenuChange =
  | { readonly operation: "create"; readonly module: MenuModule; readonly item: MenuItem }
  | { readonly operation: "update"; readonly module: MenuModule; readonly item: MenuItem }
  | { readonly operation: "delete"; readonly module: MenuModule; readonly id: string };

export type MenuCommand =
  | { readonly type: "ChangeMenu"; readonly data: Rev & { readonly change: MenuChange } }
  /** Several changes in order, each checked by the rules against the menu the previous ones left;
   *  all or nothing (the legacy API's multi-item operations, legacyMenuEdits.ts). */
  | { readonly type: "ChangeMenuItems"; readonly data: Rev & { readonly changes: ReadonlyArray<MenuChange> } }
  | { readonly type: "SetMasterCatalogSetting"; readonly data: Rev & MasterCatalogSetting }
  /** Back to the menu as it was (folded by the application up to an instant). */
  | { readonly type: "RollBackMenu"; readonly data: Rev & { readonly target: Pick<MenuState, "modules" | "masterCatalogSetting">; readonly reason: string } }
  /** The rows of a sheet, matched by product code (menuImport.ts). */
  | { readonly type: "ImportMenu"; readonly data: Rev & { readonly rows: ReadonlyArray<ImportRow>; readonly reason: string } };

export const DEFAULT_UNIT: ItemOf<"unit"> = {
  id: "000000000000000000000001", name: "Piece", abbrev: "pc", precision: DEFAULT_UNIT_PRECISION, measurements: [], isDefault: true,
};

export const EMPTY_MODULES: MenuModules = {
  addonGroup: [], catalog: [], category: [], product: [], scheduler: [], variant: [], takeaway: [],
  unit: [DEFAULT_UNIT], sku: [], recipe: [], printDepartment: [], cookingGuide: [],
};

export const menuStreamId = (restaurantId: string): string => `menu-${restaurantId}`;

/** The items of one module, typed. */
export const itemsOf = <M extends MenuModule>(modules: MenuModules, module: M): ReadonlyArray<ItemOf<M>> => modules[module];

export const findItem = (modules: MenuModules, module: MenuModule, id: string): MenuItem | undefined =>
  (modules[module] as ReadonlyArray<MenuItem>).find((item) => item.id === id);
