// Owns: the menu v3 document as the API answers it (ARCHITECTURE §3, pinned):
// {_id, _rev, updatedAt, masterCatalogSetting: {inclusiveTaxes}, <module>: [...] for every module}.
import { MENU_MODULES, type MenuItem, type MenuModule } from "./menuModules";
import { type MasterCatalogSetting, type MenuState, menuStreamId } from "./menuModel";

export type MenuDocumentView = {
  readonly _id: string;
  readonly _rev: number;
  readonly updatedAt: string | null;
  readonly masterCatalogSetting: MasterCatalogSetting;
} & { readonly [M in MenuModule]: ReadonlyArray<MenuItem> };

export const menuDocumentView = (restaurantId: string, state: MenuState): MenuDocumentView => {
  const modules = Object.fromEntries(MENU_MODULES.map((m) => [m, state.modules[m]])) as { readonly [M in MenuModule]: ReadonlyArray<MenuItem> };
  return { _id: menuStreamId(restaurantId), _rev: state.revision, updatedAt: state.updatedAt, masterCatalogSetting: state.masterCatalogSetting, ...modules };
};
