// The restaurant Delivery page's port (spec 4 §7, issue 17): each platform's connection, its menu
// sync (status, start, dry run, drift), the store's pause and the items marked unavailable, as types only. Answers are the
// domain's response Schemas' types; a setting's store field (merchantID, vendorCode, storeID) is
// given as `storeRef` whatever the platform names it.
import type { DeliveryPlatform } from "../../domain/delivery/deliveryPlatform";
import type { ItemAvailabilityView, MenuDriftView, MenuDryRun, MenuSyncStatus } from "../../domain/delivery/deliveryViews";
import type { UnavailableFor } from "../../domain/delivery/itemAvailability";
import type { SpecialHour, SpecialHoursView } from "../../domain/delivery/specialHours";
import type { PauseDuration } from "../../domain/delivery/storeStatus";

export type { DeliveryPlatform, ItemAvailabilityView, MenuDriftView, MenuDryRun, MenuSyncStatus, PauseDuration, SpecialHour, SpecialHoursView, UnavailableFor };

export interface PlatformSetting {
  readonly _id: string;
  readonly platform: DeliveryPlatform;
  readonly enabled: boolean;
  readonly storeRef: string;
  readonly clientId: string;
  readonly clientSecretHint: string | null;
  readonly updatedAt: string | null;
  readonly paused: boolean;
  readonly reopenAt: string | null;
  readonly _rev: number;
}

export interface PlatformSettingEdit {
  readonly enabled: boolean;
  readonly storeRef: string;
  readonly clientId: string;
  /** Absent: the stored secret is kept. */
  readonly clientSecret?: string;
  readonly rev: number;
}

export interface DeliveryPort {
  readonly setting: (platform: DeliveryPlatform, restaurantId: string) => Promise<PlatformSetting>;
  readonly saveSetting: (platform: DeliveryPlatform, restaurantId: string, edit: PlatformSettingEdit) => Promise<PlatformSetting>;
  readonly menuSyncStatus: (platform: DeliveryPlatform, restaurantId: string) => Promise<MenuSyncStatus>;
  readonly startMenuSync: (platform: DeliveryPlatform, restaurantId: string) => Promise<MenuSyncStatus>;
  readonly menuDryRun: (platform: DeliveryPlatform, restaurantId: string) => Promise<MenuDryRun>;
  readonly menuDrift: (platform: DeliveryPlatform, restaurantId: string) => Promise<MenuDriftView>;
  readonly pauseStore: (platform: DeliveryPlatform, restaurantId: string, duration: PauseDuration) => Promise<PlatformSetting>;
  readonly resumeStore: (platform: DeliveryPlatform, restaurantId: string) => Promise<PlatformSetting>;
  readonly itemAvailability: (platform: DeliveryPlatform, restaurantId: string) => Promise<ItemAvailabilityView>;
  readonly markItemsUnavailable: (platform: DeliveryPlatform, restaurantId: string, itemIds: ReadonlyArray<string>, span: UnavailableFor) => Promise<ItemAvailabilityView>;
  readonly restoreItems: (platform: DeliveryPlatform, restaurantId: string, itemIds: ReadonlyArray<string>) => Promise<ItemAvailabilityView>;
  readonly specialHours: (restaurantId: string) => Promise<SpecialHoursView>;
  readonly saveSpecialHours: (restaurantId: string, specialHours: ReadonlyArray<SpecialHour>, rev: number) => Promise<SpecialHoursView>;
  /** Sends the entries not yet ended to the platform; answers them. */
  readonly pushSpecialHours: (platform: DeliveryPlatform, restaurantId: string) => Promise<ReadonlyArray<SpecialHour>>;
}
