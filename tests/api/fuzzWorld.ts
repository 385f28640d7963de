// Test support for the fuzz suite (fuzz.test.ts): the routes the app registered (read from
// Fastify's own route tree, so a new route is fuzzed without editing this file), a world in which
// every path parameter names something real, and one valid body per write route. A route whose
// body is missing here is still fuzzed (path ids, non-object bodies, an empty object); the
// suite fails when a write route has no sample, so the table keeps up with the app.
import type { FastifyInstance } from "fastify";
import { login } from "../support/apiHarness";
import { type Client, type Harness, signUp, validCompany, validPayout, validSettingBodies } from "./businessHarness";
import { DELIVERY_PLATFORMS, STORE_FIELD } from "../../domain/delivery/deliveryPlatform";
import { billPromotion } from "./promotionHarness";
import { voucherBody } from "./voucherHarness";
import { receiveTestOrder } from "./orderHarness";
import { grabSubmittedOrder } from "../../adapters/delivery/grabfood/fake/grabfoodOrderSide";
import { foodpandaOrderPayload } from "../../adapters/delivery/foodpanda/fake/foodpandaOrders";

export type Method = "GET" | "POST" | "PUT" | "DELETE";

export interface Route {
  readonly method: Method;
  /** The registered path, e.g. /api/v2/businesses/:businessId. */
  readonly url: string;
  readonly params: ReadonlyArray<string>;
}

const LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([A-Z, ]+)\))?$/;
const FUZZED_METHODS: ReadonlySet<string> = new Set(["GET", "POST", "PUT", "DELETE"]);

/** Every route of the app, from `printRoutes` (one line per node, children indented by 4). */
export const registeredRoutes = (app: FastifyInstance): ReadonlyArray<Route> => {
  const stack: string[] = [];
  const routes: Route[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = LINE.exec(line);
    if (match === null) continue;
    const depth = (match[1] ?? "").length / 4;
    stack.length = depth;
    const url = (stack[depth - 1] ?? "") + (match[2] ?? "");
    stack.push(url);
    if (!url.startsWith("/api/")) continue;
    for (const method of (match[3] ?? "").split(", ")) {
      if (!FUZZED_METHODS.has(method)) continue;
      const params = [...url.matchAll(/:(\w+)/g)].map((m) => m[1] ?? "");
      routes.push({ method: method as Method, url, params });
    }
  }
  return routes;
};

export const routeKey = (route: Pick<Route, "method" | "url">): string => `${route.method} ${route.url}`;

export interface FuzzWorld {
  readonly admin: Client;
  /** The admin's bearer token, for requests the suite builds itself. */
  readonly token: string;
  /** A real value for every path parameter the app uses. */
  readonly params: Readonly<Record<string, string>>;
  /** A body each write route accepts, by `METHOD /api/v2/...:param`. */
  readonly bodies: Readonly<Record<string, unknown>>;
  /** Fields a route reads past on purpose (so any value is harmless there), by route. */
  readonly ignoredFields: Readonly<Record<string, ReadonlyArray<string>>>;
}

const MEMBER_PHONE = "+60135000001";
const BUNDLE = { name: "Top up 50", price: 50, credit: { normal: 50 } };
const money = (amount: number) => ({ amount, precision: 2, currency: "MYR" });

/** A provider admin who owns a business with a restaurant, programme, member, vouchers, promotion, team and agent. */
export const openFuzzWorld = async (harness: Harness): Promise<FuzzWorld> => {
  const admin = await signUp(harness, "+60123470001", "admin");
  const staff = await signUp(harness, "+60123470002");
  const agentUser = await signUp(harness, "+60123470003");
  // Whose provider role the fuzzed PUT /admin/provider-roles changes: nobody else's role moves.
  const roleUser = await signUp(harness, "+60123470004");
  const businessId = String((await admin.ok("POST", "/businesses", { name: "Fuzz Kopi", url: "fuzz-kopi" })).id);
  const restaurantId = String((await admin.ok("POST", "/restaurants", { businessId, profile: { name: "Fuzz KLCC" } })).id);
  const membership = `/businesses/${businessId}/membership`;
  await admin.ok("POST", membership, { creditOneToOne: true });
  const memberId = String((await admin.ok("POST", `${membership}/members`, { phoneNumber: MEMBER_PHONE, name: "Mei" })).id);
  const voucherId = String((await admin.ok("POST", `/businesses/${businessId}/vouchers`, voucherBody("SIMPLE_CLAIM"))).id);
  const rewardId = String((await admin.ok("POST", `${membership}/member-reward-voucher`, voucherBody("MEMBER_REWARD"))).id);
  const promotionId = String((await admin.ok("POST", `/businesses/${businessId}/promotions`, billPromotion("Fuzz deal"))).id);
  await admin.ok("POST", `/businesses/${businessId}/team`, { phoneNumber: staff.phoneNumber, grants: [{ action: "read", subject: "Promotion" }] });
  const agent = await admin.ok("POST", "/agents", { phoneNumber: agentUser.phoneNumber, name: "Fuzz Agent", code: "FUZZ01", kind: "RESELLER" });
  const titleId = String((await admin.ok("PUT", `${membership}/titles`, { titles: [{ name: "VIP", icon: "crown" }] })).titles[0].id);
  await admin.ok("PUT", `/businesses/${businessId}/company`, validCompany);
  await admin.ok("PUT", `${membership}/store`, { taxes: [{ systemCode: "MY_SST", taxCode: "SST", rate: 6, inclusive: false }] });
  const { store } = await admin.ok("PUT", `${membership}/store-bundle`, { categories: [{ name: "Top ups", bundles: [BUNDLE] }] });
  const bundleId = String(store.categories[0].bundles[0].id);
  const purchase = await admin.ok("POST", `${membership}/members/${memberId}/store-purchases`, { bundleId });
  const tagId = String((await admin.ok("POST", "/restaurant-tags", { name: "Fuzz tag" })).id);
  const leadId = String((await admin.ok("POST", "/admin/dealer-leads", { name: "Fuzz Lead", phoneNumber: staff.phoneNumber, businessName: "Fuzz Lead Kopi", source: "WEBSITE" })).id);
  const companyId = String((await admin.ok("POST", "/admin/delivery-companies", { name: "Fuzz company", providerType: "KOSMO", quoteStatus: "SHOW", countries: ["MY"] })).id);
  await admin.ok("PUT", `/delivery/grabfood/setting/${restaurantId}`, { _id: restaurantId, enabled: true, merchantID: "1-FUZZ-grabfood", clientId: "fuzz-client", clientSecret: "fuzz-secret-0001" });
  const orderId = await receiveTestOrder(harness.engine, { orderID: "100-FUZZ", merchantID: "1-FUZZ-grabfood" });

  const params = {
    businessId, restaurantId, memberId, voucherId, promotionId, userId: staff.userId, agentId: String(agent.id),
    purchaseId: String(purchase.purchase.id), phone: encodeURIComponent(MEMBER_PHONE), email: "fuzz@example.com", code: "FUZZ01",
    level: "1", id: staff.userId, name: "bill-receipts", tagId, companyId, phoneNumber: encodeURIComponent(roleUser.phoneNumber), leadId, orderId,
    key: `season-${businessId}-season`,
  };
  const m = "/api/v2/businesses/:businessId/membership";
  const r = "/api/v2/restaurants/:restaurantId";
  const v = "/api/v2/businesses/:businessId/vouchers/:voucherId";
  const bodies: Record<string, unknown> = {
    "POST /api/v2/dev/live/new-order": { restaurantId, orderType: "DELIVERY" },
    "POST /api/v2/auth/login": { phoneNumber: staff.phoneNumber, password: "secret-pass-1" },
    "POST /api/v2/auth/logout": undefined,
    "POST /api/v2/auth/token": { token: "not-a-token" },
    "POST /api/v2/auth/social-token": { token: "not-a-token" },
    "POST /api/v2/auth/stop-debug": undefined,
    "POST /api/v2/auth/otp/v2/send": { target: "+60123479999", purpose: "register" },
    "POST /api/v2/auth/otp/v2/verify": { target: "+60123479999", otp: "123456", purpose: "register" },
    "POST /api/v2/auth/register": { phoneNumber: "+60123479999", verificationToken: "not-a-token", name: "Ali", password: "secret-pass-1" },
    "POST /api/v2/auth/reset-password": { phoneNumber: staff.phoneNumber, verificationToken: "not-a-token", password: "secret-pass-2" },
    "POST /api/v2/auth/debug-user/:id": undefined,
    "POST /api/v2/agents": { phoneNumber: staff.phoneNumber, name: "Second Agent", code: "FUZZ02", kind: "DEALER" },
    "PUT /api/v2/agents/:agentId": { name: "Fuzz Agent", kind: "DEALER" },
    "POST /api/v2/marketing-v2/:businessId/migrate": undefined,
    "POST /api/v2/businesses": { name: "Another Kopi", thumbnail: null, menuVersion: "v3", url: "another-kopi" },
    "PUT /api/v2/businesses/:businessId": {
      name: "Fuzz Kopi", thumbnail: null, menuVersion: "v3", url: "fuzz-kopi", owner: admin.userId,
      quota: { restaurants: 10 }, pf_agent: { agentId: null, isReseller: false },
    },
    "PUT /api/v2/businesses/:businessId/profile": { name: "Fuzz Kopi", thumbnail: null, url: "fuzz-kopi" },
    "PUT /api/v2/businesses/:businessId/company": validCompany,
    "POST /api/v2/businesses/:businessId/promotions": billPromotion("Another deal", { targetRestaurant: [restaurantId], start: "2026-01-01", end: null, autoApply: true }),
    "PUT /api/v2/businesses/:businessId/promotions/:promotionId": billPromotion("Fuzz deal", { start: "2026-01-01", autoApply: false }),
    "POST /api/v2/businesses/:businessId/team": { phoneNumber: agentUser.phoneNumber, grants: [{ action: "manage", subject: "Voucher" }] },
    "PUT /api/v2/businesses/:businessId/team/:userId": { grants: [{ action: "read", subject: "Promotion" }] },
    [`POST ${m}`]: { name: "Kopi Club", baseTierName: "Bronze", baseExpToLevelUp: 100 },
    [`PUT ${m}`]: {
      name: "Kopi Club", url: "kopi-club", baseExpToLevelUp: 500, cashback: { percentage: 2.5, validFor: 30 },
      creditOneToOne: true, freeCreditAsDiscount: true, experiencePerSpent: 2, targetRestaurant: [restaurantId],
    },
    [`PUT ${m}/on-join-reward`]: { vouchers: [rewardId] },
    [`PUT ${m}/on-level-reward`]: { vouchers: [{ voucher: rewardId, minLevel: 2, weight: 3 }], noRewardWeight: 1, fixVouchers: [{ level: 1, voucher: rewardId }] },
    [`PUT ${m}/tier`]: { baseTierName: "Bronze", tiers: [{ name: "Silver", minLevel: 10, minExp: 0 }, { name: "Gold", minLevel: 20, minExp: 100 }] },
    [`PUT ${m}/titles`]: { titles: [{ id: titleId, name: "VIP", icon: "crown" }, { name: "Staff", icon: "star", internal: true }] },
    [`PUT ${m}/experience-range`]: { expRange: [{ minLevel: 10, expToLevelUp: 800 }, { minLevel: 0, expToLevelUp: 300 }] },
    [`PUT ${m}/level-cycle`]: { month: [3, 6], rules: [{ minLevel: 1, minExp: 0, levelExpression: "level - 1", expExpression: "exp - 10" }] },
    [`PUT ${m}/benefits`]: { benefits: [{ name: "10% off", description: "On drinks", minLevel: 5, options: { type: "basic", effect: { priority: 2, availableOnlineOrder: true } } }] },
    [`PUT ${m}/design`]: { type: "DEFAULT", image: null },
    [`PUT ${m}/design/image`]: undefined,
    [`POST ${m}/member-reward-voucher`]: voucherBody("MEMBER_REWARD", { name: "Free kopi" }),
    [`POST ${m}/members`]: { phoneNumber: "+60135000002", name: "Aina", birthday: "1990-05-01", cardNo: "C-0002" },
    [`PUT ${m}/members/:memberId`]: { level: 2, experience: 10, cardNo: "C-0001", titles: [{ id: titleId, days: 30 }] },
    [`POST ${m}/members/:memberId/free-credit`]: { amount: 5, freeCredit: { amount: 2, validity: 30, unit: "day" }, remark: "Welcome" },
    [`POST ${m}/members/:memberId/deduct-credit`]: { amount: 1, remark: "Lunch" },
    [`POST ${m}/members/:memberId/store-purchases`]: { bundleId, restaurantId },
    [`POST ${m}/members/:memberId/store-purchases/:purchaseId/revert`]: undefined,
    [`PUT ${m}/store`]: { taxes: [{ systemCode: "MY_SST", taxCode: "SST", rate: 6, inclusive: false }] },
    [`PUT ${m}/store-bundle`]: {
      categories: [{ name: "Top ups", bundles: [{
        ...BUNDLE, id: bundleId, credit: { normal: 50, free: [{ amount: 5, dayToExpire: 30 }] }, titles: [{ id: titleId, dayToExpire: 30 }],
        vouchers: [rewardId], conditions: [{ type: "topupCount", max: 1 }],
      }] }],
    },
    [`POST ${m}/send-reward`]: { rewardId, memberIds: [memberId] },
    [`POST ${m}/credit-expiry`]: undefined,
    [`PUT ${m}/assign-title`]: { memberIds: [memberId], titleId, days: 2 },
    "POST /api/v2/businesses/:businessId/marketing/evaluate": {
      bill: { restaurantId, lines: [{ productId: "kopi", quantity: 2, unitPrice: money(500) }] }, promotionIds: [promotionId], voucherIds: [voucherId],
    },
    "POST /api/v2/businesses/:businessId/vouchers": voucherBody("SIMPLE_CLAIM", { name: "Walk in", description: "For walk-ins", targetRestaurant: [restaurantId] }),
    [`PUT ${v}`]: { ...voucherBody("SIMPLE_CLAIM", { validFor: 10 }), updateClaim: false },
    [`PUT ${v}/send`]: { memberIds: [memberId] },
    [`POST ${v}/claims`]: { type: "bulk", count: 3, codeConfig: { charset: "uppercase", length: 8, prefix: "FZ", suffix: "X" } },
    [`POST ${v}/claims/capacity`]: { count: 7, codeConfig: { charset: "custom", customCharset: "ABC", length: 3, pattern: "##-#" } },
    "POST /api/v2/restaurants": { businessId, profile: { name: "Fuzz Bangsar", phoneNo: "+60123456700", location: { lat: 3.13, lng: 101.67 } } },
    "POST /api/v2/restaurants/near-by": { lat: 3.1579, lng: 101.7123, radiusKm: 10 },
    [`PUT ${r}/payout-account`]: validPayout,
    [`POST ${r}/pos-event`]: {
      type: "BILL_COMPLETED", billId: "B-1", memberPhone: MEMBER_PHONE, total: money(1250),
      items: [{ productId: "kopi", quantity: 2, price: money(500) }], closedAt: "2026-01-05T07:30:00.000Z",
    },
    [`PUT ${r}/clear-transaction`]: {},
    [`PUT ${r}/menu-v3`]: { module: "product", operation: "create", data: { name: "Fuzz Latte", price: { amount: 1200, precision: 2, currency: "MYR" }, orderFrom: "ALL" } },
    [`PUT ${r}/menu-v3/master-catalog-setting`]: { inclusiveTaxes: true },
    [`PUT ${r}/menu-v3/rollback`]: { at: "2026-01-05T08:00:00Z", _rev: 0, reason: "Fuzz rollback" },
    [`PUT ${r}/menu-v3/thumbnail`]: undefined,
    [`PUT ${r}/menu-v3/restaurants`]: { restaurantIds: [] },
    [`PUT ${r}/menu-v3/master`]: { masterRestaurantId: restaurantId },
    [`PUT ${r}/menu-v3/migrate`]: {
      categories: [{ _id: "fz-cat", name: "Fuzz cakes" }], addonGroups: [{ _id: "fz-grp", name: "Fuzz toppings", addons: [{ _id: "fz-a", name: "Cream" }] }],
      products: [{ _id: "fz-p", name: "Fuzz cake", price: { amount: 900, precision: 2, currency: "MYR" }, category: "fz-cat" }], dryRun: true,
    },
    [`POST ${r}/product`]: { name: "Fuzz Mocha", code: "FM1", price: { amount: 1300, precision: 2, currency: "MYR" }, orderFrom: "ALL", addonGroups: [] },
    [`PUT ${r}/product`]: { _id: "fz-p", name: "Fuzz cake 2", price: { amount: 950, precision: 2, currency: "MYR" } },
    [`DELETE ${r}/product`]: { _id: "fz-p" },
    [`PUT ${r}/product/update-addon-group`]: { _id: "fz-p", addonGroups: ["fz-grp"] },
    [`PUT ${r}/product/addon-group`]: { addonGroupId: "fz-grp", productIds: ["fz-p"] },
    [`POST ${r}/product-category`]: { name: "Fuzz pastries", name2: "Pastri" },
    [`PUT ${r}/product-category`]: { _id: "fz-cat", name: "Fuzz cakes 2" },
    [`DELETE ${r}/product-category`]: { _id: "fz-cat" },
    [`POST ${r}/addon-group`]: { name: "Fuzz sauces", min: 0, max: 2, type: "NORMAL", addons: [{ _id: "fz-s", name: "Chilli" }] },
    [`PUT ${r}/addon-group`]: { _id: "fz-grp", name: "Fuzz toppings 2", addons: [] },
    [`DELETE ${r}/addon-group`]: { _id: "fz-grp" },
    [`PUT ${r}/addon-group/merge`]: { _id: "fz-grp", sourceIds: [] },
    [`PUT ${r}/menu-v3/import`]: { fileName: "menu.csv", content: Buffer.from("Code,Name,Price\nFZ1,Fuzz Kopi,5.00").toString("base64"), dryRun: true },
    "PUT /api/v2/admin/provider-roles/:phoneNumber": { role: "staff" },
    "POST /api/v2/restaurant-tags": { name: "Mall outlet" },
    "POST /api/v2/admin/util/checks": { kind: "creditLedgers" },
    "POST /api/v2/admin/reactions/:name/rerun": {},
    "POST /api/v2/admin/reward-jobs/:key/run": {},
    "PUT /api/v2/restaurant-tags/:tagId": { name: "Fuzz tag renamed", _rev: 1 },
    "PUT /api/v2/restaurant-tags/:tagId/restaurants": { restaurantIds: [restaurantId] },
    "POST /api/v2/admin/dealer-leads": { name: "Lead Two", phoneNumber: "+60123470098", businessName: "Lead Two Cafe", source: "REFERRAL", note: "Fuzz note", agentId: String(agent.id) },
    "PUT /api/v2/admin/dealer-leads/:leadId": { name: "Fuzz Lead Edited", phoneNumber: "+60123470097", businessName: "Fuzz Lead Kopi", source: "EVENT" },
    "PUT /api/v2/admin/dealer-leads/:leadId/agent": { agentId: String(agent.id), _rev: 1 },
    "PUT /api/v2/admin/dealer-leads/:leadId/status": { status: "CONTACTED" },
    "POST /api/v2/admin/dealer-leads/:leadId/convert": { name: "Fuzz Lead Co", url: "fuzz-lead-co" },
    "POST /api/v2/admin/delivery-companies": { name: "Fuzz riders", providerType: "KOSMO", quoteStatus: "SHOW", countries: ["MY", "SG"] },
    "PUT /api/v2/admin/delivery-companies/:companyId": { name: "Fuzz couriers", providerType: "MANUAL", quoteStatus: "HIDDEN", countries: ["MY"] },
    "PUT /api/v2/admin/settings/delivery": { countries: [{ country: "MY", defaultCompanyId: null, baseFee: money(500), perKmFee: money(100) }] },
    "PUT /api/v2/admin/settings/sms": { sender: "FuzzKopi" },
    "POST /api/v2/admin/settings/sms/test-send": { phoneNumber: "+60123479998" },
    "PUT /api/v2/admin/payments/payout-accounts/:restaurantId": { status: "NEW" },
    "POST /api/v2/admin/license-orders": { restaurantId, expiresOn: "2026-12-31", features: ["kds", "pickup"], channel: "beta" },
    [`POST ${r}/otp`]: undefined,
    "POST /api/v2/permissions/levels/:level": undefined,
    "POST /api/v2/public/vouchers/:voucherId/claim": { phoneNumber: "+60135000003", verificationToken: "not-a-token" },
    "POST /api/v2/public/customer/session": { phoneNumber: "+60135000003", verificationToken: "not-a-token" },
  };
  for (const [group, body] of Object.entries(validSettingBodies)) bodies[`PUT ${r}/${group}`] = body;
  for (const platform of DELIVERY_PLATFORMS) {
    bodies[`PUT /api/v2/delivery/${platform}/setting/:restaurantId`] = { _id: restaurantId, enabled: true, [STORE_FIELD[platform]]: `1-FUZZ-${platform}`, clientId: "fuzz-client", clientSecret: "fuzz-secret-0001" };
    bodies[`PUT /api/v2/delivery/${platform}/store-status/:restaurantId`] = { isPause: true, duration: "30m" };
    bodies[`PUT /api/v2/delivery/${platform}/opening-hours/:restaurantId`] = undefined;
    bodies[`PUT /api/v2/delivery/${platform}/item-availability/:restaurantId`] = { itemIds: ["kopi"], available: false, for: "today" };
    bodies[`PUT /api/v2/delivery/${platform}/special-opening-hours/:restaurantId`] = undefined;
  }
  bodies["PUT /api/v2/delivery/special-hours/:restaurantId"] = {
    specialHours: [{ startDate: "2030-05-01", endDate: "2030-05-01", description: "Labour Day", openPeriodType: "Period", periods: [{ startTime: "10:00", endTime: "14:00" }] }],
  };
  const campaign = {
    merchantID: "1-FUZZ-grabfood", name: "Fuzz deal", quotas: { totalCount: 10 },
    conditions: { startTime: "2026-12-01T00:00:00Z", endTime: "2026-12-02T00:00:00Z", eaterType: "all", minBasketAmount: 10 },
    discount: { type: "percentage", value: 10, cap: 5, scope: { type: "items", objectIDs: ["kopi"] } },
  };
  bodies["POST /api/v2/delivery/grabfood/discount-campaign"] = campaign;
  bodies["PUT /api/v2/delivery/grabfood/discount-campaign"] = { ...campaign, id: "1-FUZZ-C1" };
  for (const platform of DELIVERY_PLATFORMS) bodies[`PUT /api/v2/delivery/${platform}/menu-sync/:restaurantId`] = undefined;
  // GrabFood's webhook: the fuzz caller bears a user's token, not GrabFood's, so every call is refused (401).
  bodies["POST /api/v2/delivery/grabfood/webhook/menu-sync-state"] = {
    requestID: "6b5e362a-caa1-4858-908b-dae145d317bc", merchantID: "1-FUZZ-grabfood", jobID: "36bb8bb8-4aef-4eca-bed9-fd5ae1e4dc11",
    updatedAt: "2026-01-05T07:30:00Z", status: "FAILED", errors: ["fuzz"],
  };
  // Orders: the answers (the fuzz world's GrabFood is unconfigured, so a reply fails and stays due)
  // and the platforms' order and order-state webhooks (refused: the caller bears a user's token).
  bodies["POST /api/v2/admin/orders/:orderId/accept"] = {};
  bodies["POST /api/v2/admin/orders/:orderId/decline"] = { reason: "Fuzz closed" };
  bodies[`POST ${r}/orders/:orderId/accept`] = {};
  bodies[`POST ${r}/orders/:orderId/decline`] = { reason: "Fuzz closed" };
  bodies["POST /api/v2/delivery/grabfood/webhook/order"] = grabSubmittedOrder({ orderID: "101-FUZZ", merchantID: "1-FUZZ-grabfood", items: [{ id: "kopi", quantity: 1, price: 450 }], orderTime: "2026-11-26T04:00:00Z" });
  bodies["POST /api/v2/delivery/foodpanda/webhook/order"] = foodpandaOrderPayload({ orderId: "fp-FUZZ", vendorCode: "1-FUZZ-foodpanda", items: [{ productId: "kopi", quantity: 1, unitPrice: 450 }], placedAt: "2026-11-26T04:00:00Z" });
  bodies["POST /api/v2/delivery/shopeefood/webhook/menu-sync-state"] = { requestId: "sp-req-1", storeId: "1-FUZZ-shopeefood", taskId: "sp-task-1", status: "ERROR", messages: ["fuzz"] };
  bodies["POST /api/v2/delivery/shopeefood/webhook/order"] = {
    orderId: "sp-FUZZ", orderSn: "SFFUZZ", storeId: "1-FUZZ-shopeefood", createTime: "2026-11-26T04:00:00Z", serviceType: "DELIVERY", paymentMethod: "COD", confirmType: "MANUAL",
    currency: { code: "MYR", exponent: 2 }, dishes: [{ dishId: "kopi", quantity: 1, unitPrice: 450 }], fees: { shipping: 0, discount: 0, tax: 0 },
  };
  bodies["POST /api/v2/delivery/grabfood/webhook/order-state"] = { merchantID: "1-FUZZ-grabfood", orderID: "100-FUZZ", state: "COLLECTED" };
  bodies["POST /api/v2/delivery/foodpanda/webhook/order-state"] = { orderId: "fp-FUZZ", vendorCode: "1-FUZZ-foodpanda", status: "PICKED_UP", reason: "fuzz" };
  bodies["POST /api/v2/delivery/shopeefood/webhook/order-state"] = { orderId: "sp-FUZZ", storeId: "1-FUZZ-shopeefood", status: "CANCELLED", reason: "fuzz" };
  // The member-reward route forces the type to MEMBER_REWARD whatever the body says.
  const ignoredFields = { [`POST ${m}/member-reward-voucher`]: ["type"] };
  return { admin, token: await login(harness.app, admin.phoneNumber), params, bodies, ignoredFields };
};
