// The references a programme write names that the programme stream cannot check itself, checked
// against the read models first: restaurants of the business (targetRestaurant, a benefit's
// restaurants; 400 'Invalid restaurant') and MEMBER_REWARD vouchers of the business (rewards,
// benefits' and bundles' vouchers; 400 'Invalid reward') and products of the business's menus
// (bundles' products; 400 'Product not found in the menu'), each refusal at the id's field path.
import type { Engine } from "../../engine/commandRunner";
import { DomainError } from "../../engine/decider";
import { INVALID_RESTAURANT } from "../../business/restaurant";
import { RESTAURANTS_TABLE } from "../../business/restaurants.projection";
import { VOUCHERS_TABLE } from "../../marketing/vouchers.projection";
import { businessMenuProducts } from "../../menu/application/businessMenuProducts";
import { INVALID_REWARD } from "../programme/rewards";

type Path = ReadonlyArray<string | number>;

/** Refuses ids that are not restaurants of the business. */
export const ensureRestaurants = async (engine: Engine, businessId: string, ids: ReadonlyArray<string>, path: Path): Promise<void> => {
  for (const [index, id] of ids.entries()) {
    const row = await engine.readModels.get(RESTAURANTS_TABLE, id);
    if (row === undefined || row.businessId !== businessId) throw new DomainError(INVALID_RESTAURANT, 400, [...path, index]);
  }
};

/** Refuses ids that are not MEMBER_REWARD vouchers of the business. */
export const ensureRewards = async (engine: Engine, businessId: string, ids: ReadonlyArray<string>, path: Path): Promise<void> => {
  for (const [index, id] of ids.entries()) {
    const row = await engine.readModels.get(VOUCHERS_TABLE, id);
    if (row === undefined || row.businessId !== businessId || row.type !== "MEMBER_REWARD") throw new DomainError(INVALID_REWARD, 400, [...path, index]);
  }
};

export const PRODUCT_NOT_IN_MENU = "Product not found in the menu";

/** Refuses ids that are not products of any menu of the business. */
export const ensureMenuProducts = async (engine: Engine, businessId: string, ids: ReadonlyArray<string>, path: Path): Promise<void> => {
  if (ids.length === 0) return;
  const known = new Set((await businessMenuProducts(engine, businessId)).filter((entry) => entry.kind === "product").map((entry) => entry.id));
  const index = ids.findIndex((id) => !known.has(id));
  if (index >= 0) throw new DomainError(PRODUCT_NOT_IN_MENU, 400, [...path, index]);
};
