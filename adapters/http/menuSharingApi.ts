// The UI's menu sharing port over HTTP (client rooted at /api/v2; adapters/server/menu/
// menuSharingRoutes.ts), answers decoded with the domain's response Schema.
import { Schema } from "effect";
import { MenuSharingResponse } from "../../domain/menu/menuSharingResponse";
import type { ApiClient } from "./apiClient";

const path = (restaurantId: string): string => `/restaurants/${encodeURIComponent(restaurantId)}/menu-v3/restaurants`;
const decode = Schema.decodeUnknownSync(MenuSharingResponse);

export const createHttpMenuSharing = (client: ApiClient) => ({
  read: async (restaurantId: string) => decode(await client.request<unknown>("GET", path(restaurantId))),
  set: async (masterId: string, restaurantIds: ReadonlyArray<string>, rev: number) =>
    decode(await client.request<unknown>("PUT", path(masterId), { restaurantIds, _rev: rev })),
  switchTo: async (restaurantId: string, masterId: string, rev: number) =>
    decode(await client.request<unknown>("PUT", `/restaurants/${encodeURIComponent(restaurantId)}/menu-v3/master`, { masterRestaurantId: masterId, _rev: rev })),
});
