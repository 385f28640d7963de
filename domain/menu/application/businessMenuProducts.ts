// The products and categories of every menu of a business (issue 16 item 9, menuProductIndex.ts):
// each menu of the business folded from its stream, indexed.
// Decisions where the spec is silent: the menus are folded on each call, as GET menu-v3 does; a
// business has a handful of restaurants, so the cost is a few stream reads per picker search.
// Restaurants sharing a menu (menuSharing.ts) list its products once, under the master.
import { RESTAURANTS_TABLE } from "../../business/restaurants.projection";
import type { Engine } from "../../engine/commandRunner";
import { menuDecider } from "../menuDocument";
import { menuStreamId } from "../menuModel";
import { type MenuProductEntry, menuProductEntries, productNames } from "../menuProductIndex";
import { menuMasterId } from "./menuSharing";

export const businessMenuProducts = async (engine: Engine, businessId: string): Promise<ReadonlyArray<MenuProductEntry>> => {
  const { rows } = await engine.readModels.list(RESTAURANTS_TABLE, { where: { businessId } });
  const masters = new Set(await Promise.all(rows.map((row) => menuMasterId(engine, String(row.id)))));
  const menus = await Promise.all(
    rows.filter((row) => masters.has(String(row.id))).map(async (row) => {
      const { modules } = (await engine.runner.load(menuDecider, menuStreamId(String(row.id)))).state;
      return { restaurantId: String(row.id), restaurantName: String(row.name ?? ""), products: modules.product, categories: modules.category };
    }),
  );
  return menuProductEntries(menus);
};

/** The names of a restaurant's bill lines, by product id: its own menu's (its master's when it
 *  shares one) name first, else the name another menu of the business gives the id. */
export const billProductNames = async (engine: Engine, businessId: string, restaurantId: string): Promise<ReadonlyMap<string, string>> => {
  const entries = await businessMenuProducts(engine, businessId);
  const masterId = await menuMasterId(engine, restaurantId);
  const own = entries.filter((entry) => entry.restaurantId === masterId);
  return new Map([...productNames(entries), ...productNames(own)]);
};
