// The `delivery_settings` read model (key `{platform}:{restaurantId}`): each restaurant's setting
// per platform as the API answers it, the secret reduced to its hint (deliverySetting.ts), and
// `storeRef` as a column so a platform's store id finds its restaurant (a campaign's merchantID),
// and `reopenAt`, when a paused store must reopen (null when open), which the reopen job scans;
// `unavailable`, the items marked unavailable with their restore times, and `restoreAt`, the
// earliest of those (null when none is scheduled), which the restore job scans.
import type { RecordedEvent } from "../engine/events";
import type { Projection, ProjectionTx, Row } from "../engine/projection";
import { readTable, textColumn } from "../engine/readTable";
import type { DeliveryPlatform } from "./deliveryPlatform";
import type { DeliveryConnectionEvent } from "./deliveryConnectionModel";
import { secretHint } from "./deliverySetting";
import { nextRestore } from "./itemAvailability";

export const DELIVERY_SETTINGS_TABLE = "delivery_settings";

export const deliverySettingsTable = readTable({
  name: DELIVERY_SETTINGS_TABLE,
  columns: { platform: textColumn("platform"), restaurantId: textColumn("restaurantId"), storeRef: textColumn("storeRef"), reopenAt: textColumn("reopenAt"), restoreAt: textColumn("restoreAt") },
  indexes: [["platform", "storeRef"], ["restaurantId"], ["reopenAt"], ["restoreAt"]],
});

export const deliverySettingKey = (platform: DeliveryPlatform, restaurantId: string): string => `${platform}:${restaurantId}`;

const STREAM_PREFIX = "delivery-";

const apply = async (recorded: RecordedEvent, tx: ProjectionTx): Promise<void> => {
  if (!recorded.streamId.startsWith(STREAM_PREFIX)) return;
  const event = recorded as unknown as DeliveryConnectionEvent;
  switch (event.type) {
    case "DeliverySettingSaved": {
      const { platform, restaurantId, businessId, enabled, storeRef, clientId, clientSecret, savedAt } = event.data;
      const before = await tx.get(DELIVERY_SETTINGS_TABLE, deliverySettingKey(platform, restaurantId));
      const row: Row = {
        platform, restaurantId, businessId, enabled, storeRef, clientId,
        clientSecretHint: secretHint(clientSecret), updatedAt: savedAt, reopenAt: before?.reopenAt ?? null,
        unavailable: before?.unavailable ?? {}, restoreAt: before?.restoreAt ?? null, _rev: recorded.version,
      };
      return tx.put(DELIVERY_SETTINGS_TABLE, deliverySettingKey(platform, restaurantId), row);
    }
    case "StorePaused":
    case "StoreResumed": {
      const key = deliverySettingKey(event.data.platform, event.data.restaurantId);
      const row = await tx.get(DELIVERY_SETTINGS_TABLE, key);
      if (row === undefined) return;
      return tx.put(DELIVERY_SETTINGS_TABLE, key, { ...row, reopenAt: event.type === "StorePaused" ? event.data.reopenAt : null, _rev: recorded.version });
    }
    case "ItemsMarkedUnavailable":
    case "ItemsRestored": {
      const key = deliverySettingKey(event.data.platform, event.data.restaurantId);
      const row = await tx.get(DELIVERY_SETTINGS_TABLE, key);
      if (row === undefined) return;
      const before = (row.unavailable ?? {}) as Record<string, string | null>;
      const unavailable = event.type === "ItemsMarkedUnavailable"
        ? { ...before, ...Object.fromEntries(event.data.itemIds.map((id) => [id, event.data.restoreAt])) }
        : Object.fromEntries(Object.entries(before).filter(([id]) => !event.data.itemIds.includes(id)));
      return tx.put(DELIVERY_SETTINGS_TABLE, key, { ...row, unavailable, restoreAt: nextRestore(unavailable), _rev: recorded.version });
    }
    default:
      return;
  }
};

export const deliverySettingsProjection: Projection = { name: "delivery_settings", tables: [deliverySettingsTable], apply };
