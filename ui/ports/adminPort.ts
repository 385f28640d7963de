// The provider admin section's port (issue 18, spec 1 §2 layout section "admin"): what its pages
// need from the outside world, as types only. Rows are the domain's response Schemas' types.
// Decision where the spec is silent: lists are asked by 0-based page number; the adapter turns it
// into the spec's skip/limit with the page size it is given (ui/admin/pageSize.ts).
import type { ProviderRestaurant } from "../../domain/business/providerRestaurant";
import type { CountryCode } from "../../domain/shared/country";

export type { ProviderRestaurant };

export interface ProviderRestaurantQuery {
  readonly search: string;
  /** 0-based. */
  readonly page: number;
  readonly businessId: string | null;
  readonly country: CountryCode | null;
}

export interface ProviderRestaurantPage {
  readonly resources: ReadonlyArray<ProviderRestaurant>;
  readonly totalResources: number;
}

export interface AdminPort {
  readonly listRestaurants: (query: ProviderRestaurantQuery) => Promise<ProviderRestaurantPage>;
}
