// The menu v3 aggregate, stream `menu-{restaurantId}` (language in menuModel.ts): create, update
// (the whole item) and delete of any module's item, and the master catalog setting. Spec 4 §3-5.
// Rules, in the order they answer: stale `_rev` (409); a missing item (404 'Menu item not found',
// our message); default documents ('cannot update default document', 'cannot delete default
// document'); unique keys ('{key} has constraint'); dependencies (dependencies.ts, recipeCycles.ts).
// Items arrive decoded (menuModules.ts) with their id; the decider draws no id itself.
import { type DecideContext, type Decider, type Decision, accept, reject } from "../engine/decider";
import { isoOf } from "../auth/fields";
import type { AddonGroup } from "./addonGroup";
import { deleteProblem, measurementRemovalProblem } from "./dependencies";
import { reboundProducts } from "./dynamicBindings";
import type { InventoryBinding } from "./menuFields";
import { EMPTY_MODULES, type MenuChange, type MenuCommand, type MenuEvent, type MenuModules, type MenuState, findItem, itemsOf } from "./menuModel";
import type { ItemOf, MenuItem, MenuModule } from "./menuModules";
import { recipeProblem, unknownRecipeProblem } from "./recipeCycles";
import { staleRevision } from "../business/revision";
import { uniqueKeyProblem } from "./uniqueKeys";
import type { Unit } from "./unit";

export const ITEM_NOT_FOUND = "Menu item not found";
export const CANNOT_UPDATE_DEFAULT = "cannot update default document";
export const CANNOT_DELETE_DEFAULT = "cannot delete default document";

const replaceIn = (modules: MenuModules, module: MenuModule, items: ReadonlyArray<MenuItem>): MenuModules => ({ ...modules, [module]: items });
const listOf = (modules: MenuModules, module: MenuModule): ReadonlyArray<MenuItem> => modules[module] as ReadonlyArray<MenuItem>;

const evolveModules = (modules: MenuModules, event: MenuEvent): MenuModules => {
  switch (event.type) {
    case "MenuItemCreated": return replaceIn(modules, event.data.module, [...listOf(modules, event.data.module), event.data.item]);
    case "MenuItemUpdated": {
      const { module, item } = event.data;
      return replaceIn(modules, module, listOf(modules, module).map((old) => (old.id === item.id ? item : old)));
    }
    case "MenuItemDeleted": return replaceIn(modules, event.data.module, listOf(modules, event.data.module).filter((old) => old.id !== event.data.id));
    case "MasterCatalogSettingChanged": return modules;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};

export const evolveMenu = (state: MenuState, event: MenuEvent): MenuState => ({
  revision: state.revision + 1,
  updatedAt: event.data.at,
  masterCatalogSetting: event.type === "MasterCatalogSettingChanged" ? { inclusiveTaxes: event.data.inclusiveTaxes } : state.masterCatalogSetting,
  modules: evolveModules(state.modules, event),
});

const bindingsOf = (module: MenuModule, item: MenuItem): ReadonlyArray<InventoryBinding> => {
  switch (module) {
    case "product": return (item as ItemOf<"product">).inventoryBindings;
    case "addonGroup": return (item as AddonGroup).addons.flatMap((a) => a.inventoryBindings);
    default: return [];
  }
};

/** The dependency rule a create or update of `item` breaks (before: the stored item on update). */
const writeProblem = (m: MenuModules, module: MenuModule, item: MenuItem, before: MenuItem | undefined): string | null => {
  if (module === "recipe") return recipeProblem(itemsOf(m, "recipe"), item as ItemOf<"recipe">);
  if (module === "unit" && before !== undefined) return measurementRemovalProblem(m, before as Unit, item as Unit);
  return unknownRecipeProblem(itemsOf(m, "recipe"), bindingsOf(module, item));
};

/** Events that follow an update in the same decision: products rebound to a group turned DYNAMIC. */
const followUps = (m: MenuModules, module: MenuModule, before: MenuItem, after: MenuItem, at: string): ReadonlyArray<MenuEvent> =>
  module !== "addonGroup"
    ? []
    : reboundProducts(itemsOf(m, "product"), before as AddonGroup, after as AddonGroup)
        .map((item) => ({ type: "MenuItemUpdated", data: { module: "product", item, at } }));

const withoutMarkers = ({ isDefault: _default, ...item }: MenuItem): MenuItem => item;

const changeItem = (change: MenuChange, state: MenuState, at: string): Decision<MenuEvent> => {
  const m = state.modules;
  const { module } = change;
  if (change.operation === "create") {
    const item = withoutMarkers(change.item);
    const problem = uniqueKeyProblem(m, module, item, "create") ?? writeProblem(m, module, item, undefined);
    return problem === null ? accept({ type: "MenuItemCreated", data: { module, item, at } }) : reject(problem);
  }
  const id = change.operation === "delete" ? change.id : change.item.id;
  const before = findItem(m, module, id);
  if (before === undefined) return reject(ITEM_NOT_FOUND, 404);
  if (change.operation === "delete") {
    if (before.isDefault === true) return reject(CANNOT_DELETE_DEFAULT);
    const problem = deleteProblem(m, module, before);
    return problem === null ? accept({ type: "MenuItemDeleted", data: { module, id, at } }) : reject(problem);
  }
  if (before.isDefault === true) return reject(CANNOT_UPDATE_DEFAULT);
  const item = withoutMarkers(change.item);
  const problem = uniqueKeyProblem(m, module, item, "update") ?? writeProblem(m, module, item, before);
  if (problem !== null) return reject(problem);
  return accept({ type: "MenuItemUpdated", data: { module, item, at } }, ...followUps(m, module, before, item, at));
};

export const decideMenu = (command: MenuCommand, state: MenuState, ctx: DecideContext): Decision<MenuEvent> => {
  const stale = staleRevision<MenuEvent>(command.data.rev, state.revision);
  if (stale !== null) return stale;
  const at = isoOf(ctx.now);
  switch (command.type) {
    case "ChangeMenu": return changeItem(command.data.change, state, at);
    case "SetMasterCatalogSetting":
      return state.masterCatalogSetting.inclusiveTaxes === command.data.inclusiveTaxes
        ? accept()
        : accept({ type: "MasterCatalogSettingChanged", data: { inclusiveTaxes: command.data.inclusiveTaxes, at } });
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
};

export const menuDecider: Decider<MenuState, MenuCommand, MenuEvent> = {
  initialState: { revision: 0, updatedAt: null, masterCatalogSetting: { inclusiveTaxes: false }, modules: EMPTY_MODULES },
  decide: decideMenu,
  evolve: evolveMenu,
};
