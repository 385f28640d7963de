// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ADMIN_TOKEN } from "../../app/testing/fakeAuth";
import { cleanupApp, findText, renderApp } from "../../app/testing/renderApp";
import type { AdminPort, ProviderRestaurant } from "../../ports/adminPort";
import { PageLoading } from "../../shell/PageLoading";
import { adminRoutes } from "..";

const ROWS: ReadonlyArray<ProviderRestaurant> = [
  { id: "r1", businessId: "b1", businessName: "Kopi Kita", name: "Kopi Bangsar", country: "MY", licenceExpiresAt: "2020-01-31T16:00:00Z", features: ["kds", "stock"], tagIds: ["t1"] },
  { id: "r2", businessId: "b2", businessName: "Teh Tarik Co", name: "Teh Orchard", country: "SG", licenceExpiresAt: null, features: [], tagIds: [] },
];

const mount = (listRestaurants: AdminPort["listRestaurants"]) =>
  renderApp("/restaurants", {
    storedToken: ADMIN_TOKEN,
    routes: [{ path: "/", hydrateFallbackElement: <PageLoading />, children: adminRoutes }],
    admin: { listRestaurants, listTags: async () => [{ id: "t1", name: "Flagship", restaurantIds: ["r1"], restaurantCount: 1, _rev: 1 }] },
    business: { listMyBusinesses: async () => [] },
  });

describe("the provider restaurant list page", () => {
  afterEach(cleanupApp);

  it("shows each restaurant with its business, country, licence expiry and features", async () => {
    const listRestaurants = vi.fn<AdminPort["listRestaurants"]>(async () => ({ resources: ROWS, totalResources: 2 }));
    mount(listRestaurants);
    expect(await findText("Kopi Bangsar")).toBeTruthy();
    expect(screen.getByText("Teh Tarik Co")).toBeTruthy();
    expect(screen.getByText("Singapore")).toBeTruthy();
    expect(screen.getByText("1 Feb 2020")).toBeTruthy();
    expect(screen.getByText("Expired")).toBeTruthy();
    expect(screen.getByText("No expiry")).toBeTruthy();
    expect(screen.getByText("kds, stock")).toBeTruthy();
    expect(await findText("Flagship")).toBeTruthy();
    expect(listRestaurants).toHaveBeenCalledWith({ search: "", page: 0, businessId: null, country: null, tagId: null });
  });

  it("says 'No data' when nothing matches, and a failure in a red toast", async () => {
    mount(async () => Promise.reject(new Error("You are not allowed to do this")));
    expect(await findText("You are not allowed to do this")).toBeTruthy();
    await waitFor(() => expect(screen.getByText("No data")).toBeTruthy());
  });
});
