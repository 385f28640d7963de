// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ProvideProductCatalogue } from "../../../kit/pickers/productCatalogue";
import { MemberProducts } from "./MemberProducts";

const kopi = { kind: "product", id: "kopi", name: "Kopi O", code: null, restaurantId: "r1", restaurantName: "Bangsar", productIds: ["kopi"] } as const;

describe("a member's products bought", () => {
  afterEach(cleanup);

  it("names the most bought products from the menus, an id no menu knows as unknown", async () => {
    const find = vi.fn(async () => ({ resources: [kopi], pagination: { totalResources: 1 } }));
    render(
      <ProvideProductCatalogue catalogue={{ find }}>
        <MemberProducts products={[{ id: "gone", count: 1 }, { id: "kopi", count: 5 }]} />
      </ProvideProductCatalogue>,
    );
    expect(await screen.findByText("Kopi O")).toBeTruthy();
    expect(screen.getByText("Unknown product gone")).toBeTruthy();
    expect(screen.getAllByRole("term").map((term) => term.textContent)).toEqual(["Kopi O", "Unknown product gone"]);
    expect(find).toHaveBeenCalledWith({ ids: ["gone", "kopi"], kind: "product", limit: 1000 });
  });

  it("says when the member bought nothing yet", () => {
    render(
      <ProvideProductCatalogue catalogue={{ find: vi.fn() }}>
        <MemberProducts products={[]} />
      </ProvideProductCatalogue>,
    );
    expect(screen.getByText("No products yet")).toBeTruthy();
  });
});
