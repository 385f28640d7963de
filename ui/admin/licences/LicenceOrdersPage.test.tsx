// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ADMIN_TOKEN } from "../../app/testing/fakeAuth";
import { cleanupApp, findText, renderApp } from "../../app/testing/renderApp";
import type { ExpiringLicence, LicenceOrder, ProviderOpsPort } from "../../ports/providerOpsPort";
import { PageLoading } from "../../shell/PageLoading";
import { adminRoutes } from "..";

const ORDER: LicenceOrder = {
  id: "o1", restaurantId: "r1", restaurantName: "Kopi Bangsar", businessId: "b1", businessName: "Kopi Kita",
  terms: { license: { expiredAt: "2027-01-31T16:00:00.000Z", features: ["kds"] }, channel: "beta" },
  previous: { license: null, channel: "latest" },
  changes: [{ kind: "featuresAdded", features: ["kds"] }, { kind: "channel", from: "latest", to: "beta" }],
  orderedBy: { userId: "u1", name: "Aisyah Admin" }, orderedAt: "2026-11-26T02:05:00.000Z", timeZone: "Asia/Kuala_Lumpur",
};
const ENDED: ExpiringLicence = {
  restaurantId: "r2", restaurantName: "Teh Orchard", businessId: "b2", businessName: "Teh Tarik Co", country: "SG", timeZone: "Asia/Singapore",
  expiredAt: "2026-11-20T16:00:00.000Z", expiresOn: "2026-11-21", daysLeft: -5, ended: true, features: ["pickup"],
};

const ops = (overrides: Partial<ProviderOpsPort> = {}): ProviderOpsPort => ({
  listLicenceOrders: async () => ({ resources: [ORDER], totalResources: 1 }),
  placeLicenceOrder: async () => ORDER,
  listExpiringLicences: async () => ({ resources: [ENDED], totalResources: 1 }),
  listDeliveryCompanies: async () => [],
  createDeliveryCompany: async () => Promise.reject(new Error("unused")),
  updateDeliveryCompany: async () => Promise.reject(new Error("unused")),
  providerSettings: async () => Promise.reject(new Error("unused")),
  saveDeliverySetting: async () => Promise.reject(new Error("unused")),
  saveSmsSetting: async () => Promise.reject(new Error("unused")),
  sendTestSms: async () => Promise.reject(new Error("unused")),
  ...overrides,
});

const mount = (providerOps: ProviderOpsPort) =>
  renderApp("/license-orders", {
    storedToken: ADMIN_TOKEN,
    routes: [{ path: "/", hydrateFallbackElement: <PageLoading />, children: adminRoutes }],
    business: { listMyBusinesses: async () => [] },
    providerOps,
  });

describe("the licence orders page", () => {
  afterEach(cleanupApp);

  it("shows the order history with who, when and what changed, and ended licences flagged", async () => {
    const listLicenceOrders = vi.fn<ProviderOpsPort["listLicenceOrders"]>(async () => ({ resources: [ORDER], totalResources: 1 }));
    mount(ops({ listLicenceOrders }));
    expect(await findText("Aisyah Admin")).toBeTruthy();
    expect(screen.getByText("26 Nov 2026, 10:05")).toBeTruthy();
    expect(screen.getByText("Added Kitchen display (KDS)")).toBeTruthy();
    expect(screen.getByText("Channel Latest → Beta")).toBeTruthy();
    expect(screen.getByText("Ended 5 days ago")).toBeTruthy();
    expect(screen.getByText("21 Nov 2026")).toBeTruthy();
    await waitFor(() => expect(listLicenceOrders).toHaveBeenCalledWith({ page: 0, restaurantId: null, businessId: null }));
  });

  it("says 'No data' when nothing is ordered or expiring", async () => {
    mount(ops({ listLicenceOrders: async () => ({ resources: [], totalResources: 0 }), listExpiringLicences: async () => ({ resources: [], totalResources: 0 }) }));
    await waitFor(() => expect(screen.getAllByText("No data")).toHaveLength(2));
  });
});
