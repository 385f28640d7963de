// Owns: the addresses of the business screens (spec 1 §2 names create-business and
// business-overview; the marketing area lives under /b/{businessId}/marketing, so one business's
// pages live under /b/{businessId}). Pages link through these builders, so a path changes in one
// place. Decision where the spec is silent: the business list is /businesses.
export const BUSINESS_LIST_PATH = "/businesses";
export const CREATE_BUSINESS_PATH = "/create-business";

export const businessOverviewPath = (businessId: string): string => `/b/${encodeURIComponent(businessId)}`;
export const businessEditPath = (businessId: string): string => `${businessOverviewPath(businessId)}/edit`;
export const companyPath = (businessId: string): string => `${businessOverviewPath(businessId)}/company`;
