// The menu v3 aggregate, stream `menu-{restaurantId}` (language in menuModel.ts): create, update
// (the whole item) and delete of any module's item, and the master catalog setting. Spec 4 §3-5.
// Rules, in the order they answer: stale `_rev` (409); a missing item (404 'Menu item not found',
// our message); default documents ('cannot update default document', 'cannot delete default
// document'); unique keys ('{key} has constraint'); dependencies (dependencies.ts, recipeCycles.ts).
// Items arrive decoded (menuModules.ts) with their id; the decider draws no id itself, except
// for the products and categories an import creates (ctx.newId).
// Several changes at once (ChangeMenuItems) pass the same rules one after another, all or nothing.
// A rollback and an import are one change set each (menuChangeSet.ts, menuImport.ts): one event
// that changes many items, refused as a whole (an import with any refused row).
import { Result } from "effect";
import { type DecideContext, type Decider, type Decision, accept, reject } from "../engine/decider";
import { isoOf } from "../auth/fields";
import type { AddonGroup } from "./addonGroup";
import { deleteProblem, measurementRemovalProblem } from "./dependencies";
import { reboundProducts } from "./dynamicBindings";
import type { InventoryBinding } from "./menuFields";
import { applyChange, applyChanges, changesBetween } from "./menuChangeSet";
import { planImport } from "./menuImport";
import { EMPTY_MODULES, type MasterCatalogSetting, type MenuChange, type MenuCommand, type MenuEvent, type MenuModules, type MenuState, findItem, itemsOf } from "./menuModel";
import type { ItemOf, MenuItem, MenuModule } from "./menuModules";
import { recipeProblem, unknownRecipeProblem } from "./recipeCycles";
import { staleRevision } from "../business/revision";
import { uniqueKeyProblem } from "./uniqueKeys";
import type { Unit } from "./unit";

export const ITEM_NOT_FOUND = "Menu item not found";
export const CANNOT_UPDATE_DEFAULT = "cannot update default document";
export const CANNOT_DELETE_DEFAULT = "cannot delete default document";

const evolveModules = (modules: MenuModules, event: MenuEvent): MenuModules => {
  switch (event.type) {
    case "MenuItemCreated": return applyChange(modules, { operation: "create", module: event.data.module, item: event.data.item });
    case "MenuItemUpdated": return applyChange(modules, { operation: "update", module: event.data.module, item: event.data.item });
    case "MenuItemDeleted": return applyChange(modules, { operation: "delete", module: event.data.module, id: event.data.id });
    case "MasterCatalogSettingChanged": return modules;
    case "MenuChangeSetApplied": return applyChanges(modules, event.data.changes);
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};

const settingAfter = (state: MenuState, event: MenuEvent): MasterCatalogSetting => {
  if (event.type === "MasterCatalogSettingChanged") return { inclusiveTaxes: event.data.inclusiveTaxes };
  if (event.type === "MenuChangeSetApplied") return event.data.masterCatalogSetting ?? state.masterCatalogSetting;
  return state.masterCatalogSetting;
};

export const evolveMenu = (state: MenuState, event: MenuEvent): MenuState => ({
  revision: state.revision + 1,
  updatedAt: event.data.at,
  masterCatalogSetting: settingAfter(state, event),
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

/** One change by every rule (also what a legacy migration tries each record with). */
export const changeItem = (change: MenuChange, state: MenuState, at: string): Decision<MenuEvent> => {
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

/** Several changes in order, each against the menu the previous left; the first refusal refuses all. */
const changeItems = (changes: ReadonlyArray<MenuChange>, state: MenuState, at: string): Decision<MenuEvent> => {
  let current = state;
  const events: MenuEvent[] = [];
  for (const change of changes) {
    const decision = changeItem(change, current, at);
    if (Result.isFailure(decision)) return decision;
    for (const event of decision.success) {
      events.push(event);
      current = evolveMenu(current, event);
    }
  }
  return accept(...events);
};

/** A rollback: the change set back to `target`; nothing when the menu already is `target`. */
const rollBack = (state: MenuState, target: Pick<MenuState, "modules" | "masterCatalogSetting">, reason: string, at: string): Decision<MenuEvent> => {
  const changes = changesBetween(state.modules, target.modules);
  const setting = state.masterCatalogSetting.inclusiveTaxes === target.masterCatalogSetting.inclusiveTaxes ? null : target.masterCatalogSetting;
  if (changes.length === 0 && setting === null) return accept();
  return accept({ type: "MenuChangeSetApplied", data: { kind: "rollback", reason, changes, masterCatalogSetting: setting, at } });
};

export const importRefusedMessage = (rejected: number): string => `Import refused: ${rejected} ${rejected === 1 ? "row" : "rows"} rejected`;

const importRows = (state: MenuState, data: Extract<MenuCommand, { type: "ImportMenu" }>["data"], ctx: DecideContext, at: string): Decision<MenuEvent> => {
  const plan = planImport(state.modules, data.rows, ctx.newId);
  if (plan.rejected.length > 0) return reject(importRefusedMessage(plan.rejected.length));
  if (plan.changes.length === 0) return accept();
  return accept({ type: "MenuChangeSetApplied", data: { kind: "import", reason: data.reason, changes: plan.changes, masterCatalogSetting: null, at } });
};

export const decideMenu = (command: MenuCommand, state: MenuState, ctx: DecideContext): Decision<MenuEvent> => {
  const stale = staleRevision<MenuEvent>(command.data.rev, state.revision);
  if (stale !== null) return stale;
  const at = isoOf(ctx.now);
  switch (command.type) {
    case "ChangeMenu": return changeItem(command.data.change, state, at);
    case "ChangeMenuItems": return changeItems(command.data.changes, state, at);
    case "SetMasterCatalogSetting":
      return state.masterCatalogSetting.inclusiveTaxes === command.data.inclusiveTaxes
        ? accept()
        : accept({ type: "MasterCatalogSettingChanged", data: { inclusiveTaxes: command.data.inclusiveTaxes, at } });
    case "RollBackMenu": return rollBack(state, command.data.target, command.data.reason, at);
    case "ImportMenu": return importRows(state, command.data, ctx, at);
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
