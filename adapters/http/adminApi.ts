// The UI's admin port over HTTP (client rooted at /api/v2), one method per route of the provider
// admin section (adapters/server: /restaurant-list, /restaurant-tags, /admin/reward-jobs (and a job's run), /admin/reactions). Answers are decoded with the domain's
// response Schemas, so a field the server drops fails here rather than on a page.
import { Schema } from "effect";
import { ProviderRestaurantPage } from "../../domain/business/providerRestaurant";
import { RestaurantTag, RestaurantTags } from "../../domain/business/restaurantTagView";
import { ReactionStatuses } from "../../domain/engine/reactionStatus";
import { RewardJobPage, RunNowAnswer } from "../../domain/loyalty/jobs/rewardJobStatus";
import type { CountryCode } from "../../domain/shared/country";
import type { ApiClient } from "./apiClient";

const query = (params: Record<string, string | number | null>): string =>
  new URLSearchParams(Object.entries(params).flatMap(([key, value]) => (value === null ? [] : [[key, String(value)]]))).toString();

export interface RestaurantListQuery {
  readonly search: string;
  readonly page: number;
  readonly businessId: string | null;
  readonly country: CountryCode | null;
  readonly tagId: string | null;
}

const CHOICES_PER_REQUEST = 1000;
const at = (id: string): string => encodeURIComponent(id);

export const createHttpAdmin = (client: ApiClient, pageSize: number) => ({
  listRestaurants: async ({ search, page, businessId, country, tagId }: RestaurantListQuery) => {
    const params = { skip: page * pageSize, limit: pageSize, sortBy: "name", search, business: businessId, country, tag: tagId };
    const answer = Schema.decodeUnknownSync(ProviderRestaurantPage)(await client.request<unknown>("GET", `/restaurant-list?${query(params)}`));
    return { resources: answer.resources, totalResources: answer.pagination.totalResources };
  },
  restaurantChoices: async () => {
    const params = { skip: 0, limit: CHOICES_PER_REQUEST, sortBy: "name" };
    return Schema.decodeUnknownSync(ProviderRestaurantPage)(await client.request<unknown>("GET", `/restaurant-list?${query(params)}`)).resources;
  },
  listTags: async () => Schema.decodeUnknownSync(RestaurantTags)(await client.request<unknown>("GET", "/restaurant-tags")),
  createTag: async (name: string) => Schema.decodeUnknownSync(RestaurantTag)(await client.request<unknown>("POST", "/restaurant-tags", { name })),
  renameTag: async ({ id, name, rev }: { readonly id: string; readonly name: string; readonly rev: number }) =>
    Schema.decodeUnknownSync(RestaurantTag)(await client.request<unknown>("PUT", `/restaurant-tags/${at(id)}`, { name, _rev: rev })),
  tagRestaurants: async ({ id, restaurantIds, rev }: { readonly id: string; readonly restaurantIds: ReadonlyArray<string>; readonly rev: number }) =>
    Schema.decodeUnknownSync(RestaurantTag)(await client.request<unknown>("PUT", `/restaurant-tags/${at(id)}/restaurants`, { restaurantIds, _rev: rev })),
  deleteTag: async (id: string) => {
    await client.request<unknown>("DELETE", `/restaurant-tags/${at(id)}`);
  },
  listRewardJobs: async ({ page, businessId }: { readonly page: number; readonly businessId: string | null }) => {
    const params = { skip: page * pageSize, limit: pageSize, business: businessId };
    const answer = Schema.decodeUnknownSync(RewardJobPage)(await client.request<unknown>("GET", `/admin/reward-jobs?${query(params)}`));
    return { resources: answer.resources, totalResources: answer.pagination.totalResources };
  },
  runRewardJob: async (key: string) =>
    Schema.decodeUnknownSync(RunNowAnswer)(await client.request<unknown>("POST", `/admin/reward-jobs/${at(key)}/run`, {})),
  listReactions: async () => Schema.decodeUnknownSync(ReactionStatuses)(await client.request<unknown>("GET", "/admin/reactions")),
  rerunReaction: async (name: string) =>
    Schema.decodeUnknownSync(ReactionStatuses)(await client.request<unknown>("POST", `/admin/reactions/${encodeURIComponent(name)}/rerun`, {})),
});
