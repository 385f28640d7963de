// The UI's provider operations port over HTTP (client rooted at /api/v2): the licence orders,
// delivery companies and provider settings routes of adapters/server/admin. Answers are decoded
// with the domain's response Schemas.
import { Schema } from "effect";
import type { LicenceOrderInput } from "../../domain/provider/licenceOrder";
import { ExpiringLicencePage, LicenceOrder, LicenceOrderPage } from "../../domain/provider/licenceOrderView";
import type { DeliveryCompanyInput } from "../../domain/provider/deliveryCompany";
import { DeliveryCompanies, DeliveryCompany } from "../../domain/provider/deliveryCompanyView";
import type { CountryDelivery } from "../../domain/provider/providerSettings";
import { ProviderSettings, SmsTestResult } from "../../domain/provider/providerSettingsView";
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
  listDeliveryCompanies: async () => Schema.decodeUnknownSync(DeliveryCompanies)(await client.request<unknown>("GET", "/admin/delivery-companies")),
  createDeliveryCompany: async (company: DeliveryCompanyInput) =>
    Schema.decodeUnknownSync(DeliveryCompany)(await client.request<unknown>("POST", "/admin/delivery-companies", company)),
  updateDeliveryCompany: async ({ id, rev, ...company }: DeliveryCompanyInput & { readonly id: string; readonly rev: number }) =>
    Schema.decodeUnknownSync(DeliveryCompany)(await client.request<unknown>("PUT", `/admin/delivery-companies/${encodeURIComponent(id)}`, { ...company, _rev: rev })),
  providerSettings: async () => Schema.decodeUnknownSync(ProviderSettings)(await client.request<unknown>("GET", "/admin/settings")),
  saveDeliverySetting: async ({ countries, rev }: { readonly countries: ReadonlyArray<CountryDelivery>; readonly rev: number }) =>
    Schema.decodeUnknownSync(ProviderSettings)(await client.request<unknown>("PUT", "/admin/settings/delivery", { countries, _rev: rev })),
  saveSmsSetting: async ({ sender, rev }: { readonly sender: string; readonly rev: number }) =>
    Schema.decodeUnknownSync(ProviderSettings)(await client.request<unknown>("PUT", "/admin/settings/sms", { sender, _rev: rev })),
  sendTestSms: async (phoneNumber: string) =>
    Schema.decodeUnknownSync(SmsTestResult)(await client.request<unknown>("POST", "/admin/settings/sms/test-send", { phoneNumber })),
});
