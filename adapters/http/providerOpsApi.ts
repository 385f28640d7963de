// The UI's provider operations port over HTTP (client rooted at /api/v2): the licence orders,
// delivery companies and provider settings routes of adapters/server/admin. Answers are decoded
// with the domain's response Schemas.
import { Schema } from "effect";
import type { LicenceOrderInput } from "../../domain/provider/licenceOrder";
import { ExpiringLicencePage, LicenceOrder, LicenceOrderPage } from "../../domain/provider/licenceOrderView";
import type { ApiClient } from "./apiClient";

const query = (params: Record<string, string | number | null>): string =>
  new URLSearchParams(Object.entries(params).flatMap(([key, value]) => (value === null ? [] : [[key, String(value)]]))).toString();

const pageOf = <T>(answer: { readonly resources: ReadonlyArray<T>; readonly pagination: { readonly totalResources: number } }) => ({
  resources: answer.resources,
  totalResources: answer.pagination.totalResources,
});

export const createHttpProviderOps = (client: ApiClient, pageSize: number) => ({
  listLicenceOrders: async ({ page, restaurantId, businessId }: { readonly page: number; readonly restaurantId: string | null; readonly businessId: string | null }) => {
    const params = { skip: page * pageSize, limit: pageSize, restaurant: restaurantId, business: businessId };
    return pageOf(Schema.decodeUnknownSync(LicenceOrderPage)(await client.request<unknown>("GET", `/admin/license-orders?${query(params)}`)));
  },
  placeLicenceOrder: async (order: LicenceOrderInput) =>
    Schema.decodeUnknownSync(LicenceOrder)(await client.request<unknown>("POST", "/admin/license-orders", order)),
  listExpiringLicences: async (page: number) => {
    const params = { skip: page * pageSize, limit: pageSize };
    return pageOf(Schema.decodeUnknownSync(ExpiringLicencePage)(await client.request<unknown>("GET", `/admin/license-orders/expiring?${query(params)}`)));
  },
});
