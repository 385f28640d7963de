// The language of a restaurant's menu syncs with one platform, stream
// `delivery-sync-{platform}-{restaurantId}` (decisions in menuSync.ts): a sync is requested with
// the menu it publishes (the record of exactly what the platform was offered), the platform is
// notified, then reports its states (GrabFood: QUEUEING → PROCESSING → SUCCESS | FAILED with its
// errors); the last successful menu is the live one.
// Decision where the spec is silent: the menu recorded is the platform-neutral delivery menu,
// which has GrabFood's shape (grabfood/grabMenu.ts, the richest of the three: selling times,
// modifier groups, availability); foodpanda's and ShopeeFood's formats are pure mappings of it
// (foodpanda/foodpandaMenu.ts, shopeefood/shopeeMenu.ts), so what each platform was offered is
// exactly the mapping of the record, and drift, fingerprint and item counts are computed once.
// A pushing platform (foodpanda) has no job id of its own: the sync's id is its job id.
import type { DeliveryPlatform } from "../deliveryPlatform";
import type { GrabMenu } from "../grabfood/grabMenu";

export type SyncStatus = "queued" | "inProgress" | "success" | "failed";
export type PartnerSyncState = "QUEUEING" | "PROCESSING" | "SUCCESS" | "FAILED";

type Scope = { readonly platform: DeliveryPlatform; readonly restaurantId: string; readonly businessId: string };

export type MenuSyncEvent =
  | { readonly type: "MenuSyncRequested"; readonly data: Scope & { readonly syncId: string; readonly menu: GrabMenu; readonly menuHash: string; readonly requestedAt: string } }
  | { readonly type: "MenuSyncNotified"; readonly data: { readonly syncId: string; readonly jobId: string | null; readonly at: string } }
  | { readonly type: "MenuSyncProgressed"; readonly data: { readonly syncId: string; readonly requestId: string; readonly state: "QUEUEING" | "PROCESSING"; readonly jobId: string; readonly at: string } }
  | { readonly type: "MenuSyncSucceeded"; readonly data: { readonly syncId: string; readonly requestId: string; readonly jobId: string; readonly at: string } }
  | { readonly type: "MenuSyncFailed"; readonly data: { readonly syncId: string; readonly requestId: string | null; readonly reasons: ReadonlyArray<string>; readonly at: string } };

export type MenuSyncCommand =
  | { readonly type: "RequestMenuSync"; readonly data: Scope & { readonly syncId: string; readonly menu: GrabMenu; readonly menuHash: string } }
  | { readonly type: "RecordMenuNotified"; readonly data: { readonly syncId: string; readonly jobId: string | null } }
  | { readonly type: "RecordNotifyFailed"; readonly data: { readonly syncId: string; readonly reasons: ReadonlyArray<string> } }
  /** A state the platform pushed (GrabFood's menu sync webhook), or a pushing platform's outcome. */
  | { readonly type: "RecordPartnerState"; readonly data: { readonly requestId: string; readonly jobId: string; readonly state: PartnerSyncState; readonly errors: ReadonlyArray<string> } };

export interface SyncRecord {
  readonly syncId: string;
  readonly status: SyncStatus;
  readonly requestedAt: string;
  readonly finishedAt: string | null;
  readonly jobId: string | null;
  /** The platform's reasons of a failure. */
  readonly reasons: ReadonlyArray<string>;
  readonly itemCount: number;
  readonly menuHash: string;
}

export interface LiveMenu {
  readonly syncId: string;
  readonly acceptedAt: string;
  readonly menuHash: string;
  readonly menu: GrabMenu;
}

export interface MenuSyncState {
  /** The newest sync and the menu it publishes, or null before the first. */
  readonly latest: (SyncRecord & { readonly menu: GrabMenu }) | null;
  /** The last menu the platform accepted. */
  readonly live: LiveMenu | null;
  /** The newest syncs first (at most SYNC_HISTORY), the latest included. */
  readonly history: ReadonlyArray<SyncRecord>;
  /** The platform's webhook request ids already taken (newest last, at most SEEN_REQUESTS). */
  readonly seenRequests: ReadonlyArray<string>;
  readonly revision: number;
}

export const SYNC_HISTORY = 10;
export const SEEN_REQUESTS = 200;

export const menuSyncStreamId = (platform: DeliveryPlatform, restaurantId: string): string => `delivery-sync-${platform}-${restaurantId}`;
