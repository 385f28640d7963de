// Test support: the marketing area's real routes (the member and transactions pages among them)
// in the app's providers with fake ports, signed in as an owner, without the stand-ins of
// renderLoyalty.tsx. Also a member as the server answers it. Never used by the app.
import type { RouteObject } from "react-router";
import { RootFrame } from "../../../app/RootFrame";
import { indexRoutes } from "../../../app/routeIndex";
import { OWNER_TOKEN } from "../../../app/testing/fakeAuth";
import { renderApp, type RenderAppOptions } from "../../../app/testing/renderApp";
import type { LoyaltyMember } from "../../../ports/loyaltyMembersPort";
import { PageLoading } from "../../../shell/PageLoading";
import { marketingRoute } from "../..";
import { OWNER_RECORD } from "../../testing/renderLoyalty";

const pages: RouteObject[] = [{ path: "/", hydrateFallbackElement: <PageLoading />, children: [marketingRoute] }];
const routes: RouteObject[] = [{ element: <RootFrame routeIndex={indexRoutes(pages)} />, children: pages }];

export const renderMemberPages = (path: string, options: Omit<RenderAppOptions, "routes"> = {}) =>
  renderApp(path, { storedToken: OWNER_TOKEN, ...options, marketing: { permissionIn: async () => OWNER_RECORD, ...options.marketing }, routes });

export const sampleMember = (index: number, overrides: Partial<LoyaltyMember> = {}): LoyaltyMember => ({
  id: `m${index}`,
  businessId: "b1",
  name: `Member ${String(index).padStart(5, "0")}`,
  phoneNumber: `+6012${String(1000000 + index)}`,
  cardNo: null,
  birthday: null,
  level: 0,
  experience: 0,
  tier: 0,
  balance: 0,
  balanceUnits: 0,
  joinedAt: "2026-01-05T02:00:00.000Z",
  titles: [],
  creditBalance: { normal: 0, free: [] },
  totalSpent: { amount: 0, precision: 2, currency: "MYR" },
  stat: { visitCount: 0, lastVisit: null, avgBillSize: 0, avgVisitFrequency: 0, products: [] },
  visitCount: 0,
  lastVisit: null,
  totalSpentAmount: 0,
  rewardsReceived: 0,
  user: { displayName: null, phoneNumber: null, prevPhoneNumbers: [], email: null, birthday: null, photoURL: null },
  _rev: 1,
  ...overrides,
});
