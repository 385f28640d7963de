// The UI's menu history port over HTTP (client rooted at /api/v2; adapters/server/menu:
// menuRoutes.ts history list, menuHistoryRoutes.ts), answers decoded with the domain's Schemas.
import { Schema } from "effect";
import { MenuDiffSinceView, MenuHistoryPage, MenuSnapshotView } from "../../domain/menu/menuIoViews";
import type { ApiClient } from "./apiClient";

const at = (id: string): string => encodeURIComponent(id);
const Rolled = Schema.Struct({ _rev: Schema.Number });

export const createHttpMenuHistory = (client: ApiClient, pageSize: number) => ({
  list: async (restaurantId: string, page: number) => {
    const answer = Schema.decodeUnknownSync(MenuHistoryPage)(
      await client.request<unknown>("GET", `/restaurants/${at(restaurantId)}/menu-v3/history?skip=${page * pageSize}&limit=${pageSize}`),
    );
    return { resources: answer.resources, totalResources: answer.pagination.totalResources };
  },
  at: async (restaurantId: string, instant: string) =>
    Schema.decodeUnknownSync(MenuSnapshotView)(await client.request<unknown>("GET", `/restaurants/${at(restaurantId)}/menu-v3/at?at=${encodeURIComponent(instant)}`)),
  diff: async (restaurantId: string, instant: string) =>
    Schema.decodeUnknownSync(MenuDiffSinceView)(await client.request<unknown>("GET", `/restaurants/${at(restaurantId)}/menu-v3/diff?at=${encodeURIComponent(instant)}`)),
  rollback: async (restaurantId: string, instant: string, rev: number) =>
    Schema.decodeUnknownSync(Rolled)(await client.request<unknown>("PUT", `/restaurants/${at(restaurantId)}/menu-v3/rollback`, { at: instant, _rev: rev }))._rev,
});
