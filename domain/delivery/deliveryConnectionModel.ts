// The language of one restaurant's connection to one delivery platform, stream
// `delivery-{platform}-{restaurantId}` (decisions in deliveryConnection.ts): its events, commands
// and state. The setting event carries the whole new setting, the secret included: the log is
// the server-side store of credentials; read models keep only its hint.
import type { DeliveryPlatform } from "./deliveryPlatform";
import type { DeliveryConnection, SettingEdit } from "./deliverySetting";

type Rev = { readonly rev?: number | undefined };
type Scope = { readonly platform: DeliveryPlatform; readonly restaurantId: string; readonly businessId: string };

export type DeliveryConnectionEvent =
  | { readonly type: "DeliverySettingSaved"; readonly data: Scope & DeliveryConnection & { readonly savedAt: string } };

export type DeliveryConnectionCommand =
  | { readonly type: "SaveDeliverySetting"; readonly data: Scope & Rev & { readonly edit: SettingEdit } };

export interface DeliveryConnectionState {
  readonly connection: DeliveryConnection;
  readonly revision: number;
}
