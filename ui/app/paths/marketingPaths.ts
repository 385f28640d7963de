// Owns: the addresses of the marketing area (spec 3 §2: /b/{businessId}/marketing with children
// overview, promotion, voucher and feedback). Pages link through these builders.
export const MARKETING_SECTIONS = ["overview", "promotion", "voucher", "feedback"] as const;
export type MarketingSection = (typeof MARKETING_SECTIONS)[number];

export const marketingPath = (businessId: string, section: MarketingSection): string =>
  `/b/${encodeURIComponent(businessId)}/marketing/${section}`;
