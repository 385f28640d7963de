// The loyalty port's member and transaction calls over HTTP (client rooted at /api/v2), spread
// into createHttpLoyalty (loyaltyApi.ts). Member calls live under
// /businesses/{businessId}/membership/members (adapters/server/loyalty/memberRoutes.ts,
// memberCreditRoutes.ts); the reports are /businesses/{businessId}/transactions/{credit | store |
// online-store} (spec 2 §7 "Transactions (business client, v2)").
// Typed structurally (generic in what the server answers), like loyaltyApi.ts.
// Decisions where the contract is silent:
// - The client cannot abort a request in flight: a list read given an aborted signal is refused
//   before it is sent, and its answer is dropped when the signal aborted meanwhile.
// - A free-credit send without free credit leaves `freeCredit` out; a deduction's remark and a
//   send's remark are sent only when not empty.
import type { ApiClient } from "./apiClient";

type Paged<T> = { readonly resources: ReadonlyArray<T>; readonly pagination: { readonly totalResources: number } };

const at = (id: string): string => encodeURIComponent(id);
const members = (businessId: string, suffix = ""): string => `/businesses/${at(businessId)}/membership/members${suffix}`;
const queryOf = (params: Record<string, string | number | null>): string =>
  new URLSearchParams(Object.entries(params).flatMap(([key, value]) => (value === null || value === "" ? [] : [[key, String(value)]]))).toString();

const aborted = (): Error => new DOMException("The export was cancelled", "AbortError");

type Send = { readonly amount: number; readonly freeCredit: object | null; readonly remark: string };
type ListQuery = { readonly search: string; readonly limit: number; readonly skip: number };
type ReportQuery = { readonly from: string; readonly to: string; readonly restaurantId: string | null; readonly limit: number; readonly skip: number };

export const createHttpLoyaltyMembers = (client: ApiClient) => ({
  listMembers: async <M>(businessId: string, query: ListQuery, signal?: AbortSignal) => {
    if (signal?.aborted) throw aborted();
    const answer = await client.request<Paged<M>>("GET", `${members(businessId)}?${queryOf({ ...query })}`);
    if (signal?.aborted) throw aborted();
    return { resources: answer.resources, totalResources: answer.pagination.totalResources };
  },
  getMember: <M>(businessId: string, memberId: string) => client.request<M>("GET", members(businessId, `/${at(memberId)}`)),
  updateMember: <M>(businessId: string, memberId: string, edit: object) => client.request<M>("PUT", members(businessId, `/${at(memberId)}`), edit),
  updateMemberStat: <M>(businessId: string, memberId: string, edit: object) => client.request<M>("PUT", members(businessId, `/${at(memberId)}`), edit),
  sendCredit: <M>(businessId: string, memberId: string, { amount, freeCredit, remark }: Send) =>
    client.request<M>("POST", members(businessId, `/${at(memberId)}/free-credit`), {
      ...(amount > 0 ? { amount } : {}),
      ...(freeCredit === null ? {} : { freeCredit }),
      ...(remark.trim() === "" ? {} : { remark }),
    }),
  deductCredit: <M>(businessId: string, memberId: string, { amount, remark }: { readonly amount: number; readonly remark: string }) =>
    client.request<M>("POST", members(businessId, `/${at(memberId)}/deduct-credit`), { amount, ...(remark.trim() === "" ? {} : { remark }) }),
  listTransactions: async <R>(kind: string, businessId: string, query: ReportQuery) => {
    const answer = await client.request<Paged<R>>("GET", `/businesses/${at(businessId)}/transactions/${kind}?${queryOf({ ...query })}`);
    return { resources: answer.resources, totalResources: answer.pagination.totalResources };
  },
});
