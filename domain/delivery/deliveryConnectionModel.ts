// The language of one restaurant's connection to one delivery platform, stream
// `delivery-{platform}-{restaurantId}` (decisions in deliveryConnection.ts): its events, commands
// and state. A pause records when the store must reopen; the partner is told before it is
// recorded (application/storePause.ts). The setting event carries the whole new setting, the secret included: the log is
// the server-side store of credentials; read models keep only its hint.
import type { DeliveryPlatform } from "./deliveryPlatform";
import type { DeliveryConnection, SettingEdit } from "./deliverySetting";
import type { PauseDuration } from "./storeStatus";
import type { UnavailableFor } from "./itemAvailability";

type Rev = { readonly rev?: number | undefined };
type Scope = { readonly platform: DeliveryPlatform; readonly restaurantId: string; readonly businessId: string };

export type DeliveryConnectionEvent =
  | { readonly type: "DeliverySettingSaved"; readonly data: Scope & DeliveryConnection & { readonly savedAt: string } }
  | { readonly type: "StorePaused"; readonly data: Scope & { readonly duration: PauseDuration; readonly pausedAt: string; readonly reopenAt: string } }
  | { readonly type: "StoreResumed"; readonly data: Scope & { readonly resumedAt: string; readonly scheduled: boolean } }
  | { readonly type: "ItemsMarkedUnavailable"; readonly data: Scope & { readonly itemIds: ReadonlyArray<string>; readonly span: UnavailableFor; readonly restoreAt: string | null; readonly at: string } }
  | { readonly type: "ItemsRestored"; readonly data: Scope & { readonly itemIds: ReadonlyArray<string>; readonly scheduled: boolean; readonly at: string } };

export type DeliveryConnectionCommand =
  | { readonly type: "SaveDeliverySetting"; readonly data: Scope & Rev & { readonly edit: SettingEdit } }
  | { readonly type: "RecordStorePause"; readonly data: Scope & { readonly duration: PauseDuration } }
  /** `scheduled`: the reopen job's resume, which only a due pause takes. */
  | { readonly type: "RecordStoreResume"; readonly data: Scope & { readonly scheduled: boolean } }
  | { readonly type: "RecordItemsUnavailable"; readonly data: Scope & { readonly itemIds: ReadonlyArray<string>; readonly span: UnavailableFor } }
  /** `itemIds` null: every marked item whose restore time has come (the job's restore). */
  | { readonly type: "RecordItemsRestored"; readonly data: Scope & { readonly itemIds: ReadonlyArray<string> | null } };

export interface DeliveryConnectionState {
  readonly connection: DeliveryConnection;
  /** When the paused store must reopen, or null when it is open. */
  readonly reopenAt: string | null;
  /** The items marked unavailable, each with when it comes back (null: by hand only). */
  readonly unavailable: Readonly<Record<string, string | null>>;
  readonly revision: number;
}
