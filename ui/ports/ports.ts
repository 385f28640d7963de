// The UI's ports: everything a view needs from the outside world, as types only. The
// composition root (ui/app/composition.ts) supplies real adapters; tests supply fakes.
import type { AdminPort } from "./adminPort";
import type { AgentsPort } from "./agentsPort";
import type { DealerLeadsPort } from "./dealerLeadsPort";
import type { OrdersPort } from "./ordersPort";
import type { GrabCampaignsPort } from "./grabCampaignsPort";
import type { MenuMigrationPort } from "./menuMigrationPort";
import type { MenuSharingPort } from "./menuSharingPort";
import type { RestaurantOrdersPort } from "./restaurantOrdersPort";
import type { PaymentsPort } from "./paymentsPort";
import type { AuthPort } from "./authPort";
import type { BusinessPort } from "./businessPort";
import type { CustomerPort } from "./customerPort";
import type { DeliveryPort } from "./deliveryPort";
import type { InspectorPort } from "./inspectorPort";
import type { LivePort } from "./livePort";
import type { LoyaltyPort } from "./loyaltyPort";
import type { MarketingPort } from "./marketingPort";
import type { MenuHistoryPort } from "./menuHistoryPort";
import type { MenuImportPort } from "./menuImportPort";
import type { MenuPort } from "./menuPort";
import type { ProviderOpsPort } from "./providerOpsPort";
import type { ProviderTeamPort } from "./providerTeamPort";
import type { ReportPort } from "./reportPort";
import type { UtilPort } from "./utilPort";

/** What the API says about itself (GET /api/health). */
export interface ServiceHealth {
  readonly status: string;
}

export interface ApiPort {
  readonly health: () => Promise<ServiceHealth>;
}

export interface Ports {
  readonly api: ApiPort;
  readonly auth: AuthPort;
  readonly business: BusinessPort;
  readonly marketing: MarketingPort;
  readonly loyalty: LoyaltyPort;
  /** The menu manager (issue 16). */
  readonly menu: MenuPort;
  /** The provider admin section (issue 18). */
  readonly admin: AdminPort;
  /** The Agent list page (issue 18); absent, the page says it cannot load. */
  readonly agents?: AgentsPort;
  /** The Dealer leads page (issue 18); absent, the page says it cannot load. */
  readonly dealerLeads?: DealerLeadsPort;
  /** A restaurant's delivery platforms (issue 17); absent, the Delivery page says it cannot load. */
  readonly delivery?: DeliveryPort;
  /** The Machine Lab's bridge to an external inspector; absent, the Lab offers no bridge. */
  readonly inspector?: InspectorPort;
  /** New-order alerts for admin and staff (spec 1 §6); absent, the layout listens to nothing. */
  readonly live?: LivePort;
  /** The member-facing pages' API, loaded with their chunk; absent, those pages cannot load data. */
  readonly customer?: () => Promise<CustomerPort>;
  /** The menu import and history pages' API; absent, those pages say they cannot load. */
  readonly menuImport?: MenuImportPort;
  readonly menuHistory?: MenuHistoryPort;
  /** Licence orders, delivery companies and provider settings (issue 18); absent, those pages cannot load. */
  readonly providerOps?: ProviderOpsPort;
  /** The Provider team page (issue 18); absent, the page says it cannot load. */
  readonly providerTeam?: ProviderTeamPort;
  /** The report section (issue 18); absent, the report page says it cannot load. */
  readonly report?: ReportPort;
  /** The Util page's data checks (issue 18); absent, the page says it cannot load. */
  readonly util?: UtilPort;
  /** The admin's Orders page (issues 17, 18); absent, the page says it cannot load. */
  readonly orders?: OrdersPort;
  /** The menu's sharing and legacy migration pages (issue 16); absent, those pages cannot load. */
  readonly menuSharing?: MenuSharingPort;
  readonly menuMigration?: MenuMigrationPort;
  /** The Grab discount campaigns of the Delivery page (issue 17); absent, the card cannot load. */
  readonly grabCampaigns?: GrabCampaignsPort;
  /** A restaurant's own Orders page (issue 17); absent, the page cannot load. */
  readonly restaurantOrders?: RestaurantOrdersPort;
  /** The admin's Payments page (issue 18); absent, the page says it cannot load. */
  readonly payments?: PaymentsPort;
}
