// @vitest-environment jsdom
// The new-order alert dialog in the app layout: an admin listens for the kept country, an alert
// opens 'New order' with the restaurant, Dismiss closes it; a business owner never listens.
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import type { RouteObject } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { SignedInOnly } from "../../app/guards";
import { RootFrame } from "../../app/RootFrame";
import { indexRoutes } from "../../app/routeIndex";
import { ADMIN_TOKEN, OWNER_TOKEN } from "../../app/testing/fakeAuth";
import { cleanupApp, findText, renderApp } from "../../app/testing/renderApp";
import type { LiveListeners, LiveNewOrder, LivePort } from "../../ports/livePort";
import { AppLayout } from "../AppLayout";

const pages: RouteObject[] = [
  { path: "/auth/login", element: <p>Login page</p> },
  { element: <SignedInOnly />, children: [{ element: <AppLayout />, children: [{ index: true, element: <p>Home page</p> }] }] },
];
const routes: RouteObject[] = [{ element: <RootFrame routeIndex={indexRoutes(pages)} />, children: pages }];
const profile = async () => ({ id: "u", name: "Ops", phoneNumber: "+60123456789", isAgent: false });

const fakeLive = () => {
  const listening: Array<{ country: string; listeners: LiveListeners }> = [];
  const live: LivePort = {
    listen: (country, listeners) => {
      const entry = { country, listeners };
      listening.push(entry);
      return () => listening.splice(listening.indexOf(entry), 1);
    },
  };
  return { live, listening };
};

const order: LiveNewOrder = {
  orderId: "o-1", restaurantId: "r-1", restaurantName: "Kopi Bangsar", businessId: "b-1",
  orderType: "PICKUP", country: "MY", placedAt: "2026-01-05T08:30:00Z",
};

describe("new-order alerts", () => {
  afterEach(cleanupApp);

  it("shows an admin each new order of the kept country until dismissed", async () => {
    const { live, listening } = fakeLive();
    renderApp("/", { routes, storedToken: ADMIN_TOKEN, auth: { currentUser: profile }, live });
    await findText("Home page");
    await waitFor(() => expect(listening).toHaveLength(1));
    expect(listening[0]?.country).toBe("MY");
    await act(async () => listening[0]?.listeners.onNewOrder(order));
    expect(await findText("Kopi Bangsar")).toBeTruthy();
    expect(screen.getByText("New order")).toBeTruthy();
    expect(screen.getByTestId("new-order-alerts").dataset.sounding).toBe("true");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Dismiss" })));
    await waitFor(() => expect(screen.queryByText("Kopi Bangsar")).toBeNull());
  });

  it("does not listen for a business owner", async () => {
    const { live, listening } = fakeLive();
    renderApp("/", { routes, storedToken: OWNER_TOKEN, auth: { currentUser: profile }, live });
    await findText("Home page");
    expect(listening).toHaveLength(0);
  });
});
