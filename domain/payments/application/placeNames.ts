// Owns: the restaurant and business names a Payments page shows beside each row, read from the
// restaurants and businesses tables for the rows of one page (a deleted one reads "Deleted").
import type { ReadModels } from "../../engine/projection";
import { BUSINESSES_TABLE } from "../../business/businesses.projection";
import { RESTAURANTS_TABLE } from "../../business/restaurants.projection";

export const DELETED_NAME = "Deleted";

export interface PlaceNames {
  readonly restaurantName: string;
  readonly businessName: string;
}

const nameIn = async (readModels: ReadModels, table: string, ids: ReadonlyArray<string>): Promise<ReadonlyMap<string, string>> =>
  new Map(await Promise.all([...new Set(ids)].map(async (id) => {
    const name = (await readModels.get(table, id))?.name;
    return [id, typeof name === "string" ? name : DELETED_NAME] as const;
  })));

/** Each row with its restaurant's and business's names. */
export const withPlaceNames = async <R extends { readonly restaurantId: string; readonly businessId: string }>(
  readModels: ReadModels,
  rows: ReadonlyArray<R>,
): Promise<ReadonlyArray<R & PlaceNames>> => {
  const restaurants = await nameIn(readModels, RESTAURANTS_TABLE, rows.map((row) => row.restaurantId));
  const businesses = await nameIn(readModels, BUSINESSES_TABLE, rows.map((row) => row.businessId));
  return rows.map((row) => ({ ...row, restaurantName: restaurants.get(row.restaurantId) ?? DELETED_NAME, businessName: businesses.get(row.businessId) ?? DELETED_NAME }));
};
