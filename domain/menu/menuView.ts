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

// One view per folded state (states are immutable; an unchanged menu folds to the same state
// object), so that what is derived from a view, like the answer's bytes, is made once.
const views = new WeakMap<MenuState, MenuDocumentView>();

export const menuDocumentView = (restaurantId: string, state: MenuState): MenuDocumentView => {
  const _id = menuStreamId(restaurantId);
  const known = views.get(state);
  if (known !== undefined && known._id === _id) return known;
  const modules = Object.fromEntries(MENU_MODULES.map((m) => [m, state.modules[m]])) as { readonly [M in MenuModule]: ReadonlyArray<MenuItem> };
  const view = { _id, _rev: state.revision, updatedAt: state.updatedAt, masterCatalogSetting: state.masterCatalogSetting, ...modules };
  views.set(state, view);
  return view;
};
