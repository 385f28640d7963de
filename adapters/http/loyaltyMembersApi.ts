// The loyalty port's member and transaction calls over HTTP (client rooted at /api/v2), spread
// into createHttpLoyalty (loyaltyApi.ts). Member calls live under
// /businesses/{businessId}/membership/members (adapters/server/loyalty/memberRoutes.ts,
// memberCreditRoutes.ts); the reports are /businesses/{businessId}/transactions/{credit | store |
// online-store} (spec 2 §7 "Transactions (business client, v2)").
// Members are decoded with the response Schema the server encodes them with
// (domain/loyalty/member/memberResponse.ts); the reports stay typed structurally.
// Decisions where the contract is silent:
// - The client cannot abort a request in flight: a list read given an aborted signal is refused
//   before it is sent, and its answer is dropped when the signal aborted meanwhile.
// - A free-credit send without free credit leaves `freeCredit` out; a deduction's remark and a
//   send's remark are sent only when not empty.
import { decodeMember, decodeMemberPage } from "../../domain/loyalty/member/memberResponse";
import { type CreditTransactionResponse, decodeCreditTransactionPage } from "../../domain/loyalty/member/creditTransactionResponse";
import { type StoreTransactionResponse, decodeStoreTransactionPage } from "../../domain/loyalty/store/storeTransactionResponse";
import type { ApiClient } from "./apiClient";

/** Each transactions report's rows, and its page decoded strictly with their response Schema. */
type TransactionRows = { credit: CreditTransactionResponse; store: StoreTransactionResponse; "online-store": StoreTransactionResponse };
type TransactionPage<R> = { readonly resources: ReadonlyArray<R>; readonly pagination: { readonly totalResources: number } };
const TRANSACTION_PAGES: { readonly [K in keyof TransactionRows]: (answer: unknown) => TransactionPage<TransactionRows[K]> } = {
  credit: decodeCreditTransactionPage,
  store: decodeStoreTransactionPage,
  "online-store": decodeStoreTransactionPage,
};

const at = (id: string): string => encodeURIComponent(id);
const members = (businessId: string, suffix = ""): string => `/businesses/${at(businessId)}/membership/members${suffix}`;
const queryOf = (params: Record<string, string | number | null>): string =>
  new URLSearchParams(Object.entries(params).flatMap(([key, value]) => (value === null || value === "" ? [] : [[key, String(value)]]))).toString();

const aborted = (): Error => new DOMException("The export was cancelled", "AbortError");

type Send = { readonly amount: number; readonly freeCredit: object | null; readonly remark: string };
type ListQuery = { readonly search: string; readonly limit: number; readonly skip: number };
type ReportQuery = { readonly from: string; readonly to: string; readonly restaurantId: string | null; readonly limit: number; readonly skip: number };

export const createHttpLoyaltyMembers = (client: ApiClient) => ({
  listMembers: async (businessId: string, query: ListQuery, signal?: AbortSignal) => {
    if (signal?.aborted) throw aborted();
    const answer = decodeMemberPage(await client.request<unknown>("GET", `${members(businessId)}?${queryOf({ ...query })}`));
    if (signal?.aborted) throw aborted();
    return { resources: answer.resources, totalResources: answer.pagination.totalResources };
  },
  getMember: async (businessId: string, memberId: string) => decodeMember(await client.request<unknown>("GET", members(businessId, `/${at(memberId)}`))),
  updateMember: async (businessId: string, memberId: string, edit: object) =>
    decodeMember(await client.request<unknown>("PUT", members(businessId, `/${at(memberId)}`), edit)),
  updateMemberStat: async (businessId: string, memberId: string, edit: object) =>
    decodeMember(await client.request<unknown>("PUT", members(businessId, `/${at(memberId)}`), edit)),
  sendCredit: async (businessId: string, memberId: string, { amount, freeCredit, remark }: Send) =>
    decodeMember(await client.request<unknown>("POST", members(businessId, `/${at(memberId)}/free-credit`), {
      ...(amount > 0 ? { amount } : {}),
      ...(freeCredit === null ? {} : { freeCredit }),
      ...(remark.trim() === "" ? {} : { remark }),
    })),
  deductCredit: async (businessId: string, memberId: string, { amount, remark }: { readonly amount: number; readonly remark: string }) =>
    decodeMember(await client.request<unknown>("POST", members(businessId, `/${at(memberId)}/deduct-credit`), { amount, ...(remark.trim() === "" ? {} : { remark }) })),
  listTransactions: async <K extends keyof TransactionRows>(kind: K, businessId: string, query: ReportQuery) => {
    const answer = TRANSACTION_PAGES[kind](await client.request<unknown>("GET", `/businesses/${at(businessId)}/transactions/${kind}?${queryOf({ ...query })}`));
    return { resources: answer.resources, totalResources: answer.pagination.totalResources };
  },
});
