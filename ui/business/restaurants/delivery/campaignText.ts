// Owns: how the Grab campaigns card and dialog name a campaign's choices and sum it up in a line
// ('RM5 off · order', '10% off, at most RM8 · 2 items'), amounts in GrabFood's currency units.
import type { GrabCampaign } from "../../../../domain/delivery/grabCampaign";
import type { CampaignDraft } from "../../../../machines/delivery/campaignDraft";

export const CREATED_BY_LABELS: Readonly<Record<CampaignDraft["createdBy"], string>> = { Grab: "Grab", Merchant: "Merchant", Partner: "Partner (this back office)" };
export const EATER_LABELS: Readonly<Record<CampaignDraft["eaterType"], string>> = { all: "All eaters", new: "New eaters only" };
export const DISCOUNT_LABELS: Readonly<Record<CampaignDraft["discountType"], string>> = { net: "Amount off", percentage: "Percentage off", delivery: "Delivery fee off", freeItem: "Free item" };
export const SCOPE_LABELS: Readonly<Record<CampaignDraft["scopeType"], string>> = { order: "Whole order", items: "Items" };

const CURRENCY = "RM";

export const discountText = ({ discount }: GrabCampaign): string => {
  const scope = discount.scope.type === "order" ? "order" : `${discount.scope.objectIDs?.length ?? 0} item${discount.scope.objectIDs?.length === 1 ? "" : "s"}`;
  switch (discount.type) {
    case "net": return `${CURRENCY}${discount.value ?? 0} off · ${scope}`;
    case "percentage": return `${discount.value ?? 0}% off${discount.cap === undefined ? "" : `, at most ${CURRENCY}${discount.cap}`} · ${scope}`;
    case "delivery": return `${CURRENCY}${discount.value ?? 0} off delivery · ${scope}`;
    case "freeItem": return `Free item · ${scope}`;
    default: {
      const unknown: never = discount.type;
      return unknown;
    }
  }
};
