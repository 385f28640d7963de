// The products and categories of every menu of a business (issue 16 item 9, menuProductIndex.ts):
// each restaurant of the business (its read row), its menu folded from its stream, indexed.
// Decision where the spec is silent: the menus are folded on each call, as GET menu-v3 does; a
// business has a handful of restaurants, so the cost is a few stream reads per picker search.
import { RESTAURANTS_TABLE } from "../../business/restaurants.projection";
import type { Engine } from "../../engine/commandRunner";
import { type MenuProductEntry, menuProductEntries, productNames } from "../menuProductIndex";
import { loadMenu } from "./readMenu";

export const businessMenuProducts = async (engine: Engine, businessId: string): Promise<ReadonlyArray<MenuProductEntry>> => {
  const { rows } = await engine.readModels.list(RESTAURANTS_TABLE, { where: { businessId } });
  const menus = await Promise.all(
    rows.map(async (row) => {
      const { modules } = await loadMenu(engine, String(row.id));
      return { restaurantId: String(row.id), restaurantName: String(row.name ?? ""), products: modules.product, categories: modules.category };
    }),
  );
  return menuProductEntries(menus);
};

/** The names of a restaurant's bill lines, by product id: its own menu's name first, else the
 *  name another menu of the business gives the id (restaurants of a business share products). */
export const billProductNames = async (engine: Engine, businessId: string, restaurantId: string): Promise<ReadonlyMap<string, string>> => {
  const entries = await businessMenuProducts(engine, businessId);
  const own = entries.filter((entry) => entry.restaurantId === restaurantId);
  return new Map([...productNames(entries), ...productNames(own)]);
};
