// A promotion as the API answers it (spec 3 §3 Promotion; ARCHITECTURE §2.7 response Schemas):
// one definition the server builds its answers with (adapters/server/marketing/promotionAccess.ts)
// and the UI's client decodes them with (adapters/http/marketingApi.ts), strictly, so a field one
// side adds without the other fails the API tests instead of reaching a screen.
// The row (promotions.projection.ts) flattens `target`, `priority` and `autoApply` from the effect
// for the list's filters; the answer carries them too, and the status derived on read.
import { Schema } from "effect";
import { PromotionDoc } from "./promotionInput";
import { PROMOTION_STATUSES } from "./promotionStatus";

const Instant = Schema.String;

/** A row of the `promotions` read model. */
export const PromotionRow = Schema.Struct({
  ...PromotionDoc.fields,
  id: Schema.String,
  businessId: Schema.String,
  target: Schema.String,
  priority: Schema.NullOr(Schema.Number),
  autoApply: Schema.Boolean,
  createdAt: Instant,
  updatedAt: Instant,
  _rev: Schema.Number,
});
export const decodePromotionRow = Schema.decodeUnknownSync(PromotionRow);

export const PromotionResponse = Schema.Struct({
  ...PromotionRow.fields,
  status: Schema.Literals(PROMOTION_STATUSES),
  statusColour: Schema.Literals(["orange", "teal", "red"]),
});
export type PromotionResponse = typeof PromotionResponse.Type;

export const PromotionPageResponse = Schema.Struct({
  resources: Schema.Array(PromotionResponse),
  pagination: Schema.Struct({ totalResources: Schema.Number }),
});

/** Exactly the Schema's fields: an extra one is an error, so both sides must name it. */
const strict = { onExcessProperty: "error" } as const;
export const decodePromotion = Schema.decodeUnknownSync(PromotionResponse, strict);
export const decodePromotionPage = Schema.decodeUnknownSync(PromotionPageResponse, strict);
