// The member-facing pages (issue 19): a voucher's share or claim link `/v/{voucherId}` and the
// member store `/{membership url or business id}` (spec 1 §9, spec 2 §2). Open to everyone, no
// back-office session; each page and its layout are lazy chunks, so the back office's first load
// does not carry them. `/:storeKey` is one segment: every back-office address is either a named
// segment (react-router ranks it first: /businesses, /lab, /create-business) or deeper (/auth/*,
// /b/*), and membership URLs are at least six characters and never a reserved word
// (domain/shared/reservedUrlWords.ts).
import type { RouteObject } from "react-router";
import type { RouteHandle } from "../app/routeHandle";

export const VOUCHER_PAGE_PATH = "/v/:voucherId";
export const voucherPagePath = (voucherId: string): string => `/v/${encodeURIComponent(voucherId)}`;
export const storePagePath = (storeKey: string): string => `/${encodeURIComponent(storeKey)}`;

export const customerRoutes: RouteObject = {
  lazy: async () => ({ Component: (await import("./CustomerLayout")).CustomerLayout }),
  children: [
    {
      path: VOUCHER_PAGE_PATH,
      handle: { name: "customer-voucher" } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import("./VoucherPage")).VoucherPage }),
    },
    {
      path: "/:storeKey",
      handle: { name: "customer-store" } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import("./MemberStorePage")).MemberStorePage }),
    },
  ],
};
