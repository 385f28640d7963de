// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MenuProductEntry, MenuProductSearch } from "../../ports/menuPort";
import { type ProductCatalogue, ProvideProductCatalogue } from "./productCatalogue";
import { ProductPicker } from "./ProductPicker";

const entry = (kind: MenuProductEntry["kind"], id: string, name: string, productIds: ReadonlyArray<string>): MenuProductEntry => ({
  kind, id, name, code: null, restaurantId: "r1", restaurantName: "Bangsar", productIds,
});
const MENU: ReadonlyArray<MenuProductEntry> = [
  entry("category", "drinks", "Drinks", ["kopi", "teh"]),
  entry("product", "kopi", "Kopi O", ["kopi"]),
  entry("product", "teh", "Teh Tarik", ["teh"]),
  ...Array.from({ length: 25 }, (_, i) => entry("product", `cake${i}`, `Cake ${String(i).padStart(2, "0")}`, [`cake${i}`])),
];

const fakeCatalogue = () =>
  ({
    find: vi.fn(async ({ search = "", ids, skip = 0, limit = 20 }: MenuProductSearch) => {
      const found = MENU.filter((e) => (ids === undefined || (e.kind === "product" && ids.includes(e.id))) && e.name.toLowerCase().includes(search.toLowerCase()));
      return { resources: found.slice(skip, skip + limit), pagination: { totalResources: found.length } };
    }),
  }) satisfies ProductCatalogue;

const Harness = ({ initial, catalogue, onValue, single }: { initial: ReadonlyArray<string>; catalogue: ProductCatalogue; onValue: (ids: ReadonlyArray<string>) => void; single?: boolean }) => {
  const [value, setValue] = useState(initial);
  return (
    <ProvideProductCatalogue catalogue={catalogue}>
      <ProductPicker label="Products" value={value} single={single} onChange={(ids) => { setValue(ids); onValue(ids); }} />
    </ProvideProductCatalogue>
  );
};

const mount = (initial: ReadonlyArray<string> = [], single = false) => {
  const catalogue = fakeCatalogue();
  const onValue = vi.fn();
  render(<Harness initial={initial} catalogue={catalogue} onValue={onValue} single={single} />);
  return { catalogue, onValue, chips: () => within(screen.getByRole("list", { name: "Products picked" })) };
};

describe("the product picker", () => {
  afterEach(cleanup);

  it("shows stored ids by name, an id no menu knows as 'Unknown product {id}', and removes a chip with its button", async () => {
    const { chips, onValue } = mount(["kopi", "gone"]);
    expect(await chips().findByText("Kopi O")).toBeTruthy();
    expect(chips().getByText("Unknown product gone")).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Remove Unknown product gone" })));
    expect(onValue).toHaveBeenLastCalledWith(["kopi"]);
    expect(chips().queryByText("Unknown product gone")).toBeNull();
  });

  it("searches by name and picks a product by ticking it, then unpicks it", async () => {
    const { chips, onValue, catalogue } = mount();
    expect(chips().getByText("No product picked yet.")).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox", { name: "Search products by name" }), { target: { value: "tarik" } });
    const teh = await screen.findByRole("checkbox", { name: /Teh Tarik/ }, { timeout: 3000 });
    expect(catalogue.find).toHaveBeenCalledWith(expect.objectContaining({ search: "tarik" }));
    expect(screen.queryByRole("checkbox", { name: /Kopi O/ })).toBeNull();
    await act(async () => fireEvent.click(teh));
    expect(onValue).toHaveBeenLastCalledWith(["teh"]);
    expect(await chips().findByText("Teh Tarik")).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("checkbox", { name: /Teh Tarik/ })));
    expect(onValue).toHaveBeenLastCalledWith([]);
  });

  it("picks a category's products at once, browses the menu and shows more", async () => {
    const { onValue, chips } = mount(["teh"]);
    const browse = screen.getByRole("button", { name: "Browse menu" });
    expect(browse.getAttribute("aria-expanded")).toBe("false");
    await act(async () => fireEvent.click(browse));
    const drinks = await screen.findByRole("checkbox", { name: /Drinks/ }, { timeout: 3000 });
    expect(screen.getByText("Category · 2 products · Bangsar")).toBeTruthy();
    await act(async () => fireEvent.click(drinks));
    expect(onValue).toHaveBeenLastCalledWith(["teh", "kopi"]);
    expect(await chips().findByText("Kopi O")).toBeTruthy();
    expect(screen.getAllByRole("checkbox")).toHaveLength(20);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Show more (20 of 28)" })));
    await waitFor(() => expect(screen.getAllByRole("checkbox")).toHaveLength(28));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Hide menu" })));
    expect(screen.queryAllByRole("checkbox")).toHaveLength(0);
  });

  it("says when nothing matches and shows the catalogue's refusal", async () => {
    const { catalogue } = mount();
    fireEvent.change(screen.getByRole("textbox", { name: "Search products by name" }), { target: { value: "pizza" } });
    expect(await screen.findByText("No data", {}, { timeout: 3000 })).toBeTruthy();
    catalogue.find.mockRejectedValueOnce(new Error("You are not allowed to do this"));
    fireEvent.change(screen.getByRole("textbox", { name: "Search products by name" }), { target: { value: "kopi" } });
    expect(await screen.findByText("You are not allowed to do this", {}, { timeout: 3000 })).toBeTruthy();
  });

  it("in single mode lists products only and a tick replaces the pick", async () => {
    const { catalogue, onValue } = mount(["kopi"], true);
    fireEvent.change(screen.getByRole("textbox", { name: "Search products by name" }), { target: { value: "t" } });
    const teh = await screen.findByRole("checkbox", { name: /Teh Tarik/ }, { timeout: 3000 });
    expect(catalogue.find).toHaveBeenCalledWith(expect.objectContaining({ search: "t", kind: "product" }));
    await act(async () => fireEvent.click(teh));
    expect(onValue).toHaveBeenLastCalledWith(["teh"]);
  });
});
