// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EMPTY_MODULES } from "../../../domain/menu/menuModel";
import { item } from "../../../domain/menu/menuTestItems";
import { OWNER_TOKEN } from "../../app/testing/fakeAuth";
import { cleanupApp, findText, renderApp } from "../../app/testing/renderApp";
import type { MenuDocument, MenuPort } from "../../ports/menuPort";
import { PageLoading } from "../../shell/PageLoading";
import { menuRoutes } from "..";

const EMPTY: MenuDocument = { id: "menu-r1", rev: 4, updatedAt: null, masterCatalogSetting: { inclusiveTaxes: false }, modules: EMPTY_MODULES };
const USED: MenuDocument = {
  ...EMPTY,
  modules: { ...EMPTY_MODULES, category: [item("category", { id: "c1", name: "Coffee" })], product: [item("product", { id: "p1", name: "Kopi Latte", category: "c1" })] },
};

const mount = (menu: Partial<MenuPort>) =>
  renderApp("/b/b1/restaurants/r1/menu/categories", {
    storedToken: OWNER_TOKEN,
    routes: [{ path: "/", hydrateFallbackElement: <PageLoading />, children: menuRoutes }],
    menu,
    business: { listMyBusinesses: async () => [] },
  });

describe("the categories page", () => {
  afterEach(cleanupApp);

  it("says 'No data' for an empty menu and refuses a category without a name", async () => {
    const changeMenu = vi.fn<MenuPort["changeMenu"]>();
    mount({ readMenu: async () => EMPTY, changeMenu });
    expect(await findText("No data")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "New category" }));
    fireEvent.click(await screen.findByRole("button", { name: "Save" }));
    expect(await findText("Name is required")).toBeTruthy();
    expect(changeMenu).not.toHaveBeenCalled();
  });

  it("explains a blocked delete with the products using the category, linked", async () => {
    mount({ readMenu: async () => USED });
    fireEvent.click(await screen.findByRole("button", { name: "Delete Coffee" }));
    expect(await findText("Cannot delete Coffee: used by products Kopi Latte")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Kopi Latte" }).getAttribute("href")).toBe("/b/b1/restaurants/r1/menu/products?search=Kopi%20Latte");
  });

  it("sends a new category on the document's revision", async () => {
    const changeMenu = vi.fn<MenuPort["changeMenu"]>(async () => USED);
    mount({ readMenu: async () => EMPTY, changeMenu });
    fireEvent.click(await screen.findByRole("button", { name: "New category" }));
    fireEvent.change(await screen.findByLabelText("Name"), { target: { value: "Coffee" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await findText("Action was successful")).toBeTruthy();
    expect(changeMenu).toHaveBeenCalledWith({ restaurantId: "r1", rev: 4, module: "category", operation: "create", data: { name: "Coffee", name2: "" } });
  });
});
