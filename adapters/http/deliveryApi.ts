// The UI's delivery port over HTTP (client rooted at /api/v2): each platform's setting, menu sync,
// dry run, drift, store status and item availability routes (adapters/server/delivery/), each answer decoded with
// the domain's response Schema (domain/delivery/deliverySettingResponse.ts, deliveryViews.ts);
// a setting's store field is handed to the UI as `storeRef`.
import { Schema } from "effect";
import { type DeliveryPlatform, STORE_FIELD } from "../../domain/delivery/deliveryPlatform";
import { DeliverySettingResponse } from "../../domain/delivery/deliverySettingResponse";
import { ItemAvailabilityView, MenuDriftView, MenuDryRun, MenuSyncStatus } from "../../domain/delivery/deliveryViews";
import type { UnavailableFor } from "../../domain/delivery/itemAvailability";
import { SpecialHour, SpecialHoursView } from "../../domain/delivery/specialHours";
import type { PauseDuration } from "../../domain/delivery/storeStatus";
import type { PlatformSetting, PlatformSettingEdit } from "../../ui/ports/deliveryPort";
import type { ApiClient } from "./apiClient";

const at = (id: string): string => encodeURIComponent(id);

export const createHttpDelivery = (client: ApiClient) => {
  const setting = async (platform: DeliveryPlatform, answer: Promise<unknown>): Promise<PlatformSetting> => {
    const decoded = Schema.decodeUnknownSync(DeliverySettingResponse[platform] as Schema.Codec<Record<string, unknown> & Omit<PlatformSetting, "storeRef">>)(await answer);
    return { ...decoded, storeRef: String(decoded[STORE_FIELD[platform]] ?? "") };
  };
  const status = async (answer: Promise<unknown>) => Schema.decodeUnknownSync(MenuSyncStatus)(await answer);
  const base = (platform: DeliveryPlatform) => `/delivery/${platform}`;
  const availability = async (answer: Promise<unknown>) => Schema.decodeUnknownSync(ItemAvailabilityView)(await answer);
  const items = (platform: DeliveryPlatform, restaurantId: string) => `${base(platform)}/item-availability/${at(restaurantId)}`;
  return {
    setting: (platform: DeliveryPlatform, restaurantId: string) => setting(platform, client.request<unknown>("GET", `${base(platform)}/setting/${at(restaurantId)}`)),
    saveSetting: (platform: DeliveryPlatform, restaurantId: string, { rev, storeRef, ...edit }: PlatformSettingEdit) =>
      setting(platform, client.request<unknown>("PUT", `${base(platform)}/setting/${at(restaurantId)}`, { _id: restaurantId, ...edit, [STORE_FIELD[platform]]: storeRef, _rev: rev })),
    menuSyncStatus: (platform: DeliveryPlatform, restaurantId: string) => status(client.request<unknown>("GET", `${base(platform)}/menu-sync/${at(restaurantId)}`)),
    startMenuSync: (platform: DeliveryPlatform, restaurantId: string) => status(client.request<unknown>("PUT", `${base(platform)}/menu-sync/${at(restaurantId)}`)),
    menuDryRun: async (platform: DeliveryPlatform, restaurantId: string) =>
      Schema.decodeUnknownSync(MenuDryRun)(await client.request<unknown>("GET", `${base(platform)}/menu-sync/${at(restaurantId)}/dry-run`)),
    menuDrift: async (platform: DeliveryPlatform, restaurantId: string) =>
      Schema.decodeUnknownSync(MenuDriftView)(await client.request<unknown>("GET", `${base(platform)}/menu-sync/${at(restaurantId)}/drift`)),
    pauseStore: (platform: DeliveryPlatform, restaurantId: string, duration: PauseDuration) =>
      setting(platform, client.request<unknown>("PUT", `${base(platform)}/store-status/${at(restaurantId)}`, { isPause: true, duration })),
    resumeStore: (platform: DeliveryPlatform, restaurantId: string) =>
      setting(platform, client.request<unknown>("PUT", `${base(platform)}/store-status/${at(restaurantId)}`, { isPause: false })),
    itemAvailability: (platform: DeliveryPlatform, restaurantId: string) => availability(client.request<unknown>("GET", items(platform, restaurantId))),
    markItemsUnavailable: (platform: DeliveryPlatform, restaurantId: string, itemIds: ReadonlyArray<string>, span: UnavailableFor) =>
      availability(client.request<unknown>("PUT", items(platform, restaurantId), { itemIds, available: false, for: span })),
    restoreItems: (platform: DeliveryPlatform, restaurantId: string, itemIds: ReadonlyArray<string>) =>
      availability(client.request<unknown>("PUT", items(platform, restaurantId), { itemIds, available: true })),
    specialHours: async (restaurantId: string) => Schema.decodeUnknownSync(SpecialHoursView)(await client.request<unknown>("GET", `/delivery/special-hours/${at(restaurantId)}`)),
    saveSpecialHours: async (restaurantId: string, specialHours: ReadonlyArray<SpecialHour>, rev: number) =>
      Schema.decodeUnknownSync(SpecialHoursView)(await client.request<unknown>("PUT", `/delivery/special-hours/${at(restaurantId)}`, { specialHours, _rev: rev })),
    pushSpecialHours: async (platform: DeliveryPlatform, restaurantId: string) =>
      Schema.decodeUnknownSync(Schema.Struct({ specialHours: Schema.Array(SpecialHour) }))(await client.request<unknown>("PUT", `${base(platform)}/special-opening-hours/${at(restaurantId)}`)).specialHours,
  };
};
