// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EMPTY_MODULES } from "../../../domain/menu/menuModel";
import { item } from "../../../domain/menu/menuTestItems";
import { OWNER_TOKEN } from "../../app/testing/fakeAuth";
import { cleanupApp, findText, renderApp } from "../../app/testing/renderApp";
import type { MenuDocument, MenuPort } from "../../ports/menuPort";
import { PageLoading } from "../../shell/PageLoading";
import { menuRoutes } from "..";

const STORED = "/api/v2/files/restaurant/r1/menu/thumbnails/4f1c?v=0123456789abcdef";
const MENU: MenuDocument = {
  id: "menu-r1", rev: 7, updatedAt: null, masterCatalogSetting: { inclusiveTaxes: false },
  modules: { ...EMPTY_MODULES, product: [item("product", { id: "p1", name: "Kopi O" })] },
};

const mount = (menu: Partial<MenuPort>) =>
  renderApp("/b/b1/restaurants/r1/menu/products", {
    storedToken: OWNER_TOKEN,
    routes: [{ path: "/", hydrateFallbackElement: <PageLoading />, children: menuRoutes }],
    menu: { readMenu: async () => MENU, ...menu },
    business: { listMyBusinesses: async () => [] },
  });

const pick = (file: File) => act(async () => fireEvent.change(screen.getByTestId("thumbnail-input"), { target: { files: [file] } }));

describe("a product's thumbnail in its editor", () => {
  afterEach(cleanupApp);

  it("uploads the picked image, shows it, and saves its address with the product", async () => {
    const uploadThumbnail = vi.fn<MenuPort["uploadThumbnail"]>(async () => STORED);
    const changeMenu = vi.fn<MenuPort["changeMenu"]>(async () => MENU);
    mount({ uploadThumbnail, changeMenu });
    fireEvent.click(await screen.findByRole("button", { name: "Edit Kopi O" }, { timeout: 10_000 }));
    expect(await findText("No image")).toBeTruthy();
    const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "kopi.png", { type: "image/png" });
    await pick(image);
    expect(uploadThumbnail).toHaveBeenCalledWith("r1", { contentType: "image/png", bytes: image });
    expect((await screen.findByRole("img", { name: "Thumbnail of Kopi O" })).getAttribute("src")).toBe(STORED);
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(changeMenu).toHaveBeenCalledTimes(1));
    expect(changeMenu.mock.calls[0]?.[0]).toMatchObject({ restaurantId: "r1", rev: 7, module: "product", operation: "update", data: { id: "p1", thumbnail: STORED } });
  });

  it("shows the server's refusal under the button and keeps the product's image", async () => {
    mount({ uploadThumbnail: async () => Promise.reject(new Error("Invalid file")) });
    fireEvent.click(await screen.findByRole("button", { name: "Edit Kopi O" }, { timeout: 10_000 }));
    await pick(new File(["GIF89a"], "kopi.gif", { type: "image/gif" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Invalid file");
    expect(screen.getByText("No image")).toBeTruthy();
  });
});
