// The UI's delivery port over HTTP (client rooted at /api/v2): GrabFood's setting, menu sync,
// dry run, drift and store status routes (adapters/server/delivery/), each answer decoded with
// the domain's response Schema (domain/delivery/deliveryViews.ts).
import { Schema } from "effect";
import { GrabSetting, MenuDriftView, MenuDryRun, MenuSyncStatus } from "../../domain/delivery/deliveryViews";
import type { PauseDuration } from "../../domain/delivery/storeStatus";
import type { ApiClient } from "./apiClient";

const at = (id: string): string => encodeURIComponent(id);

export interface GrabSettingEdit {
  readonly enabled: boolean;
  readonly merchantID: string;
  readonly clientId: string;
  readonly clientSecret?: string;
  readonly rev: number;
}

export const createHttpDelivery = (client: ApiClient) => {
  const setting = async (answer: Promise<unknown>) => Schema.decodeUnknownSync(GrabSetting)(await answer);
  const status = async (answer: Promise<unknown>) => Schema.decodeUnknownSync(MenuSyncStatus)(await answer);
  return {
    grabSetting: (restaurantId: string) => setting(client.request<unknown>("GET", `/delivery/grabfood/setting/${at(restaurantId)}`)),
    saveGrabSetting: (restaurantId: string, { rev, ...edit }: GrabSettingEdit) =>
      setting(client.request<unknown>("PUT", `/delivery/grabfood/setting/${at(restaurantId)}`, { _id: restaurantId, ...edit, _rev: rev })),
    menuSyncStatus: (restaurantId: string) => status(client.request<unknown>("GET", `/delivery/grabfood/menu-sync/${at(restaurantId)}`)),
    startMenuSync: (restaurantId: string) => status(client.request<unknown>("PUT", `/delivery/grabfood/menu-sync/${at(restaurantId)}`)),
    menuDryRun: async (restaurantId: string) => Schema.decodeUnknownSync(MenuDryRun)(await client.request<unknown>("GET", `/delivery/grabfood/menu-sync/${at(restaurantId)}/dry-run`)),
    menuDrift: async (restaurantId: string) => Schema.decodeUnknownSync(MenuDriftView)(await client.request<unknown>("GET", `/delivery/grabfood/menu-sync/${at(restaurantId)}/drift`)),
    pauseStore: (restaurantId: string, duration: PauseDuration) =>
      setting(client.request<unknown>("PUT", `/delivery/grabfood/store-status/${at(restaurantId)}`, { isPause: true, duration })),
    resumeStore: (restaurantId: string) => setting(client.request<unknown>("PUT", `/delivery/grabfood/store-status/${at(restaurantId)}`, { isPause: false })),
  };
};
