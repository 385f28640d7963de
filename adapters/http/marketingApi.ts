// The UI's marketing port over HTTP (client rooted at /api/v2), one method per voucher and promotion
// call of spec 3 §7 and the engine's dry run (POST /marketing/evaluate), under the business scope (`/businesses/{businessId}/…`). Whole-document writes carry
// `_rev` in the body; an update carries the `updateClaim` flag of spec 3 §4.
// Typed structurally like businessApi.ts: ui/app/composition.ts checks it against the port.
// Vouchers and promotions are decoded with their response Schemas (domain/marketing/
// voucherResponse.ts, promotionResponse.ts), strictly.
// Decisions where the contract is silent:
// - The voucher and promotion lists are read in one page of 1000 (the server's largest); the screen splits it
//   into its sections itself.
// - The claims table asks a page by skip/limit, newest claim first (sortBy createdAt, descending),
//   with the search text and the assignment type.
// - The user's permission record in a business is read at /my/businesses/{businessId}/permission
//   (null when they hold none there).
// - Ids in a path are URI-encoded.
// - The voucher, claim and promotion Schemas load with the first call that decodes with them,
//   beside its request, not with the client: every signed-in page reads the permission record
//   and the marketing setting through it, and the Schemas are four more modules on a phone's first
//   load (issue 14).
import type { ApiClient } from "./apiClient";

const voucherSchemas = () => import("../../domain/marketing/voucherResponse");
const claimSchemas = () => import("../../domain/marketing/claimResponse");
const promotionSchemas = () => import("../../domain/marketing/promotionResponse");

/** An answer decoded once both it and the Schemas it is decoded with have arrived. */
const decoded = async <M, T>(schemas: Promise<M>, answer: Promise<unknown>, decode: (module: M, body: unknown) => T): Promise<T> => {
  const [module, body] = await Promise.all([schemas, answer]);
  return decode(module, body);
};

type Paged<T> = { readonly resources: ReadonlyArray<T>; readonly pagination: { readonly totalResources: number } };
type ClaimQuery = { readonly page: number; readonly pageSize: number; readonly search: string; readonly type: string };
type Update = { readonly id: string; readonly rev: number; readonly change: object; readonly updateClaim: boolean };

export const VOUCHERS_PER_REQUEST = 1000;

const at = (id: string): string => encodeURIComponent(id);
const query = (params: Record<string, string | number | boolean>): string =>
  new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();
const vouchersOf = (businessId: string): string => `/businesses/${at(businessId)}/vouchers`;
const promotionsOf = (businessId: string): string => `/businesses/${at(businessId)}/promotions`;
type PromotionChange = { readonly id: string; readonly rev: number; readonly change: object };

/** The marketing port's calls; `P` is the permission record,
 *  `K` the capacity report of a batch, `O` the overview's figures, `S` the marketing setting,
 *  `D` the dry run's answer. */
export const createHttpMarketing = <P, K, O = unknown, S = unknown, D = unknown>(client: ApiClient) => ({
  permissionIn: (businessId: string) => client.request<P | null>("GET", `/my/businesses/${at(businessId)}/permission`),
  listVouchers: async (businessId: string) =>
    decoded(voucherSchemas(), client.request<unknown>("GET", `${vouchersOf(businessId)}?${query({ skip: 0, limit: VOUCHERS_PER_REQUEST })}`), (schemas, body) => schemas.decodeVoucherPage(body).resources),
  createVoucher: async (businessId: string, input: object) =>
    decoded(voucherSchemas(), client.request<unknown>("POST", vouchersOf(businessId), input), (schemas, body) => schemas.decodeVoucher(body)),
  updateVoucher: async (businessId: string, { id, rev, change, updateClaim }: Update) =>
    decoded(voucherSchemas(), client.request<unknown>("PUT", `${vouchersOf(businessId)}/${at(id)}`, { ...change, updateClaim, _rev: rev }), (schemas, body) => schemas.decodeVoucher(body)),
  deleteVoucher: async (businessId: string, id: string) => {
    await client.request<unknown>("DELETE", `${vouchersOf(businessId)}/${at(id)}`);
  },
  listClaims: async (businessId: string, voucherId: string, { page, pageSize, search, type }: ClaimQuery) => {
    const params = { skip: page * pageSize, limit: pageSize, sortBy: "createdAt", descending: true, search, type };
    const answer = await decoded(claimSchemas(), client.request<unknown>("GET", `${vouchersOf(businessId)}/${at(voucherId)}/claims?${query(params)}`), (schemas, body) => schemas.decodeClaimPage(body));
    return { resources: answer.resources, totalResources: answer.pagination.totalResources };
  },
  createClaims: (businessId: string, voucherId: string, request: object) =>
    client.request<{ readonly count: number }>("POST", `${vouchersOf(businessId)}/${at(voucherId)}/claims`, request),
  claimCapacity: (businessId: string, voucherId: string, capacityQuery: object) =>
    client.request<K>("POST", `${vouchersOf(businessId)}/${at(voucherId)}/claims/capacity`, capacityQuery),
  overviewSummary: (businessId: string) => client.request<O>("GET", `/businesses/${at(businessId)}/marketing/overview`),
  marketingSetting: (businessId: string) => client.request<S>("GET", `/marketing-v2/${at(businessId)}/setting`),
  migrateMarketing: (businessId: string) => client.request<S>("POST", `/marketing-v2/${at(businessId)}/migrate`),
  listPromotions: async (businessId: string) =>
    decoded(promotionSchemas(), client.request<unknown>("GET", `${promotionsOf(businessId)}?${query({ skip: 0, limit: VOUCHERS_PER_REQUEST })}`), (schemas, body) => schemas.decodePromotionPage(body).resources),
  createPromotion: async (businessId: string, input: object) =>
    decoded(promotionSchemas(), client.request<unknown>("POST", promotionsOf(businessId), input), (schemas, body) => schemas.decodePromotion(body)),
  updatePromotion: async (businessId: string, { id, rev, change }: PromotionChange) =>
    decoded(promotionSchemas(), client.request<unknown>("PUT", `${promotionsOf(businessId)}/${at(id)}`, { ...change, _rev: rev }), (schemas, body) => schemas.decodePromotion(body)),
  deletePromotion: async (businessId: string, id: string) => {
    await client.request<unknown>("DELETE", `${promotionsOf(businessId)}/${at(id)}`);
  },
  dryRun: (businessId: string, request: object) => client.request<D>("POST", `/businesses/${at(businessId)}/marketing/evaluate`, request),
});
