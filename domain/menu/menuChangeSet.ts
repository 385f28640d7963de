// Owns: applying a change (create, update, delete of one item) to the modules, and the change set
// that turns one menu into another (a rollback's changes: what was deleted since comes back,
// what was created since goes, what was updated since gets its old value).
// Decision where the spec is silent: an item comes back at the end of its module's list (the
// order of a list is not part of the menu's meaning; ids are).
import { sameData } from "../shared/sameData";
import { type MenuChange, type MenuModules } from "./menuModel";
import { MENU_MODULES, type MenuItem, type MenuModule } from "./menuModules";

const listOf = (modules: MenuModules, module: MenuModule): ReadonlyArray<MenuItem> => modules[module] as ReadonlyArray<MenuItem>;
const replaceIn = (modules: MenuModules, module: MenuModule, items: ReadonlyArray<MenuItem>): MenuModules => ({ ...modules, [module]: items });

export const applyChange = (modules: MenuModules, change: MenuChange): MenuModules => {
  const items = listOf(modules, change.module);
  switch (change.operation) {
    case "create": return replaceIn(modules, change.module, [...items, change.item]);
    case "update": return replaceIn(modules, change.module, items.map((old) => (old.id === change.item.id ? change.item : old)));
    case "delete": return replaceIn(modules, change.module, items.filter((old) => old.id !== change.id));
    default: {
      const unknown: never = change;
      return unknown;
    }
  }
};

/** Applies many changes, one pass per module touched (a 5,000-row import stays linear). */
export const applyChanges = (modules: MenuModules, changes: ReadonlyArray<MenuChange>): MenuModules => {
  const byModule = new Map<MenuModule, MenuChange[]>();
  for (const change of changes) byModule.set(change.module, [...(byModule.get(change.module) ?? []), change]);
  let next = modules;
  for (const [module, moduleChanges] of byModule) {
    const items = new Map(listOf(next, module).map((item) => [item.id, item]));
    for (const change of moduleChanges) {
      if (change.operation === "delete") items.delete(change.id);
      else items.set(change.item.id, change.item);
    }
    next = replaceIn(next, module, [...items.values()]);
  }
  return next;
};

export const sameItem = (a: MenuItem, b: MenuItem): boolean => sameData(a, b);

/** The changes that turn `from` into `to`: per module, deletes, then updates, then creates. */
export const changesBetween = (from: MenuModules, to: MenuModules): ReadonlyArray<MenuChange> =>
  MENU_MODULES.flatMap((module) => {
    const before = new Map(listOf(from, module).map((item) => [item.id, item]));
    const after = new Map(listOf(to, module).map((item) => [item.id, item]));
    const deletes = [...before.keys()].filter((id) => !after.has(id)).map((id): MenuChange => ({ operation: "delete", module, id }));
    const updates = [...after.values()]
      .filter((item) => before.has(item.id) && !sameItem(before.get(item.id) as MenuItem, item))
      .map((item): MenuChange => ({ operation: "update", module, item }));
    const creates = [...after.values()].filter((item) => !before.has(item.id)).map((item): MenuChange => ({ operation: "create", module, item }));
    return [...deletes, ...updates, ...creates];
  });
