// The restaurant Delivery page's port (spec 4 §7, issue 17): the GrabFood connection, its menu
// sync (status, start, dry run, drift) and the store's pause, as types only. Answers are the
// domain's response Schemas' types.
import type { GrabSetting, MenuDriftView, MenuDryRun, MenuSyncStatus } from "../../domain/delivery/deliveryViews";
import type { PauseDuration } from "../../domain/delivery/storeStatus";

export type { GrabSetting, MenuDriftView, MenuDryRun, MenuSyncStatus, PauseDuration };

export interface GrabSettingEdit {
  readonly enabled: boolean;
  readonly merchantID: string;
  readonly clientId: string;
  /** Absent: the stored secret is kept. */
  readonly clientSecret?: string;
  readonly rev: number;
}

export interface DeliveryPort {
  readonly grabSetting: (restaurantId: string) => Promise<GrabSetting>;
  readonly saveGrabSetting: (restaurantId: string, edit: GrabSettingEdit) => Promise<GrabSetting>;
  readonly menuSyncStatus: (restaurantId: string) => Promise<MenuSyncStatus>;
  readonly startMenuSync: (restaurantId: string) => Promise<MenuSyncStatus>;
  readonly menuDryRun: (restaurantId: string) => Promise<MenuDryRun>;
  readonly menuDrift: (restaurantId: string) => Promise<MenuDriftView>;
  readonly pauseStore: (restaurantId: string, duration: PauseDuration) => Promise<GrabSetting>;
  readonly resumeStore: (restaurantId: string) => Promise<GrabSetting>;
}
