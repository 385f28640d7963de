// Owns: the difference between two menus (the menu at an instant and the menu now; the preview
// of an import), per module and per item: the items added, removed, and changed with the names
// of the fields that differ. Only modules with a difference are listed.
// Decision where the spec is silent: an item is known by its id; its name is the newer one's.
import { sameData } from "../shared/sameData";
import type { MasterCatalogSetting, MenuModules } from "./menuModel";
import { MENU_MODULES, type MenuItem, type MenuModule } from "./menuModules";

export interface DiffItem {
  readonly id: string;
  readonly name: string | null;
}

export interface ModuleDiff {
  readonly added: ReadonlyArray<DiffItem>;
  readonly removed: ReadonlyArray<DiffItem>;
  readonly changed: ReadonlyArray<DiffItem & { readonly fields: ReadonlyArray<string> }>;
}

export interface MenuDiff {
  readonly modules: Readonly<Partial<Record<MenuModule, ModuleDiff>>>;
  /** True when the master catalog setting differs. */
  readonly masterCatalogSetting: boolean;
}

interface Side {
  readonly modules: MenuModules;
  readonly masterCatalogSetting: MasterCatalogSetting;
}

const ref = (item: MenuItem): DiffItem => ({ id: item.id, name: typeof item.name === "string" ? item.name : null });

/** The fields whose values differ between two versions of an item. */
export const changedFields = (before: MenuItem, after: MenuItem): ReadonlyArray<string> => {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => !sameData((before as Record<string, unknown>)[key], (after as Record<string, unknown>)[key])).sort();
};

const moduleDiff = (before: ReadonlyArray<MenuItem>, after: ReadonlyArray<MenuItem>): ModuleDiff => {
  const old = new Map(before.map((item) => [item.id, item]));
  const next = new Set(after.map((item) => item.id));
  const changed = after.flatMap((item) => {
    const was = old.get(item.id);
    if (was === undefined) return [];
    const fields = changedFields(was, item);
    return fields.length === 0 ? [] : [{ ...ref(item), fields }];
  });
  return {
    added: after.filter((item) => !old.has(item.id)).map(ref),
    removed: before.filter((item) => !next.has(item.id)).map(ref),
    changed,
  };
};

/** What changed from `from` to `to`. */
export const menuDiff = (from: Side, to: Side): MenuDiff => {
  const modules: Partial<Record<MenuModule, ModuleDiff>> = {};
  for (const module of MENU_MODULES) {
    const diff = moduleDiff(from.modules[module] as ReadonlyArray<MenuItem>, to.modules[module] as ReadonlyArray<MenuItem>);
    if (diff.added.length + diff.removed.length + diff.changed.length > 0) modules[module] = diff;
  }
  return { modules, masterCatalogSetting: from.masterCatalogSetting.inclusiveTaxes !== to.masterCatalogSetting.inclusiveTaxes };
};

export const isEmptyDiff = (diff: MenuDiff): boolean => Object.keys(diff.modules).length === 0 && !diff.masterCatalogSetting;
