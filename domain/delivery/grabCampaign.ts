// A GrabFood discount campaign (spec 4 §3 "Grab-style discount campaign"; GrabFood's
// CreateCampaignRequest / campaign in adapters/delivery/grabfood/contract/grabfood-openapi.yaml):
// created by Grab, Merchant or Partner; eater type all or new; discount type net, percentage,
// delivery or freeItem; scope order or items (item ids picked from the menu).
// Decisions where the spec is silent (its other fields are "not shown"): the rest of the body is
// GrabFood's own (name, quotas, conditions.startTime/endTime/minBasketAmount, discount.value/cap),
// so what we accept is what the platform takes. Rules checked before calling out, with these
// messages: 'Campaign name is required'; 'End time must be after start time'; a percentage
// between 0 and 100 ('Percentage must be between 0 and 100'); a value for every type but
// freeItem ('Discount value is required'); items scope needs item ids ('Pick at least one item'),
// freeItem exactly one ('A free item campaign takes exactly one item'); new eaters only on an
// order-level campaign ('New eaters only apply to order campaigns', GrabFood's rule).
// Campaigns live on the platform: listing asks GrabFood, nothing is kept here.
import { Schema } from "effect";
import { boundedList, boundedText, boundedTrimmedText } from "../shared/inputBounds";

export const CampaignCreatedBy = Schema.Literals(["Grab", "Merchant", "Partner"]);
export const EaterType = Schema.Literals(["all", "new"]);
export const CampaignDiscountType = Schema.Literals(["net", "percentage", "delivery", "freeItem"]);
export const CampaignScopeType = Schema.Literals(["order", "items"]);

const Instant = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/, { message: "Invalid time" }));
const Amount = Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0, { message: "Amount must be 0 or more" }));
const Count = Schema.Int.check(Schema.isGreaterThanOrEqualTo(1, { message: "Quota must be at least 1" }));

export const CampaignInputFields = {
  merchantID: boundedText("Merchant ID", 64),
  name: boundedTrimmedText("Campaign name").check(Schema.isNonEmpty({ message: "Campaign name is required" })),
  quotas: Schema.optionalKey(Schema.Struct({ totalCount: Schema.optionalKey(Count), totalCountPerUser: Schema.optionalKey(Count) })),
  conditions: Schema.Struct({
    startTime: Instant,
    endTime: Instant,
    eaterType: EaterType,
    minBasketAmount: Schema.optionalKey(Amount),
  }),
  discount: Schema.Struct({
    type: CampaignDiscountType,
    value: Schema.optionalKey(Amount),
    cap: Schema.optionalKey(Amount),
    scope: Schema.Struct({ type: CampaignScopeType, objectIDs: Schema.optionalKey(boundedList(boundedText("Item id", 64), 20, "items")) }),
  }),
};

export const GrabCampaignInput = Schema.Struct(CampaignInputFields);
export type GrabCampaignInput = typeof GrabCampaignInput.Type;

export type GrabCampaign = GrabCampaignInput & { readonly id: string; readonly createdBy: typeof CampaignCreatedBy.Type };

const MAX_PERCENT = 100;

/** The first rule of GrabFood's a campaign breaks, or null. */
export const campaignProblem = ({ conditions, discount }: GrabCampaignInput): string | null => {
  if (Date.parse(conditions.endTime) <= Date.parse(conditions.startTime)) return "End time must be after start time";
  if (discount.type !== "freeItem" && discount.value === undefined) return "Discount value is required";
  if (discount.type === "percentage" && (discount.value ?? 0) > MAX_PERCENT) return "Percentage must be between 0 and 100";
  const items = discount.scope.objectIDs ?? [];
  if (discount.scope.type === "items" && items.length === 0) return "Pick at least one item";
  if (discount.type === "freeItem" && (discount.scope.type !== "items" || items.length !== 1)) return "A free item campaign takes exactly one item";
  if (conditions.eaterType === "new" && discount.scope.type !== "order") return "New eaters only apply to order campaigns";
  return null;
};

/** A campaign as GET answers it (the route encodes, the UI's client decodes): GrabFood's fields. */
export const GrabCampaignView = Schema.Struct({ id: Schema.String, createdBy: CampaignCreatedBy, ...CampaignInputFields });
export const GrabCampaignList = Schema.Array(GrabCampaignView);
