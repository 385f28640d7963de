// The UI's admin port over HTTP (client rooted at /api/v2), one method per route of the provider
// admin section (adapters/server: /restaurant-list). Answers are decoded with the domain's
// response Schemas, so a field the server drops fails here rather than on a page.
import { Schema } from "effect";
import { ProviderRestaurantPage } from "../../domain/business/providerRestaurant";
import type { CountryCode } from "../../domain/shared/country";
import type { ApiClient } from "./apiClient";

const query = (params: Record<string, string | number | null>): string =>
  new URLSearchParams(Object.entries(params).flatMap(([key, value]) => (value === null ? [] : [[key, String(value)]]))).toString();

export interface RestaurantListQuery {
  readonly search: string;
  readonly page: number;
  readonly businessId: string | null;
  readonly country: CountryCode | null;
}

export const createHttpAdmin = (client: ApiClient, pageSize: number) => ({
  listRestaurants: async ({ search, page, businessId, country }: RestaurantListQuery) => {
    const params = { skip: page * pageSize, limit: pageSize, sortBy: "name", search, business: businessId, country };
    const answer = Schema.decodeUnknownSync(ProviderRestaurantPage)(await client.request<unknown>("GET", `/restaurant-list?${query(params)}`));
    return { resources: answer.resources, totalResources: answer.pagination.totalResources };
  },
});
