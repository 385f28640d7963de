// The restaurant aggregate's language, stream `restaurant-{id}`: its events, commands and state
// (decisions in restaurant.ts). A setting-group event carries the whole new value of one group.
import type { PayoutAccount } from "./payoutAccount";
import type { RestaurantProfile } from "./restaurantProfile";
import type { RestaurantSettings, SettingChange } from "./restaurantSettings";

type Rev = { readonly rev?: number | undefined };

export type RestaurantEvent =
  | { readonly type: "RestaurantCreated"; readonly data: { readonly restaurantId: string; readonly businessId: string; readonly profile: RestaurantProfile; readonly createdAt: string } }
  | { readonly type: "RestaurantSettingUpdated"; readonly data: SettingChange }
  | { readonly type: "PayoutAccountChanged"; readonly data: PayoutAccount }
  | { readonly type: "MachineOtpIssued"; readonly data: { readonly codeHash: string; readonly issuedAt: string; readonly expiresAt: string } }
  | { readonly type: "MachinesRevoked"; readonly data: { readonly revokedAt: string } }
  | { readonly type: "TransactionsCleared"; readonly data: { readonly clearedAt: string } }
  | { readonly type: "RestaurantDeleted"; readonly data: { readonly businessId: string; readonly deletedAt: string } };

export type RestaurantCommand =
  | { readonly type: "CreateRestaurant"; readonly data: { readonly restaurantId: string; readonly businessId: string; readonly profile: RestaurantProfile } }
  | { readonly type: "UpdateSetting"; readonly data: Rev & { readonly change: SettingChange } }
  | { readonly type: "ChangePayoutAccount"; readonly data: Rev & { readonly payoutAccount: PayoutAccount; readonly reviewer: boolean } }
  | { readonly type: "IssueMachineOtp"; readonly data: { readonly codeHash: string } }
  | { readonly type: "RevokeMachines"; readonly data: Rev }
  | { readonly type: "ClearTransactions"; readonly data: Rev }
  | { readonly type: "DeleteRestaurant"; readonly data: Rev };

export interface MachineAccess {
  /** The pending one-time pairing code (its hash) and when it stops working. */
  readonly pairing: { readonly codeHash: string; readonly expiresAt: string } | null;
  /** Machines paired before this instant are revoked; null until the first revocation. */
  readonly machinesNotBefore: string | null;
}

export interface ActiveRestaurant {
  readonly status: "active";
  readonly restaurantId: string;
  readonly businessId: string;
  readonly settings: RestaurantSettings & { readonly profile: RestaurantProfile };
  readonly payoutAccount: PayoutAccount;
  readonly machine: MachineAccess;
  /** The cut-off of the last clear-transaction: the restaurant's sales before it are cleared. */
  readonly transactionsClearedAt: string | null;
  readonly createdAt: string;
  readonly revision: number;
}

export type RestaurantState =
  | { readonly status: "none"; readonly revision: number }
  | ActiveRestaurant
  | { readonly status: "deleted"; readonly revision: number };

export const restaurantStreamId = (restaurantId: string): string => `restaurant-${restaurantId}`;
