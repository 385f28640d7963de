// The provider's own records in the admin section (issue 18): licence orders, delivery companies
// and the provider settings, as types only. Rows are the domain's response Schemas' types.
// Decision where the spec is silent: lists are asked by 0-based page number, as the admin port's.
import type { ExpiringLicence, LicenceOrder } from "../../domain/provider/licenceOrderView";
import type { LicenceOrderInput } from "../../domain/provider/licenceOrder";
import type { DeliveryCompanyInput } from "../../domain/provider/deliveryCompany";
import type { DeliveryCompany } from "../../domain/provider/deliveryCompanyView";
import type { CountryDelivery } from "../../domain/provider/providerSettings";
import type { ProviderSettings, SmsTestResult } from "../../domain/provider/providerSettingsView";

export type { CountryDelivery, DeliveryCompany, DeliveryCompanyInput, ExpiringLicence, LicenceOrder, LicenceOrderInput, ProviderSettings, SmsTestResult };

export interface LicenceOrderQuery {
  /** 0-based. */
  readonly page: number;
  readonly restaurantId: string | null;
  readonly businessId: string | null;
}

export interface Paged<T> {
  readonly resources: ReadonlyArray<T>;
  readonly totalResources: number;
}

export interface ProviderOpsPort {
  readonly listLicenceOrders: (query: LicenceOrderQuery) => Promise<Paged<LicenceOrder>>;
  readonly placeLicenceOrder: (order: LicenceOrderInput) => Promise<LicenceOrder>;
  readonly listExpiringLicences: (page: number) => Promise<Paged<ExpiringLicence>>;
  readonly listDeliveryCompanies: () => Promise<ReadonlyArray<DeliveryCompany>>;
  readonly createDeliveryCompany: (company: DeliveryCompanyInput) => Promise<DeliveryCompany>;
  readonly updateDeliveryCompany: (company: DeliveryCompanyInput & { readonly id: string; readonly rev: number }) => Promise<DeliveryCompany>;
  readonly providerSettings: () => Promise<ProviderSettings>;
  readonly saveDeliverySetting: (setting: { readonly countries: ReadonlyArray<CountryDelivery>; readonly rev: number }) => Promise<ProviderSettings>;
  readonly saveSmsSetting: (setting: { readonly sender: string; readonly rev: number }) => Promise<ProviderSettings>;
  readonly sendTestSms: (phoneNumber: string) => Promise<SmsTestResult>;
}
