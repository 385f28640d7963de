// A restaurant's setting for one delivery platform as the API answers it (deliverySetting.ts's
// `settingView`; spec 4 §7): the store it is connected to under the platform's own field name,
// never the client secret (only its hint), and whether the store is paused until `reopenAt`.
// Each platform's answer is its own Schema because the store field is named per platform.
import { Schema } from "effect";
import type { DeliveryPlatform } from "./deliveryPlatform";

const common = {
  _id: Schema.String,
  enabled: Schema.Boolean,
  clientId: Schema.String,
  clientSecretHint: Schema.NullOr(Schema.String),
  updatedAt: Schema.NullOr(Schema.String),
  paused: Schema.Boolean,
  reopenAt: Schema.NullOr(Schema.String),
  _rev: Schema.Number,
};

export const DeliverySettingResponse = {
  foodpanda: Schema.Struct({ ...common, platform: Schema.Literal("foodpanda"), vendorCode: Schema.String }),
  grabfood: Schema.Struct({ ...common, platform: Schema.Literal("grabfood"), merchantID: Schema.String }),
  shopeefood: Schema.Struct({ ...common, platform: Schema.Literal("shopeefood"), storeID: Schema.String }),
} as const satisfies Record<DeliveryPlatform, Schema.Top>;
