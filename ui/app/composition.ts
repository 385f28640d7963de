// The composition root: the one place real adapters are wired into the UI's ports. Tests build
// their own Ports (in-process fakes) and hand them to PortsProvider instead.
// The session's token store (localStorage) is also the API client's source of bearer tokens, so
// every call carries the token of the current session (see ui/session/startSession.ts).
// Every port whose methods all answer Promises is a lazyPort: its HTTP adapter (and the response
// Schemas and domain rules it decodes with) loads on the first call, so the sign-in page does not
// download the whole back office's clients (issue 14, initial JS). Auth and the live channel have
// synchronous members and stay eager.
// Social sign-in's config is decoded with a Schema (lazyFirebaseSignIn.ts), loaded with a dynamic
// import() only when the build sets VITE_FIREBASE_CONFIG: the login page must know before its first
// frame whether to show the buttons, and a build without it keeps effect's Schema off the first
// load (issue 14).
import type { AgentsPort } from "../ports/agentsPort";
import type { DealerLeadsPort } from "../ports/dealerLeadsPort";
import type { OrdersPort } from "../ports/ordersPort";
import type { GrabCampaignsPort } from "../ports/grabCampaignsPort";
import type { MenuMigrationPort } from "../ports/menuMigrationPort";
import type { MenuSharingPort } from "../ports/menuSharingPort";
import type { RestaurantOrdersPort } from "../ports/restaurantOrdersPort";
import type { PaymentsPort } from "../ports/paymentsPort";
import { createApiClient } from "../../adapters/http/apiClient";
import { createHttpAuth } from "../../adapters/http/authApi";
import { createHttpApi } from "../../adapters/http/httpApi";
import { createLiveClient } from "../../adapters/http/liveClient";
import type { ProviderOpsPort } from "../ports/providerOpsPort";
import type { ProviderTeamPort } from "../ports/providerTeamPort";
import type { ReportPort } from "../ports/reportPort";
import type { UtilPort } from "../ports/utilPort";
import type { MenuHistoryPort } from "../ports/menuHistoryPort";
import type { MenuImportPort } from "../ports/menuImportPort";
import { statelyInspector } from "../../adapters/inspect/statelyInspector";
import { lazyPort } from "./lazyPort";
import { ADMIN_PAGE_SIZE } from "../admin/pageSize";
import { MENU_HISTORY_PAGE_SIZE } from "../menu/history/pageSize";
import { RESTAURANT_ORDERS_PAGE_SIZE } from "../business/restaurants/orders/pageSize";
import type { AdminPort } from "../ports/adminPort";
import type { AuthPort } from "../ports/authPort";
import type { DeliveryPort } from "../ports/deliveryPort";
import type { CustomerPort, MemberOwnView, PublicStore, PublicVoucher } from "../ports/customerPort";
import type { LiveNewOrder, LivePort } from "../ports/livePort";
import type { InspectorPort } from "../ports/inspectorPort";
import { BUSINESS_PAGE_SIZE } from "../business/list/pageSize";
import type { Business, BusinessPort, FoundUser, Receipts, Restaurant, TeamMember } from "../ports/businessPort";
import type { Grant } from "../../domain/business/team";
import type { ClaimCapacity, DryRunResult, MarketingOverview, MarketingPort, MarketingSettingState, VoucherClaim } from "../ports/marketingPort";
import type { MenuPort } from "../ports/menuPort";
import type { LoyaltyPort, LoyaltyProgramme, ProgrammeSummary } from "../ports/loyaltyPort";
import type { PermissionRecord } from "../../domain/auth/permissions";
import type { Ports } from "../ports/ports";
import { browserTokenStore } from "../session/tokenStore";

const firebaseConfig = import.meta.env.VITE_FIREBASE_CONFIG;
const socialIdToken =
  firebaseConfig === undefined || firebaseConfig.trim() === ""
    ? null
    : (await import("../../adapters/firebase/lazyFirebaseSignIn")).lazyFirebaseSignIn(firebaseConfig);

export const tokenStore = browserTokenStore(window.localStorage);
const v2 = createApiClient({ baseUrl: "/api/v2", getToken: () => tokenStore.read() ?? undefined });

export const ports: Ports = {
  api: createHttpApi(createApiClient({ baseUrl: "/api" })),
  auth: createHttpAuth(v2, undefined, socialIdToken) satisfies AuthPort,
  business: lazyPort<BusinessPort>(async () =>
    (await import("../../adapters/http/businessApi")).createHttpBusiness<TeamMember, FoundUser, Grant, Receipts>(v2, BUSINESS_PAGE_SIZE),
  ),
  marketing: lazyPort<MarketingPort>(async () =>
    (await import("../../adapters/http/marketingApi")).createHttpMarketing<PermissionRecord, ClaimCapacity, MarketingOverview, MarketingSettingState, DryRunResult>(v2),
  ),
  loyalty: lazyPort<LoyaltyPort>(async () => (await import("../../adapters/http/loyaltyApi")).createHttpLoyalty<LoyaltyProgramme, ProgrammeSummary>(v2)),
  menu: lazyPort<MenuPort>(async () => (await import("../../adapters/http/menuApi")).createHttpMenu(v2)),
  admin: lazyPort<AdminPort>(async () => (await import("../../adapters/http/adminApi")).createHttpAdmin(v2, ADMIN_PAGE_SIZE)),
  agents: lazyPort<AgentsPort>(async () => (await import("../../adapters/http/agentsApi")).createHttpAgents(v2, ADMIN_PAGE_SIZE)),
  dealerLeads: lazyPort<DealerLeadsPort>(async () => (await import("../../adapters/http/dealerLeadsApi")).createHttpDealerLeads(v2, ADMIN_PAGE_SIZE)),
  delivery: lazyPort<DeliveryPort>(async () => (await import("../../adapters/http/deliveryApi")).createHttpDelivery(v2)),
  inspector: statelyInspector satisfies InspectorPort,
  menuImport: lazyPort<MenuImportPort>(async () =>
    (await import("../../adapters/http/menuImportApi")).createHttpMenuImport(v2, "/api/v2", () => tokenStore.read() ?? undefined),
  ),
  menuHistory: lazyPort<MenuHistoryPort>(async () => (await import("../../adapters/http/menuHistoryApi")).createHttpMenuHistory(v2, MENU_HISTORY_PAGE_SIZE)),
  providerOps: lazyPort<ProviderOpsPort>(async () => (await import("../../adapters/http/providerOpsApi")).createHttpProviderOps(v2, ADMIN_PAGE_SIZE)),
  providerTeam: lazyPort<ProviderTeamPort>(async () => (await import("../../adapters/http/providerTeamApi")).createHttpProviderTeam(v2, ADMIN_PAGE_SIZE)),
  report: lazyPort<ReportPort>(async () => (await import("../../adapters/http/reportApi")).createHttpReport(v2)),
  util: lazyPort<UtilPort>(async () => (await import("../../adapters/http/utilApi")).createHttpUtil(v2)),
  orders: lazyPort<OrdersPort>(async () => (await import("../../adapters/http/ordersApi")).createHttpOrders(v2, ADMIN_PAGE_SIZE)),
  menuSharing: lazyPort<MenuSharingPort>(async () => (await import("../../adapters/http/menuSharingApi")).createHttpMenuSharing(v2)),
  menuMigration: lazyPort<MenuMigrationPort>(async () => (await import("../../adapters/http/menuMigrationApi")).createHttpMenuMigration(v2)),
  grabCampaigns: lazyPort<GrabCampaignsPort>(async () => (await import("../../adapters/http/grabCampaignsApi")).createHttpGrabCampaigns(v2)),
  restaurantOrders: lazyPort<RestaurantOrdersPort>(async () => (await import("../../adapters/http/restaurantOrdersApi")).createHttpRestaurantOrders(v2, RESTAURANT_ORDERS_PAGE_SIZE)),
  payments: lazyPort<PaymentsPort>(async () => (await import("../../adapters/http/paymentsApi")).createHttpPayments(v2, ADMIN_PAGE_SIZE)),
  live: createLiveClient<LiveNewOrder>(() => tokenStore.read() ?? undefined) satisfies LivePort,
  // A dynamic import: the customer pages' client is a chunk of its own, not the back office's.
  customer: async (): Promise<CustomerPort> =>
    (await import("../../adapters/http/customerApi")).createHttpCustomer<PublicVoucher, PublicStore, MemberOwnView>("/api/v2"),
};
