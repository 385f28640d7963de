// Test support: the whole app (providers, session, route table) in a memory router, with fake
// ports and an optional stored token, in a window as wide or as narrow as the test asks.
// Never used by the app.
import type { ProviderOpsPort } from "../../ports/providerOpsPort";
import type { CustomerPort } from "../../ports/customerPort";
import { fakeCustomer } from "../../customer/testing/fakeCustomer";
import { cleanup, render, screen } from "@testing-library/react";
import { RouterProvider, createMemoryRouter, type RouteObject } from "react-router";
import { fakeBusiness } from "../../business/testing/fakeBusiness";
import { fakeAdmin } from "../../admin/testing/fakeAdmin";
import { fakeMenu } from "../../menu/testing/fakeMenu";
import type { MenuPort } from "../../ports/menuPort";
import type { MenuSharingPort } from "../../ports/menuSharingPort";
import { fakeLoyalty } from "../../loyalty/testing/fakeLoyalty";
import { fakeMarketing } from "../../marketing/testing/fakeMarketing";
import type { AuthPort } from "../../ports/authPort";
import type { BusinessPort } from "../../ports/businessPort";
import type { LivePort } from "../../ports/livePort";
import type { AdminPort } from "../../ports/adminPort";
import type { LoyaltyPort } from "../../ports/loyaltyPort";
import type { MarketingPort } from "../../ports/marketingPort";
import type { ApiPort } from "../../ports/ports";
import type { ReportPort } from "../../ports/reportPort";
import type { UtilPort } from "../../ports/utilPort";
import { startSession, type SessionActor } from "../../session/startSession";
import { memoryTokenStore } from "../../session/tokenStore";
import { AppProviders } from "../AppProviders";
import { routes } from "../routes";
import { fakeAuth } from "./fakeAuth";

export interface RenderAppOptions {
  readonly auth?: Partial<AuthPort>;
  readonly business?: Partial<BusinessPort>;
  readonly marketing?: Partial<MarketingPort>;
  readonly loyalty?: Partial<LoyaltyPort>;
  readonly admin?: Partial<AdminPort>;
  readonly menu?: Partial<MenuPort>;
  readonly menuSharing?: MenuSharingPort;
  readonly api?: ApiPort;
  readonly live?: LivePort;
  /** The provider's licence orders, delivery companies and settings (issue 18); absent, those pages cannot load. */
  readonly providerOps?: ProviderOpsPort;
  /** The report section's port (issue 18); absent, the report page cannot load. */
  readonly report?: ReportPort;
  /** The Util page's port (issue 18); absent, the page cannot load. */
  readonly util?: UtilPort;
  /** The member-facing pages' port; absent, those pages have none (as in an app without it). */
  readonly customer?: Partial<CustomerPort>;
  readonly storedToken?: string;
  readonly width?: number;
  /** A route table of the test's own instead of the app's. */
  readonly routes?: RouteObject[];
}

const online: ApiPort = { health: async () => ({ status: "ok" }) };

/** jsdom has no layout: answer `max-width` media queries from the asked window width. */
const setWindowWidth = (width: number) => {
  window.matchMedia = (query: string) => {
    const limit = /max-width:\s*([\d.]+)px/.exec(query)?.[1];
    return {
      matches: limit !== undefined && width <= Number(limit),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
  };
};

const running: SessionActor[] = [];

/** Unmounts what `renderApp` mounted and stops its sessions (and their refresh timers). */
export const cleanupApp = () => {
  cleanup();
  for (const session of running.splice(0)) session.stop();
};

export const renderApp = (path: string, options: RenderAppOptions = {}) => {
  setWindowWidth(options.width ?? 1280);
  const tokens = memoryTokenStore(options.storedToken ?? null);
  const ports = { api: options.api ?? online, auth: fakeAuth(options.auth), business: fakeBusiness(options.business), marketing: fakeMarketing(options.marketing), loyalty: fakeLoyalty(options.loyalty), admin: fakeAdmin(options.admin), menu: fakeMenu(options.menu), ...(options.live === undefined ? {} : { live: options.live }), ...(options.menuSharing === undefined ? {} : { menuSharing: options.menuSharing }), ...(options.providerOps === undefined ? {} : { providerOps: options.providerOps }), ...(options.report === undefined ? {} : { report: options.report }), ...(options.util === undefined ? {} : { util: options.util }), ...(options.customer === undefined ? {} : { customer: async () => fakeCustomer(options.customer) }) };
  const session = startSession(ports.auth, tokens);
  running.push(session);
  const router = createMemoryRouter(options.routes ?? routes, { initialEntries: [path] });
  render(
    <AppProviders ports={ports} session={session}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, session, tokens, ports };
};

/** Lazy route chunks load on first use; a busy machine needs more than the default second. */
export const findText = (text: string | RegExp) => screen.findByText(text, {}, { timeout: 10_000 });
