// The UI's business port over HTTP (client rooted at /api/v2), one method per call of spec 1 §7
// as adapters/server/business implements it. Whole-document writes carry `_rev` in the body.
// Typed structurally like httpApi.ts: ui/app/composition.ts checks it against the port. A
// business and a restaurant are decoded strictly with their response Schemas
// (domain/business/businessResponse.ts, restaurantResponse.ts).
// Decisions where the contract is silent:
// - The business list asks a page of `pageSize` rows (the table's, handed in by the composition
//   root) by skip/limit, sorted by name, with the search text.
// - A user's own businesses (the switcher's list) are read in one page of 1000, by name.
// - A business's restaurants are read in one page of 1000 (the server's largest): the screens
//   page them by 20 themselves, and a business with more outlets than that is not a case here.
// - Ids in a path are URI-encoded.
// - The restaurant Schemas (settings, delivery, payout, menu stock: ten modules) load with the
//   first restaurant call, beside its request, not with the client: the layout and the loyalty
//   pages read businesses only, and each module is one more request on a phone's first load
//   (issue 14).
import { decodeBusiness, decodeBusinessPage } from "../../domain/business/businessResponse";
import type { ApiClient } from "./apiClient";

const restaurantSchemas = () => import("../../domain/business/restaurantResponse");
type RestaurantSchemas = Awaited<ReturnType<typeof restaurantSchemas>>;

/** The answer to a restaurant call, decoded once both it and the restaurant Schemas have arrived. */
const restaurantAnswer = async <T>(answer: Promise<unknown>, decode: (schemas: RestaurantSchemas, body: unknown) => T): Promise<T> => {
  const [schemas, body] = await Promise.all([restaurantSchemas(), answer]);
  return decode(schemas, body);
};

export const RESTAURANTS_PER_REQUEST = 1000;
export const BUSINESSES_PER_REQUEST = 1000;

type Revised<T> = { readonly id: string; readonly rev: number; readonly change: T };
type SettingsWrite<G extends string, B> = Revised<{ readonly group: G; readonly body: B }>;

const at = (id: string): string => encodeURIComponent(id);
const query = (params: Record<string, string | number>): string => new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();
const withRev = <T extends object>({ rev, change }: Revised<T>) => ({ ...change, _rev: rev });

/** The business port's calls; `M` is a team member, `U` a user found by phone, `G` a grant and
 *  `Rc` a receipt report, as the server answers them. */
export const createHttpBusiness = <M = unknown, U = unknown, G = unknown, Rc = unknown>(client: ApiClient, pageSize: number) => ({
  listBusinesses: async ({ search, page }: { readonly search: string; readonly page: number }) => {
    const params = { skip: page * pageSize, limit: pageSize, sortBy: "name", search };
    const answer = decodeBusinessPage(await client.request<unknown>("GET", `/my/businesses-pagination?${query(params)}`));
    return { resources: answer.resources, totalResources: answer.pagination.totalResources };
  },
  listMyBusinesses: async () => {
    const params = { skip: 0, limit: BUSINESSES_PER_REQUEST, sortBy: "name" };
    return decodeBusinessPage(await client.request<unknown>("GET", `/my/businesses?${query(params)}`)).resources;
  },
  getBusiness: async (id: string) => decodeBusiness(await client.request<unknown>("GET", `/businesses/${at(id)}`)),
  createBusiness: async (input: object) => decodeBusiness(await client.request<unknown>("POST", "/businesses", input)),
  updateBusinessProfile: async (write: Revised<object>) =>
    decodeBusiness(await client.request<unknown>("PUT", `/businesses/${at(write.id)}/profile`, withRev(write))),
  updateBusiness: async (write: Revised<object>) => decodeBusiness(await client.request<unknown>("PUT", `/businesses/${at(write.id)}`, withRev(write))),
  updateCompany: async (write: Revised<object>) =>
    decodeBusiness(await client.request<unknown>("PUT", `/businesses/${at(write.id)}/company`, withRev(write))),
  deleteBusiness: async (id: string) => {
    await client.request<unknown>("DELETE", `/businesses/${at(id)}`);
  },
  listRestaurants: async (businessId: string) => {
    const params = { business: businessId, skip: 0, limit: RESTAURANTS_PER_REQUEST, sortBy: "name" };
    return restaurantAnswer(client.request<unknown>("GET", `/restaurants?${query(params)}`), (schemas, body) => schemas.decodeRestaurantPage(body).resources);
  },
  createRestaurant: async (businessId: string, profile: object) =>
    restaurantAnswer(client.request<unknown>("POST", "/restaurants", { businessId, profile }), (schemas, body) => schemas.decodeRestaurant(body)),
  getRestaurant: async (id: string) => restaurantAnswer(client.request<unknown>("GET", `/restaurants/${at(id)}`), (schemas, body) => schemas.decodeRestaurantDetail(body)),
  updateRestaurantSettings: async <G extends string>({ id, rev, change }: SettingsWrite<G, object>) =>
    restaurantAnswer(client.request<unknown>("PUT", `/restaurants/${at(id)}/${change.group}`, { ...change.body, _rev: rev }), (schemas, body) => schemas.decodeRestaurant(body)),
  updatePayoutAccount: async (write: Revised<object>) =>
    restaurantAnswer(client.request<unknown>("PUT", `/restaurants/${at(write.id)}/payout-account`, withRev(write)), (schemas, body) => schemas.decodeRestaurant(body)),
  deleteRestaurant: async (id: string) => {
    await client.request<unknown>("DELETE", `/restaurants/${at(id)}`);
  },
  issueMachineOtp: (restaurantId: string) =>
    client.request<{ readonly otp: string; readonly expiresAt: string | null }>("POST", `/restaurants/${at(restaurantId)}/otp`),
  revokeMachines: async (restaurantId: string) =>
    restaurantAnswer(client.request<unknown>("DELETE", `/restaurants/${at(restaurantId)}/machine`), (schemas, body) => schemas.decodeRestaurant(body)),
  clearTransactions: async (restaurantId: string) =>
    restaurantAnswer(client.request<unknown>("PUT", `/restaurants/${at(restaurantId)}/clear-transaction`, {}), (schemas, body) => schemas.decodeRestaurant(body)),
  listReceipts: (restaurantId: string, period: { readonly start: string; readonly end: string }) =>
    client.request<Rc>("GET", `/restaurants/${at(restaurantId)}/receipt?${query(period)}`),
  listTeam: (businessId: string) => client.request<ReadonlyArray<M>>("GET", `/businesses/${at(businessId)}/team`),
  findUserByPhone: (businessId: string, phoneNumber: string) =>
    client.request<U>("GET", `/user/b/${at(businessId)}/phone/${at(phoneNumber)}`),
  inviteMember: (businessId: string, invite: { readonly phoneNumber: string; readonly grants: ReadonlyArray<G> }) =>
    client.request<M>("POST", `/businesses/${at(businessId)}/team`, invite),
  changeMemberGrants: (businessId: string, userId: string, grants: ReadonlyArray<G>) =>
    client.request<M>("PUT", `/businesses/${at(businessId)}/team/${at(userId)}`, { grants }),
  removeMember: async (businessId: string, userId: string) => {
    await client.request<unknown>("DELETE", `/businesses/${at(businessId)}/team/${at(userId)}`);
  },
});
