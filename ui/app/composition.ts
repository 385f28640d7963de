// The composition root: the one place real adapters are wired into the UI's ports. Tests build
// their own Ports (in-process fakes) and hand them to PortsProvider instead.
// The session's token store (localStorage) is also the API client's source of bearer tokens, so
// every call carries the token of the current session (see ui/session/startSession.ts).
import { lazyFirebaseSignIn } from "../../adapters/firebase/lazyFirebaseSignIn";
import { createHttpAdmin } from "../../adapters/http/adminApi";
import { createHttpAgents } from "../../adapters/http/agentsApi";
import { createHttpDealerLeads } from "../../adapters/http/dealerLeadsApi";
import type { AgentsPort } from "../ports/agentsPort";
import type { DealerLeadsPort } from "../ports/dealerLeadsPort";
import { createHttpOrders } from "../../adapters/http/ordersApi";
import type { OrdersPort } from "../ports/ordersPort";
import { createApiClient } from "../../adapters/http/apiClient";
import { createHttpAuth } from "../../adapters/http/authApi";
import { createHttpBusiness } from "../../adapters/http/businessApi";
import { createHttpDelivery } from "../../adapters/http/deliveryApi";
import { createHttpApi } from "../../adapters/http/httpApi";
import { createLiveClient } from "../../adapters/http/liveClient";
import { createHttpLoyalty } from "../../adapters/http/loyaltyApi";
import { createHttpMarketing } from "../../adapters/http/marketingApi";
import { createHttpMenuHistory } from "../../adapters/http/menuHistoryApi";
import { createHttpMenuImport } from "../../adapters/http/menuImportApi";
import { createHttpProviderOps } from "../../adapters/http/providerOpsApi";
import type { ProviderOpsPort } from "../ports/providerOpsPort";
import { createHttpProviderTeam } from "../../adapters/http/providerTeamApi";
import type { ProviderTeamPort } from "../ports/providerTeamPort";
import type { MenuHistoryPort } from "../ports/menuHistoryPort";
import type { MenuImportPort } from "../ports/menuImportPort";
import { createHttpMenu } from "../../adapters/http/menuApi";
import { statelyInspector } from "../../adapters/inspect/statelyInspector";
import { ADMIN_PAGE_SIZE } from "../admin/pageSize";
import { MENU_HISTORY_PAGE_SIZE } from "../menu/history/pageSize";
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

export const tokenStore = browserTokenStore(window.localStorage);
const v2 = createApiClient({ baseUrl: "/api/v2", getToken: () => tokenStore.read() ?? undefined });

export const ports: Ports = {
  api: createHttpApi(createApiClient({ baseUrl: "/api" })),
  auth: createHttpAuth(v2, undefined, lazyFirebaseSignIn(import.meta.env.VITE_FIREBASE_CONFIG)) satisfies AuthPort,
  business: createHttpBusiness<TeamMember, FoundUser, Grant, Receipts>(v2, BUSINESS_PAGE_SIZE) satisfies BusinessPort,
  marketing: createHttpMarketing<PermissionRecord, ClaimCapacity, MarketingOverview, MarketingSettingState, DryRunResult>(v2) satisfies MarketingPort,
  loyalty: createHttpLoyalty<LoyaltyProgramme, ProgrammeSummary>(v2) satisfies LoyaltyPort,
  menu: createHttpMenu(v2) satisfies MenuPort,
  admin: createHttpAdmin(v2, ADMIN_PAGE_SIZE) satisfies AdminPort,
  agents: createHttpAgents(v2, ADMIN_PAGE_SIZE) satisfies AgentsPort,
  dealerLeads: createHttpDealerLeads(v2, ADMIN_PAGE_SIZE) satisfies DealerLeadsPort,
  delivery: createHttpDelivery(v2) satisfies DeliveryPort,
  inspector: statelyInspector satisfies InspectorPort,
  menuImport: createHttpMenuImport(v2, "/api/v2", () => tokenStore.read() ?? undefined) satisfies MenuImportPort,
  menuHistory: createHttpMenuHistory(v2, MENU_HISTORY_PAGE_SIZE) satisfies MenuHistoryPort,
  providerOps: createHttpProviderOps(v2, ADMIN_PAGE_SIZE) satisfies ProviderOpsPort,
  providerTeam: createHttpProviderTeam(v2, ADMIN_PAGE_SIZE) satisfies ProviderTeamPort,
  orders: createHttpOrders(v2, ADMIN_PAGE_SIZE) satisfies OrdersPort,
  live: createLiveClient<LiveNewOrder>(() => tokenStore.read() ?? undefined) satisfies LivePort,
  // A dynamic import: the customer pages' client is a chunk of its own, not the back office's.
  customer: async (): Promise<CustomerPort> =>
    (await import("../../adapters/http/customerApi")).createHttpCustomer<PublicVoucher, PublicStore, MemberOwnView>("/api/v2"),
};
