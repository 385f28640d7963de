import { describe, expect, it } from "vitest";
import { at, given, thenError, thenEvents } from "../auth/deciderSpec";
import { CONFLICT_MESSAGE } from "../engine/commandHandler";
import { CANNOT_DELETE_DEFAULT, CANNOT_UPDATE_DEFAULT, ITEM_NOT_FOUND, menuDecider } from "./menuDocument";
import { DEFAULT_UNIT, type MenuChange, type MenuCommand, type MenuEvent } from "./menuModel";
import type { MenuModule } from "./menuModules";
import { RECIPE_CYCLE, UNKNOWN_RECIPE } from "./recipeCycles";
import { item } from "./menuTestItems";

const T0 = "2026-03-01T08:00:00.000Z";
const change = (c: MenuChange, rev?: number): MenuCommand => ({ type: "ChangeMenu", data: { change: c, ...(rev === undefined ? {} : { rev }) } });
const created = (module: MenuModule, data: Record<string, unknown>): MenuEvent =>
  ({ type: "MenuItemCreated", data: { module, item: item(module, data), at: T0 } });
const create = (module: MenuModule, data: Record<string, unknown>) => change({ operation: "create", module, item: item(module, data) });
const update = (module: MenuModule, data: Record<string, unknown>) => change({ operation: "update", module, item: item(module, data) });
const remove = (module: MenuModule, id: string) => change({ operation: "delete", module, id });

const latte = created("product", { id: "p1", name: "Latte", code: "L1", category: "c1" });
const coffee = created("category", { id: "c1", name: "Coffee" });

describe("menu document decider", () => {
  it("creates an item and folds it into the document with the next revision", () => {
    const menu = given(menuDecider, []);
    expect(menu.state).toMatchObject({ revision: 0, updatedAt: null, modules: { unit: [DEFAULT_UNIT], product: [] } });
    expect(menu.when(create("category", { id: "c1", name: "Coffee" }), at(T0))).toEqual(thenEvents(coffee));
    expect(given(menuDecider, [coffee]).state).toMatchObject({ revision: 1, updatedAt: T0, modules: { category: [{ id: "c1", name: "Coffee" }] } });
  });

  it("updates the whole item and deletes it", () => {
    const menu = given(menuDecider, [coffee, latte]);
    const renamed = item("product", { id: "p1", name: "Caffe Latte" });
    expect(menu.when(update("product", { id: "p1", name: "Caffe Latte" }), at(T0))).toEqual(thenEvents({ type: "MenuItemUpdated", data: { module: "product", item: renamed, at: T0 } }));
    expect(menu.when(remove("product", "p1"), at(T0))).toEqual(thenEvents({ type: "MenuItemDeleted", data: { module: "product", id: "p1", at: T0 } }));
    const deleted: MenuEvent = { type: "MenuItemDeleted", data: { module: "product", id: "p1", at: T0 } };
    expect(given(menuDecider, [coffee, latte, deleted]).state.modules.product).toEqual([]);
  });

  it("refuses a stale _rev with 409 and a missing item with 404", () => {
    const menu = given(menuDecider, [coffee]);
    expect(menu.when(change({ operation: "delete", module: "category", id: "c1" }, 0), at(T0))).toEqual(thenError(CONFLICT_MESSAGE, 409));
    expect(menu.when(remove("category", "zz"), at(T0))).toEqual(thenError(ITEM_NOT_FOUND, 404));
    expect(menu.when(update("category", { id: "zz", name: "X" }), at(T0))).toEqual(thenError(ITEM_NOT_FOUND, 404));
  });

  it("refuses to update or delete a default document", () => {
    const menu = given(menuDecider, []);
    expect(menu.when(update("unit", { id: DEFAULT_UNIT.id, name: "Pieces" }), at(T0))).toEqual(thenError(CANNOT_UPDATE_DEFAULT));
    expect(menu.when(remove("unit", DEFAULT_UNIT.id), at(T0))).toEqual(thenError(CANNOT_DELETE_DEFAULT));
  });

  it("answers '{key} has constraint' for a duplicate id, product name (any case) or code", () => {
    const menu = given(menuDecider, [coffee, latte]);
    expect(menu.when(create("category", { id: "c1", name: "Tea" }), at(T0))).toEqual(thenError("id has constraint"));
    expect(menu.when(create("product", { id: "p2", name: " latte " }), at(T0))).toEqual(thenError("name has constraint"));
    expect(menu.when(create("product", { id: "p2", name: "Mocha", code: "L1" }), at(T0))).toEqual(thenError("code has constraint"));
    expect(menu.when(update("product", { id: "p1", name: "LATTE", code: "L1" }), at(T0)).error).toBeUndefined();
  });

  it("blocks deleting a category in use, listing the products", () => {
    expect(given(menuDecider, [coffee, latte]).when(remove("category", "c1"), at(T0))).toEqual(thenError("Cannot delete Coffee: used by products Latte"));
  });

  it("refuses a recipe cycle and an unknown recipe", () => {
    const r1 = created("recipe", { id: "r1", name: "Syrup", contains: [] });
    const r2 = created("recipe", { id: "r2", name: "Mocha base", contains: [{ type: "RECIPE", id: "r1" }] });
    const menu = given(menuDecider, [r1, r2]);
    expect(menu.when(update("recipe", { id: "r1", name: "Syrup", contains: [{ type: "RECIPE", id: "r2" }] }), at(T0))).toEqual(thenError(RECIPE_CYCLE));
    expect(menu.when(create("recipe", { id: "r3", name: "X", contains: [{ type: "RECIPE", id: "nope" }] }), at(T0))).toEqual(thenError(UNKNOWN_RECIPE));
    expect(menu.when(create("product", { id: "p9", name: "X", inventoryBindings: [{ type: "RECIPE", id: "nope" }] }), at(T0))).toEqual(thenError(UNKNOWN_RECIPE));
  });

  it("rebinds linked products when an add-on group becomes DYNAMIC, in the same decision", () => {
    const group = created("addonGroup", { id: "g1", name: "Milk", addons: [{ id: "a1", name: "Oat" }, { id: "a2", name: "Soy" }] });
    const linked = created("product", { id: "p1", name: "Latte", addonGroupUsed: true, addonGroups: ["g1"] });
    const outcome = given(menuDecider, [group, linked]).when(update("addonGroup", { id: "g1", name: "Milk", addonGroupType: "DYNAMIC", addons: [{ id: "a1", name: "Oat" }, { id: "a2", name: "Soy" }] }), at(T0));
    expect(outcome.events?.map((e) => e.type)).toEqual(["MenuItemUpdated", "MenuItemUpdated"]);
    expect(outcome.events?.[1]).toMatchObject({ data: { module: "product", item: { id: "p1", addonProductBinding: [{ addonGroupId: "g1", addonIds: ["a1", "a2"] }] } } });
  });

  it("sets the master catalog setting, appending nothing when unchanged", () => {
    const menu = given(menuDecider, []);
    expect(menu.when({ type: "SetMasterCatalogSetting", data: { inclusiveTaxes: false } }, at(T0))).toEqual(thenEvents());
    expect(menu.when({ type: "SetMasterCatalogSetting", data: { inclusiveTaxes: true, rev: 0 } }, at(T0)))
      .toEqual(thenEvents({ type: "MasterCatalogSettingChanged", data: { inclusiveTaxes: true, at: T0 } }));
  });
});
