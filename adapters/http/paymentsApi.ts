// The UI's payments port over HTTP (client rooted at /api/v2): the /admin/payments routes
// (adapters/server/admin/paymentRoutes.ts). Answers are decoded strictly with the domain's
// response Schemas (domain/payments/paymentView.ts): a field the server adds or drops fails here.
import { Schema } from "effect";
import { PayoutAccountPage, PayoutAccountRow, SettlementPage, TransactionPage } from "../../domain/payments/paymentView";
import type { ApiClient } from "./apiClient";

const BASE = "/admin/payments";
const STRICT = { onExcessProperty: "error" } as const;

type Query = { readonly page: number; readonly pageSize?: number };

export const createHttpPayments = (client: ApiClient, defaultPageSize: number) => {
  const search = ({ page, pageSize = defaultPageSize, ...filters }: Query): string =>
    new URLSearchParams([
      ["skip", String(page * pageSize)], ["limit", String(pageSize)],
      ...Object.entries(filters as Readonly<Record<string, unknown>>).flatMap(([key, value]) => (value === null || value === undefined || value === "" ? [] : [[key, String(value)]])),
    ]).toString();
  const get = async <S extends Schema.Top>(schema: S, path: string, query: Query): Promise<S["Type"]> =>
    Schema.decodeUnknownSync(schema as never)(await client.request<unknown>("GET", `${BASE}/${path}?${search(query)}`), STRICT) as S["Type"];
  return {
    transactions: (query: Query): Promise<TransactionPage> => get(TransactionPage, "transactions", query),
    settlements: (query: Query): Promise<SettlementPage> => get(SettlementPage, "settlements", query),
    payoutAccounts: (query: Query): Promise<PayoutAccountPage> => get(PayoutAccountPage, "payout-accounts", query),
    reviewPayoutAccount: async (account: { readonly restaurantId: string; readonly _rev: number }, status: "APPROVED" | "NEW") =>
      Schema.decodeUnknownSync(PayoutAccountRow)(
        await client.request<unknown>("PUT", `${BASE}/payout-accounts/${encodeURIComponent(account.restaurantId)}`, { status, _rev: account._rev }),
        STRICT,
      ),
  };
};
