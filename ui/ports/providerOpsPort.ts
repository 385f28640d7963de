// The provider's own records in the admin section (issue 18): licence orders, delivery companies
// and the provider settings, as types only. Rows are the domain's response Schemas' types.
// Decision where the spec is silent: lists are asked by 0-based page number, as the admin port's.
import type { ExpiringLicence, LicenceOrder } from "../../domain/provider/licenceOrderView";
import type { LicenceOrderInput } from "../../domain/provider/licenceOrder";

export type { ExpiringLicence, LicenceOrder, LicenceOrderInput };

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
}
