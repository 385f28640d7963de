// @vitest-environment jsdom
import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OWNER_TOKEN } from "../../app/testing/fakeAuth";
import { cleanupApp, findText, renderApp } from "../../app/testing/renderApp";
import type { MenuSharingPort, MenuSharingView } from "../../ports/menuSharingPort";
import { PageLoading } from "../../shell/PageLoading";
import { menuRoutes } from "..";

const OWN: MenuSharingView = {
  _rev: 3, restaurantId: "r1", masterRestaurantId: "r1",
  restaurants: [{ id: "r1", name: "Bangsar", role: "MASTER", fixMasterMenuStock: false }],
  others: [{ id: "r2", name: "KLCC" }],
};

const mount = (port: MenuSharingPort) =>
  renderApp("/b/b1/restaurants/r1/menu/sharing", {
    storedToken: OWNER_TOKEN,
    routes: [{ path: "/", hydrateFallbackElement: <PageLoading />, children: menuRoutes }],
    business: { listMyBusinesses: async () => [] },
    menuSharing: port,
  });

describe("the menu sharing page", () => {
  afterEach(cleanupApp);

  it("sets who shares this menu and shows the server's refusal as it is", async () => {
    const set = vi.fn<MenuSharingPort["set"]>().mockRejectedValue(new Error("KLCC is the master menu of other restaurants"));
    mount({ read: async () => OWN, set, switchTo: vi.fn<MenuSharingPort["switchTo"]>() });
    expect(await findText("Uses its own menu.")).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByLabelText("KLCC")));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    expect(set).toHaveBeenCalledWith("r1", ["r2"], 3);
    expect(await findText("KLCC is the master menu of other restaurants")).toBeTruthy();
  });
});
