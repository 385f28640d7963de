// A restaurant as the API answers it (spec 1 §3 Restaurant, spec 4 §7; ARCHITECTURE §2.7
// response Schemas): one definition the server builds its answers with
// (adapters/server/business/restaurantView.ts) and the UI's client decodes them with
// (adapters/http/businessApi.ts), strictly, so a field one side adds without the other fails the
// API tests instead of reaching a screen.
// - `RestaurantResponse`: the `restaurants` row (restaurants.projection.ts) with what holds now:
//   `enabledFeatures` (its licence's) and `openForOrders` (per ordering channel). Lists, writes.
// - `RestaurantDetailResponse`: GET /restaurants/{id} adds the three delivery settings, each null
//   when it failed to load.
// Decision where the spec is silent: the row's log position of the last clearing
// (`transactionsClearedPosition`, the receipts' cut-off) is the server's own and is not answered.
import { Schema } from "effect";
import { Id, IsoInstant } from "../auth/fields";
import { DeliverySettingResponse } from "../delivery/deliverySettingResponse";
import { Accounting, ServiceCharge } from "./chargesSettings";
import { DineInInput, FeedmeDeliveryInput, InHouseDeliveryInput, PickupInput } from "./orderingSettings";
import { PayoutAccountInput } from "./payoutAccount";
import { ChannelInput, LicenseInput, RestaurantFeature } from "./restaurantFeatures";
import { RestaurantProfile } from "./restaurantProfile";
import { RemoteSupportsInput, RestaurantSettingInput } from "./restaurantSetting";
import { MasterMenuStockInput } from "./masterMenuStock";
import type { RestaurantSettings, SettingGroup } from "./restaurantSettings";

/** Each setting group as stored (restaurantSettings.ts: most as their body decoded), null until first written. */
const StoredSettings = Schema.Struct({
  profile: Schema.NullOr(RestaurantProfile),
  "feedme-delivery": Schema.NullOr(FeedmeDeliveryInput),
  "in-house-delivery": Schema.NullOr(InHouseDeliveryInput),
  pickup: Schema.NullOr(PickupInput),
  "dine-in": Schema.NullOr(DineInInput),
  license: Schema.NullOr(LicenseInput),
  channel: Schema.NullOr(ChannelInput),
  "remote-supports": Schema.NullOr(RemoteSupportsInput),
  "service-charge-setting": Schema.NullOr(ServiceCharge),
  "accounting-setting": Schema.NullOr(Accounting),
  "restaurant-setting": Schema.NullOr(RestaurantSettingInput),
  "fix-master-menu-stock": Schema.NullOr(MasterMenuStockInput),
} satisfies Record<SettingGroup, Schema.Top>);

export const RestaurantResponse = Schema.Struct({
  id: Id,
  businessId: Id,
  name: Schema.String,
  profile: RestaurantProfile,
  settings: StoredSettings,
  payoutAccount: PayoutAccountInput,
  machine: Schema.Struct({ pairingExpiresAt: Schema.NullOr(IsoInstant), machinesNotBefore: Schema.NullOr(IsoInstant) }),
  transactionsClearedAt: Schema.NullOr(IsoInstant),
  createdAt: IsoInstant,
  _rev: Schema.Number,
  enabledFeatures: Schema.Array(RestaurantFeature),
  openForOrders: Schema.Struct({ "feedme-delivery": Schema.Boolean, "in-house-delivery": Schema.Boolean, pickup: Schema.Boolean, "dine-in": Schema.Boolean }),
});
/** The Schema's type with `settings` as the setting groups name them (restaurantSettings.ts), so
 *  a group's value reads as its own type; the decoders below are checked against it. */
export type RestaurantResponse = Omit<typeof RestaurantResponse.Type, "settings"> & { readonly settings: RestaurantSettings };

export const RestaurantDetailResponse = Schema.Struct({
  ...RestaurantResponse.fields,
  foodpandaDelivery: Schema.NullOr(DeliverySettingResponse.foodpanda),
  grabfoodDelivery: Schema.NullOr(DeliverySettingResponse.grabfood),
  shopeefoodDelivery: Schema.NullOr(DeliverySettingResponse.shopeefood),
});
export type RestaurantDetailResponse = Omit<typeof RestaurantDetailResponse.Type, "settings"> & { readonly settings: RestaurantSettings };

export const RestaurantPageResponse = Schema.Struct({
  resources: Schema.Array(RestaurantResponse),
  pagination: Schema.Struct({ totalResources: Schema.Number }),
});

/** The server's side: the answer from a row and what holds now (its own fields are dropped). */
export const restaurantAnswerOf: (row: unknown) => RestaurantResponse = Schema.decodeUnknownSync(RestaurantResponse);
export const restaurantDetailOf: (answer: unknown) => RestaurantDetailResponse = Schema.decodeUnknownSync(RestaurantDetailResponse);

/** The client's side: exactly the Schema's fields; an extra one is an error. */
const strict = { onExcessProperty: "error" } as const;
export const decodeRestaurant: (answer: unknown) => RestaurantResponse = Schema.decodeUnknownSync(RestaurantResponse, strict);
export const decodeRestaurantDetail: (answer: unknown) => RestaurantDetailResponse = Schema.decodeUnknownSync(RestaurantDetailResponse, strict);
export const decodeRestaurantPage: (answer: unknown) => { readonly resources: ReadonlyArray<RestaurantResponse>; readonly pagination: { readonly totalResources: number } } =
  Schema.decodeUnknownSync(RestaurantPageResponse, strict);
