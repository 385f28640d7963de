// One change of a menu v3 document (PUT /restaurants/{id}/menu-v3, the demo menu): create,
// update or delete of one module's item at the revision it was read at; answers the whole
// document with its next `_rev`. A create without an id gets `newId` (a 24-hex object id).
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { menuDecider } from "../menuDocument";
import { type MenuChange, menuStreamId } from "../menuModel";
import type { MenuOperation } from "../menuChangeInput";
import type { MenuItem, MenuModule } from "../menuModules";
import { type MenuDocumentView, menuDocumentView } from "../menuView";
import { menuMasterId } from "./menuSharing";

export interface MenuEdit {
  readonly restaurantId: string;
  readonly module: MenuModule;
  readonly operation: MenuOperation;
  /** The decoded `data`: the item (create, update) or `{id}` (delete). */
  readonly data: { readonly id?: string } & Readonly<Record<string, unknown>>;
  readonly rev?: number | undefined;
  /** The id a create without one gets. */
  readonly newId: string;
}

const changeOf = (edit: MenuEdit): MenuChange => {
  const { module, operation, data } = edit;
  switch (operation) {
    case "create": return { operation, module, item: { ...data, id: data.id ?? edit.newId } as MenuItem };
    case "update": return { operation, module, item: data as MenuItem };
    case "delete": return { operation, module, id: data.id ?? "" };
    default: {
      const unknown: never = operation;
      return unknown;
    }
  }
};

export const changeMenu = async (engine: Engine, edit: MenuEdit, options: RunOptions): Promise<MenuDocumentView> => {
  const masterId = await menuMasterId(engine, edit.restaurantId);
  const outcome = await engine.runner.run(menuDecider, menuStreamId(masterId), { type: "ChangeMenu", data: { change: changeOf(edit), rev: edit.rev } }, options);
  return menuDocumentView(masterId, outcome.state);
};
