// Owns: the provider's restaurant list (issue 18, spec 1 §2 "Restaurant list", §6): every
// restaurant of every business for admin and staff, only the restaurants of an agent's
// businesses for an agent, filtered by business, country and tag, searched and paged as the
// restaurants read table says, each with its business's name and its tags' ids.
// Decisions where the spec is silent: a page restricted by agent or tag is assembled from the
// rows of those businesses or tagged restaurants and paged in memory (queryRows, as the SQL stores
// order); an unknown business or tag gives an empty page, not an error.
import type { ListQuery, ReadModels, Row } from "../../engine/projection";
import { queryRows } from "../../engine/readTable";
import { BUSINESSES_TABLE } from "../businesses.projection";
import type { ProviderRestaurant } from "../providerRestaurant";
import { RESTAURANTS_TABLE, licenceExpiryOf, restaurantsTable } from "../restaurants.projection";
import { RESTAURANT_TAG_LINKS_TABLE } from "../restaurantTags.projection";

export type RestaurantScope = { readonly kind: "all" } | { readonly kind: "agent"; readonly agentIds: ReadonlyArray<string> };

export interface ProviderRestaurantQuery {
  readonly scope: RestaurantScope;
  /** The page: search, order, limit and offset, and equality on `businessId` and `country`. */
  readonly list: ListQuery;
  /** Only the restaurants carrying this tag, when set. */
  readonly tagId?: string;
}

const taggedRestaurantIds = async (readModels: ReadModels, tagId: string): Promise<ReadonlyArray<string>> =>
  (await readModels.list(RESTAURANT_TAG_LINKS_TABLE, { where: { tagId } })).rows.map((link) => String(link.restaurantId));

const tagIdsOf = async (readModels: ReadModels, restaurantIds: ReadonlyArray<string>): Promise<ReadonlyMap<string, ReadonlyArray<string>>> => {
  const lists = await Promise.all(restaurantIds.map((restaurantId) => readModels.list(RESTAURANT_TAG_LINKS_TABLE, { where: { restaurantId } })));
  return new Map(restaurantIds.map((id, index) => [id, (lists[index]?.rows ?? []).map((link) => String(link.tagId))]));
};

const agentBusinessIds = async (readModels: ReadModels, agentIds: ReadonlyArray<string>): Promise<Set<string>> => {
  const lists = await Promise.all(agentIds.map((agentId) => readModels.list(BUSINESSES_TABLE, { where: { agentId } })));
  return new Set(lists.flatMap((list) => list.rows.map((row) => String(row.id))));
};

const candidateRows = async (readModels: ReadModels, query: ProviderRestaurantQuery): Promise<ReadonlyArray<Row>> => {
  const { scope, tagId } = query;
  const allowed = scope.kind === "agent" ? await agentBusinessIds(readModels, scope.agentIds) : null;
  if (tagId !== undefined) {
    const rows = await Promise.all((await taggedRestaurantIds(readModels, tagId)).map((id) => readModels.get(RESTAURANTS_TABLE, id)));
    return rows.filter((row): row is Row => row !== undefined && (allowed === null || allowed.has(String(row.businessId))));
  }
  const lists = await Promise.all([...(allowed ?? [])].map((businessId) => readModels.list(RESTAURANTS_TABLE, { where: { businessId } })));
  return lists.flatMap((list) => list.rows);
};

const rowsOf = async (readModels: ReadModels, query: ProviderRestaurantQuery) => {
  if (query.scope.kind === "all" && query.tagId === undefined) return readModels.list(RESTAURANTS_TABLE, query.list);
  const rows = await candidateRows(readModels, query);
  return queryRows(restaurantsTable, rows.map((row) => [String(row.id), row] as const), query.list);
};

const featuresOf = (row: Row): ReadonlyArray<ProviderRestaurant["features"][number]> =>
  (row.settings as { readonly license?: { readonly features?: ProviderRestaurant["features"] } | null } | undefined)?.license?.features ?? [];

export const listProviderRestaurants = async (
  readModels: ReadModels,
  query: ProviderRestaurantQuery,
): Promise<{ readonly resources: ReadonlyArray<ProviderRestaurant>; readonly total: number }> => {
  const { rows, total } = await rowsOf(readModels, query);
  const businessIds = [...new Set(rows.map((row) => String(row.businessId)))];
  const businesses = new Map((await Promise.all(businessIds.map(async (id) => [id, await readModels.get(BUSINESSES_TABLE, id)] as const))));
  const tags = await tagIdsOf(readModels, rows.map((row) => String(row.id)));
  const resources = rows.map((row): ProviderRestaurant => {
    const id = String(row.id);
    const business = businesses.get(String(row.businessId));
    return {
      id,
      businessId: String(row.businessId),
      businessName: business === undefined ? null : String(business.name),
      name: String(row.name),
      country: String(restaurantsTable.columns.country?.of(row)),
      licenceExpiresAt: licenceExpiryOf(row),
      features: featuresOf(row),
      tagIds: tags.get(id) ?? [],
    };
  });
  return { resources, total };
};
