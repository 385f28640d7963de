// @vitest-environment jsdom
import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EMPTY_MODULES } from "../../../domain/menu/menuModel";
import { OWNER_TOKEN } from "../../app/testing/fakeAuth";
import { cleanupApp, findText, renderApp } from "../../app/testing/renderApp";
import type { MenuDocument, MenuPort } from "../../ports/menuPort";
import { PageLoading } from "../../shell/PageLoading";
import { menuRoutes } from "..";

const EMPTY: MenuDocument = { id: "menu-r1", rev: 2, updatedAt: null, masterCatalogSetting: { inclusiveTaxes: false }, modules: EMPTY_MODULES };

const mount = (menu: Partial<MenuPort>) =>
  renderApp("/b/b1/restaurants/r1/menu/products", {
    storedToken: OWNER_TOKEN,
    routes: [{ path: "/", hydrateFallbackElement: <PageLoading />, children: menuRoutes }],
    menu: { readMenu: async () => EMPTY, readPosVersion: async () => ({ version: null, reportedAt: null }), ...menu },
    business: { listMyBusinesses: async () => [] },
  });

const click = (name: string) => act(async () => fireEvent.click(screen.getByRole("button", { name })));

describe("the product editor's steps", () => {
  afterEach(cleanupApp);

  it("shows one step at a time, and a refused Save opens the step with the message", async () => {
    const changeMenu = vi.fn<MenuPort["changeMenu"]>();
    mount({ changeMenu });
    fireEvent.click(await screen.findByRole("button", { name: "New product" }, { timeout: 10_000 }));
    expect(await screen.findByLabelText("Name")).toBeTruthy();
    expect(screen.queryByText("Inventory bindings")).toBeNull();
    await click("Next");
    await click("Next");
    await click("Next");
    expect(screen.getByText("Inventory bindings")).toBeTruthy();
    expect(screen.queryByLabelText("Name")).toBeNull();
    await click("Save");
    expect(await findText("Name is required")).toBeTruthy();
    expect(screen.getByLabelText("Name")).toBeTruthy();
    expect(changeMenu).not.toHaveBeenCalled();
  });
});
