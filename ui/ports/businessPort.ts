// The business port: what the business and restaurant screens need from the outside world
// (spec 1 §2-§3, §7), as types only. Shapes are the domain's (domain/business), read back as the
// server answers them; every document carries the `_rev` it was read at, and every whole-document
// write sends it back (ARCHITECTURE §3: a moved document answers 409).
// Decisions where the spec is silent:
// - The business list is asked by page number (0-based); the adapter, given the table's page size
//   (ui/business/list/pageSize.ts), turns that into the spec's skip/limit.
// - The business edit form writes either the owner's profile or, for the provider (admin or
//   staff), the whole business with its menu version; the two are separate calls as in spec 1 §7.
import type { CompanyInput } from "../../domain/business/company";
import type { BusinessAdminInput, BusinessProfileInput, NewBusinessInput } from "../../domain/business/businessProfile";
import type { BusinessResponse } from "../../domain/business/businessResponse";
import type { RestaurantResponse } from "../../domain/business/restaurantResponse";
import type { PayoutAccount } from "../../domain/business/payoutAccount";
import type { RestaurantProfileInput } from "../../domain/business/restaurantProfile";
import type { RestaurantSettings, SettingGroup, SettingInput } from "../../domain/business/restaurantSettings";
import type { Grant } from "../../domain/business/team";
import type { Money } from "../../domain/shared/money";

/** A business as the server answers it (domain/business/businessResponse.ts, decoded by the client). */
export type Business = BusinessResponse;

export interface BusinessListQuery {
  readonly search: string;
  /** 0-based. */
  readonly page: number;
}

export interface BusinessListPage {
  readonly resources: ReadonlyArray<Business>;
  readonly totalResources: number;
}

/** A restaurant as the server answers it (domain/business/restaurantResponse.ts, decoded by the client). */
export type Restaurant = RestaurantResponse;

/** A person of a business's team (GET /businesses/{id}/team); the owner holds everything. */
export interface TeamMember {
  readonly userId: string;
  readonly name: string | null;
  readonly phoneNumber: string | null;
  readonly owner: boolean;
  readonly grants: ReadonlyArray<Grant>;
}

/** A registered user found by phone in a business (GET /user/b/{businessId}/phone/{phone}). */
export interface FoundUser {
  readonly id: string;
  readonly name: string;
  readonly phoneNumber: string;
  /** The user's permission record in that business, null when not in its team. */
  readonly permission: unknown;
}

/** A POS machine pairing code, shown once (POST /restaurants/{id}/otp). */
/** A bill the till recorded at a restaurant (GET /restaurants/{id}/receipt). */
export interface ReceiptBill {
  /** The till's own bill number. */
  readonly billId: string;
  readonly memberPhone: string | null;
  /** The business's member with that phone, null when none. */
  readonly memberName: string | null;
  readonly total: Money;
  /** `productName` is the product's name in the restaurant's menu, null when the menu has no such id. */
  readonly items: ReadonlyArray<{ readonly productId: string; readonly productName: string | null; readonly quantity: number; readonly price: Money }>;
  readonly closedAt: string;
  readonly refunded: boolean;
}

export interface Receipts {
  readonly bills: ReadonlyArray<ReceiptBill>;
  readonly totals: { readonly count: number; readonly refunded: number; readonly sales: ReadonlyArray<Money> };
}

export interface MachineOtp {
  readonly otp: string;
  readonly expiresAt: string | null;
}

/** A whole-document write: the change and the revision it was made on. */
export interface Revised<T> {
  readonly id: string;
  readonly rev: number;
  readonly change: T;
}

export type SettingsChange = { readonly [G in SettingGroup]: { readonly group: G; readonly body: SettingInput<G> } }[SettingGroup];

export interface BusinessPort {
  // Businesses
  readonly listBusinesses: (query: BusinessListQuery) => Promise<BusinessListPage>;
  /** Every business the user holds (GET /my/businesses), by name: the switcher's and home's list. */
  readonly listMyBusinesses: () => Promise<ReadonlyArray<Business>>;
  readonly getBusiness: (id: string) => Promise<Business>;
  readonly createBusiness: (input: NewBusinessInput) => Promise<Business>;
  readonly updateBusinessProfile: (write: Revised<BusinessProfileInput>) => Promise<Business>;
  readonly updateBusiness: (write: Revised<BusinessAdminInput>) => Promise<Business>;
  readonly updateCompany: (write: Revised<CompanyInput>) => Promise<Business>;
  readonly deleteBusiness: (id: string) => Promise<void>;
  // Restaurants
  readonly listRestaurants: (businessId: string) => Promise<ReadonlyArray<Restaurant>>;
  readonly createRestaurant: (businessId: string, profile: RestaurantProfileInput) => Promise<Restaurant>;
  readonly getRestaurant: (id: string) => Promise<Restaurant>;
  readonly updateRestaurantSettings: (write: Revised<SettingsChange>) => Promise<Restaurant>;
  readonly updatePayoutAccount: (write: Revised<PayoutAccount>) => Promise<Restaurant>;
  readonly deleteRestaurant: (id: string) => Promise<void>;
  // Machines and transactions
  readonly issueMachineOtp: (restaurantId: string) => Promise<MachineOtp>;
  readonly revokeMachines: (restaurantId: string) => Promise<Restaurant>;
  readonly clearTransactions: (restaurantId: string) => Promise<Restaurant>;
  /** The bills of the days `start`..`end` (YYYY-MM-DD, inclusive) in the business's time zone. */
  readonly listReceipts: (restaurantId: string, period: { readonly start: string; readonly end: string }) => Promise<Receipts>;
  // Team
  readonly listTeam: (businessId: string) => Promise<ReadonlyArray<TeamMember>>;
  readonly findUserByPhone: (businessId: string, phoneNumber: string) => Promise<FoundUser>;
  readonly inviteMember: (businessId: string, invite: { readonly phoneNumber: string; readonly grants: ReadonlyArray<Grant> }) => Promise<TeamMember>;
  readonly changeMemberGrants: (businessId: string, userId: string, grants: ReadonlyArray<Grant>) => Promise<TeamMember>;
  readonly removeMember: (businessId: string, userId: string) => Promise<void>;
}
