// Reading a restaurant's delivery settings: one platform's (GET /delivery/{platform}/setting/{id})
// and the three the restaurant answer carries (GET /restaurants/{id}, spec 4 §7), where a
// setting that fails to load is null for that platform only.
import type { ReadModels } from "../../engine/projection";
import { ATTACHMENT_FIELD, DELIVERY_PLATFORMS, type DeliveryPlatform } from "../deliveryPlatform";
import { NO_CONNECTION, settingView } from "../deliverySetting";
import { DELIVERY_SETTINGS_TABLE, deliverySettingKey } from "../deliverySettings.projection";

export type DeliverySettingView = ReturnType<typeof settingView>;

export const deliverySettingView = async (readModels: ReadModels, platform: DeliveryPlatform, restaurantId: string): Promise<DeliverySettingView> => {
  const row = await readModels.get(DELIVERY_SETTINGS_TABLE, deliverySettingKey(platform, restaurantId));
  if (row === undefined) return settingView(platform, restaurantId, { connection: NO_CONNECTION, clientSecretHint: null, updatedAt: null, reopenAt: null, rev: 0 });
  return settingView(platform, restaurantId, {
    connection: { enabled: row.enabled === true, storeRef: String(row.storeRef), clientId: String(row.clientId) },
    clientSecretHint: typeof row.clientSecretHint === "string" ? row.clientSecretHint : null,
    updatedAt: typeof row.updatedAt === "string" ? row.updatedAt : null,
    reopenAt: typeof row.reopenAt === "string" ? row.reopenAt : null,
    rev: Number(row._rev),
  });
};

/** `foodpandaDelivery`, `grabfoodDelivery`, `shopeefoodDelivery`: each the platform's setting, or null when it failed to load. */
export const restaurantDeliveryAttachments = async (
  readModels: ReadModels,
  restaurantId: string,
  load: typeof deliverySettingView = deliverySettingView,
): Promise<Record<string, DeliverySettingView | null>> => {
  const settled = await Promise.allSettled(DELIVERY_PLATFORMS.map((platform) => load(readModels, platform, restaurantId)));
  return Object.fromEntries(DELIVERY_PLATFORMS.map((platform, i) => {
    const result = settled[i];
    return [ATTACHMENT_FIELD[platform], result?.status === "fulfilled" ? result.value : null];
  }));
};
