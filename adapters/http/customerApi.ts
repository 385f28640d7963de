// The client of the member-facing pages' API (issue 19; adapters/server/customer, the public
// claim): no back-office session; the customer token goes only to the call that reads the
// member's own view.
import { type ApiClient, createApiClient } from "./apiClient";

const inPath = encodeURIComponent;

export const createHttpCustomer = <Voucher, Store, OwnView>(baseUrl: string, fetchImpl?: typeof globalThis.fetch) => {
  const anonymous: ApiClient = createApiClient({ baseUrl, ...(fetchImpl === undefined ? {} : { fetch: fetchImpl }) });
  const withToken = (token: string): ApiClient =>
    createApiClient({ baseUrl, getToken: () => token, ...(fetchImpl === undefined ? {} : { fetch: fetchImpl }) });
  type Proof = { readonly phoneNumber: string; readonly verificationToken: string };
  type Customer = { readonly customerToken: string };
  return {
    voucher: (voucherId: string, code?: string) =>
      anonymous.request<Voucher>("GET", `/public/vouchers/${inPath(voucherId)}${code === undefined ? "" : `?code=${inPath(code)}`}`),
    store: (storeKey: string) => anonymous.request<Store>("GET", `/public/stores/${inPath(storeKey)}`),
    sendOtp: async (input: { target: string; purpose: string }) => {
      await anonymous.request<unknown>("POST", "/auth/otp/v2/send", input);
    },
    verifyOtp: (input: { target: string; otp: string; purpose: string }) =>
      anonymous.request<{ readonly verificationToken: string }>("POST", "/auth/otp/v2/verify", input),
    claim: (voucherId: string, input: Proof, code?: string) =>
      anonymous.request<Customer>("POST", `/public/vouchers/${inPath(voucherId)}/claim`, code === undefined ? input : { ...input, code }),
    openSession: (input: Proof) => anonymous.request<Customer>("POST", "/public/customer/session", input),
    me: (storeKey: string, customerToken: string) => withToken(customerToken).request<OwnView>("GET", `/public/stores/${inPath(storeKey)}/me`),
  };
};
