// Test support: vouchers as the server answers them, and the route table that mounts the
// marketing pages (with the route index, without the area's setting gate). Never used by the app.
import type { RouteObject } from "react-router";
import type { PermissionRecord } from "../../../domain/auth/permissions";
import type { VoucherDoc } from "../../../domain/marketing/voucherResponse";
import type { Voucher } from "../../ports/marketingPort";
import { PageLoading } from "../../shell/PageLoading";
import { createElement } from "react";
import { marketingChildRoutes } from "..";
import { RootFrame } from "../../app/RootFrame";
import { indexRoutes } from "../../app/routeIndex";

export const BUSINESS_ID = "b1";

const DOC: VoucherDoc = {
  type: "SIMPLE_CLAIM",
  name: "Free kopi",
  description: "",
  effect: { target: "BILL", adjustment: { type: "byPercentage", amount: { amount: 1000, precision: 4 } }, options: {} },
  validity: 29,
  validSince: null,
  multipleUse: null,
  targetRestaurant: [],
  timePeriod: { start: "00:00", end: "23:59" },
  verticalImage: "v1",
  horizontalImage: "v2",
  hideInApp: false,
  enableTransfer: false,
  maxClaimsPerUser: 0,
  options: { simpleClaim: { maxClaim: 10, start: null, end: null }, afterSales: null },
  disable: false,
  codeGenerator: {},
};

export const voucherOf = (id: string, change: Partial<Voucher> = {}): Voucher => ({
  ...DOC,
  id,
  businessId: BUSINESS_ID,
  currentClaim: 0,
  currentRedeem: 0,
  timeZone: "Asia/Kuala_Lumpur",
  createdAt: "2026-01-05T08:00:00.000Z",
  validFor: DOC.validity + 1,
  status: "dynamic",
  statusColour: "teal",
  publicClaimLink: `/v/${id}`,
  _rev: 1,
  ...change,
});

export const retentionOf = (id: string, change: Partial<Voucher> = {}): Voucher =>
  voucherOf(id, {
    type: "AFTER_SALES",
    options: { simpleClaim: null, afterSales: { minPurchase: { amount: 2000, precision: 2 }, maxPurchase: null, productCondition: null } },
    ...change,
  });

export const ownerRecord = (userId: string): PermissionRecord => ({ level: 1, userId, businessId: BUSINESS_ID, owner: true, grants: [] });

const pages: RouteObject[] = [
  { path: "b/:businessId", element: createElement("p", null, "Business overview page") },
  { path: "b/:businessId/marketing", children: marketingChildRoutes },
];

export const marketingTestRoutes: RouteObject[] = [
  {
    path: "/",
    element: createElement(RootFrame, { routeIndex: indexRoutes(pages) }),
    hydrateFallbackElement: createElement(PageLoading),
    children: pages,
  },
];
