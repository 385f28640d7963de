// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ADMIN_TOKEN } from "../../app/testing/fakeAuth";
import { cleanupApp, findText, renderApp } from "../../app/testing/renderApp";
import type { Business, BusinessListQuery, BusinessPort } from "../../ports/businessPort";
import { PageLoading } from "../../shell/PageLoading";
import { businessRoutes } from "..";

const businessNamed = (name: string, index: number): Business => ({
  id: `b${index}`,
  name,
  thumbnail: null,
  url: null,
  createdAt: "2026-01-05T08:00:00.000Z",
  agentId: null,
  menuVersion: "v4",
  ownerId: "u1",
  quota: { restaurants: null },
  pf_agent: { agentId: null, isReseller: false },
  company: null,
  restaurantCount: index % 3,
  _rev: 1,
});

const NAMES = Array.from({ length: 45 }, (_, index) => `Kedai ${String(index + 1).padStart(2, "0")}`);

/** A server holding 45 businesses, searched by name and paged by 20. */
const listOf = (names: ReadonlyArray<string>) =>
  vi.fn<BusinessPort["listBusinesses"]>(async ({ search, page }: BusinessListQuery) => {
    const found = names.filter((name) => name.toLowerCase().includes(search.toLowerCase()));
    return { resources: found.slice(page * 20, (page + 1) * 20).map(businessNamed), totalResources: found.length };
  });

const mount = (business: Partial<BusinessPort>) =>
  renderApp("/businesses", { storedToken: ADMIN_TOKEN, routes: [{ path: "/", hydrateFallbackElement: <PageLoading />, children: businessRoutes }], business });

describe("the business list page", () => {
  afterEach(cleanupApp);

  it("shows the first 20 businesses of the server's answer", async () => {
    const listBusinesses = listOf(NAMES);
    mount({ listBusinesses });
    expect(await findText("Kedai 01")).toBeTruthy();
    expect(screen.getByText("Kedai 20")).toBeTruthy();
    expect(screen.queryByText("Kedai 21")).toBeNull();
    expect(listBusinesses).toHaveBeenCalledWith({ search: "", page: 0 });
  });

  it("asks for the next page when the paginator moves", async () => {
    const listBusinesses = listOf(NAMES);
    mount({ listBusinesses });
    await findText("Kedai 01");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Page 2" })));
    expect(await findText("Kedai 21")).toBeTruthy();
    expect(listBusinesses).toHaveBeenLastCalledWith({ search: "", page: 1 });
  });

  it("searches once the typing has paused, and says 'No data' when nothing matches", async () => {
    const listBusinesses = listOf(NAMES);
    mount({ listBusinesses });
    await findText("Kedai 01");
    const search = screen.getByRole("textbox", { name: "Search businesses" });
    fireEvent.change(search, { target: { value: "Ked" } });
    fireEvent.change(search, { target: { value: "Kopi" } });
    expect(await findText("No data")).toBeTruthy();
    expect(listBusinesses.mock.calls.map(([query]) => query.search)).toEqual(["", "Kopi"]);
  });

  it("deletes a business after the Confirmation dialog's red Delete, then lists again", async () => {
    const names = [...NAMES.slice(0, 3)];
    const listBusinesses = listOf(names);
    const deleteBusiness = vi.fn(async (id: string) => {
      names.splice(Number(id.slice(1)), 1);
    });
    mount({ listBusinesses, deleteBusiness });
    await findText("Kedai 02");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Delete Kedai 02" })));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Confirmation")).toBeTruthy();
    const confirm = within(dialog).getByRole("button", { name: "Delete" });
    expect(confirm.className).toContain("p-button-danger");
    await act(async () => fireEvent.click(confirm));
    await waitFor(() => expect(deleteBusiness).toHaveBeenCalledWith("b1"));
    await waitFor(() => expect(screen.queryByText("Kedai 02")).toBeNull());
    expect(screen.getByText("Kedai 03")).toBeTruthy();
  });
});
