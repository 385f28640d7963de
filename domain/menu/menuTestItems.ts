// Test support for the menu rules (imported by tests only): items decoded through their module's
// Schema, so defaults are the real ones, and a menu folded from creates.
import { Schema } from "effect";
import { EMPTY_MODULES, type MenuModules } from "./menuModel";
import { ITEM_SCHEMAS, type ItemOf, type MenuModule } from "./menuModules";

export const item = <M extends MenuModule>(module: M, data: Record<string, unknown>): ItemOf<M> =>
  Schema.decodeUnknownSync(ITEM_SCHEMAS[module] as unknown as Schema.Codec<ItemOf<M>, unknown>)(data);

export const menuOf = (parts: { readonly [M in MenuModule]?: ReadonlyArray<Record<string, unknown>> }): MenuModules => {
  const modules: Record<string, unknown> = { ...EMPTY_MODULES };
  for (const [module, items] of Object.entries(parts)) {
    modules[module] = [...(EMPTY_MODULES[module as MenuModule] as ReadonlyArray<unknown>), ...(items ?? []).map((data) => item(module as MenuModule, data))];
  }
  return modules as unknown as MenuModules;
};
