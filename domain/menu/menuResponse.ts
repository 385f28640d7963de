// The menu v3 document as the API answers it (GET/PUT /restaurants/{id}/menu-v3, menuView.ts;
// ARCHITECTURE §2.7 response Schemas): every module's items decoded with the module's item Schema
// (id required, the default-document marker allowed), strictly, so a field one side adds without
// the other fails the client's tests instead of reaching a screen.
import { Schema } from "effect";
import type { MenuModules, MasterCatalogSetting } from "./menuModel";
import { MenuId } from "./menuFields";
import { ITEM_SCHEMAS, MENU_MODULES, type MenuModule } from "./menuModules";

const storedItem = <M extends MenuModule>(module: M) =>
  Schema.Struct({ ...ITEM_SCHEMAS[module].fields, id: MenuId, isDefault: Schema.optionalKey(Schema.Literal(true)) });

const moduleFields = Object.fromEntries(MENU_MODULES.map((module) => [module, Schema.Array(storedItem(module))])) as {
  readonly [M in MenuModule]: Schema.$Array<ReturnType<typeof storedItem<M>>>;
};

export const MenuDocumentResponse = Schema.Struct({
  _id: Schema.String,
  _rev: Schema.Int,
  updatedAt: Schema.NullOr(Schema.String),
  masterCatalogSetting: Schema.Struct({ inclusiveTaxes: Schema.Boolean }),
  ...moduleFields,
});

/** The document as the UI holds it: its identity and revision beside the modules. */
export interface MenuDocument {
  readonly id: string;
  readonly rev: number;
  readonly updatedAt: string | null;
  readonly masterCatalogSetting: MasterCatalogSetting;
  readonly modules: MenuModules;
}

const decode = Schema.decodeUnknownSync(MenuDocumentResponse);

export const decodeMenuDocument = (answer: unknown): MenuDocument => {
  const { _id, _rev, updatedAt, masterCatalogSetting, ...modules } = decode(answer, { onExcessProperty: "error" });
  return { id: _id, rev: _rev, updatedAt, masterCatalogSetting, modules: modules as unknown as MenuModules };
};
