// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OWNER_TOKEN } from "../../app/testing/fakeAuth";
import { cleanupApp, findText, renderApp } from "../../app/testing/renderApp";
import type { MarketingPort, Promotion } from "../../ports/marketingPort";
import type { MenuPort } from "../../ports/menuPort";
import { billPromotionOf, itemPromotionOf } from "../testing/samplePromotions";
import { BUSINESS_ID, marketingTestRoutes, ownerRecord } from "../testing/sampleVouchers";

const OWNER_ID = "00000000000000000000000b";

const KUIH = { kind: "product", id: "kuih-lapis", name: "Kuih Lapis", code: null, restaurantId: "r1", restaurantName: "SS2", productIds: ["kuih-lapis"] } as const;
/** The business's menus: one kuih, found by any search. */
const findProducts = vi.fn<MenuPort["findProducts"]>(async () => ({ resources: [KUIH], pagination: { totalResources: 1 } }));

const mount = (marketing: Partial<MarketingPort>, path = `/b/${BUSINESS_ID}/marketing/promotion`) =>
  renderApp(path, {
    storedToken: OWNER_TOKEN,
    routes: marketingTestRoutes,
    business: { listRestaurants: async () => [] },
    marketing: { permissionIn: async () => ownerRecord(OWNER_ID), ...marketing },
    menu: { findProducts },
  });

const listing = (promotions: ReadonlyArray<Promotion>) => vi.fn<MarketingPort["listPromotions"]>(async () => promotions);
const click = (element: Element) => act(async () => fireEvent.click(element));
const dialog = () => within(screen.getByRole("dialog"));

describe("the promotion list", () => {
  afterEach(cleanupApp);

  it("shows bill and item promotions in their groups with their status colours", async () => {
    mount({
      listPromotions: listing([
        billPromotionOf("p1", { name: "Kopi Day", status: "ongoing" }),
        billPromotionOf("p2", { name: "Old deal", status: "expired", end: "2025-01-01" }),
        itemPromotionOf("p3", { name: "Buy 2 Kuih", status: "incoming" }),
      ]),
    });
    const bill = within(await screen.findByRole("region", { name: "Bill promotion" }, { timeout: 30_000 }));
    const item = within(screen.getByRole("region", { name: "Item promotion" }));
    expect(await bill.findByText("Kopi Day")).toBeTruthy();
    expect(bill.getByText("Old deal")).toBeTruthy();
    expect(item.getByText("Buy 2 Kuih")).toBeTruthy();
    const colours = ["Active", "Expired", "Incoming"].map((label) => screen.getByText(label).closest("[data-colour]")?.getAttribute("data-colour"));
    expect(colours).toEqual(["teal", "red", "orange"]);
  });

  it("creates an item promotion with buy x get y and an advanced rule through the wizard", async () => {
    const promotions: Promotion[] = [];
    const createPromotion = vi.fn<MarketingPort["createPromotion"]>(async (_, input) => {
      const created = itemPromotionOf("p9", { name: input.name, effect: input.effect });
      promotions.push(created);
      return created;
    });
    mount({ listPromotions: vi.fn(async () => [...promotions]), createPromotion });
    const item = within(await screen.findByRole("region", { name: "Item promotion" }, { timeout: 30_000 }));
    expect(screen.getAllByRole("button", { name: /^Add new promotion/ }).map((button) => button.getAttribute("aria-label"))).toEqual([
      "Add new promotion to Bill promotion",
      "Add new promotion to Item promotion",
    ]);
    await click(item.getByRole("button", { name: "Add new promotion to Item promotion" }));
    expect(await screen.findByText("Create new promotion")).toBeTruthy();
    await click(dialog().getByRole("button", { name: "Next" }));
    expect((await screen.findAllByText("Name is required")).length).toBeGreaterThan(0);
    await act(async () => fireEvent.change(dialog().getByLabelText("Name"), { target: { value: "Buy 2 Kuih" } }));
    await click(dialog().getByRole("button", { name: /Buy x get y \(same product set\)/ }));
    await click(dialog().getByRole("button", { name: "Next" }));
    await click(dialog().getByRole("button", { name: "Next" }));
    await click(dialog().getByRole("button", { name: "Add rule" }));
    // An item's productId is picked from the menu by name.
    await act(async () => fireEvent.change(dialog().getByRole("textbox", { name: "Search rule 1 products by name" }), { target: { value: "lapis" } }));
    await click(await dialog().findByRole("checkbox", { name: /Kuih Lapis/ }, { timeout: 3000 }));
    expect(findProducts).toHaveBeenCalledWith(BUSINESS_ID, expect.objectContaining({ search: "lapis", kind: "product" }));
    expect(await within(dialog().getByRole("list", { name: "Rule 1 products picked" })).findByText("Kuih Lapis")).toBeTruthy();
    await click(dialog().getByRole("button", { name: "Save" }));
    await waitFor(() => expect(createPromotion).toHaveBeenCalledTimes(1));
    const [, input] = createPromotion.mock.calls[0] ?? [];
    expect(input?.effect).toMatchObject({
      target: "ITEM",
      strategy: { type: "BUY_X_GET_Y", x: 1, y: 1 },
      options: { canApplyRule: { operator: "all", rules: [{ type: "item", field: "productId", operator: "$eq", value: "kuih-lapis" }] } },
    });
    expect(input?.autoApply).toBe(true);
    expect(await findText("Promotion Buy 2 Kuih created")).toBeTruthy();
  });

  it("shows the rule editor's messages ('Invalid quantity')", async () => {
    mount({ listPromotions: listing([]) });
    await click(await screen.findByRole("button", { name: "New promotion" }, { timeout: 30_000 }));
    await click(await screen.findByRole("menuitem", { name: "Item promotion" }));
    await act(async () => fireEvent.change(dialog().getByLabelText("Name"), { target: { value: "Bulk" } }));
    await click(dialog().getByRole("button", { name: "Next" }));
    await click(dialog().getByRole("button", { name: "Next" }));
    await click(dialog().getByRole("button", { name: "Add rule" }));
    const field = dialog().getByLabelText("Rule 1 field").closest(".p-dropdown");
    if (field === null) throw new Error("no field dropdown");
    const trigger = field.querySelector(".p-dropdown-trigger");
    if (trigger === null) throw new Error("no field trigger");
    await click(trigger);
    await waitFor(() => expect(document.querySelectorAll(".p-dropdown-item").length).toBeGreaterThan(0));
    const quantity = [...document.querySelectorAll<HTMLElement>(".p-dropdown-item")].find((option) => option.textContent === "Item: quantity");
    if (quantity === undefined) throw new Error("no quantity option");
    await click(quantity);
    await act(async () => fireEvent.change(dialog().getByLabelText("Rule 1 value"), { target: { value: "2" } }));
    await click(dialog().getByRole("button", { name: "Save" }));
    expect((await screen.findAllByText("Invalid quantity")).length).toBeGreaterThan(0);
    expect(screen.getByText("Create new promotion")).toBeTruthy();
  });

  it("deletes a promotion after 'Are you sure to delete {name} ?'", async () => {
    const deletePromotion = vi.fn<MarketingPort["deletePromotion"]>(async () => undefined);
    mount({ listPromotions: listing([billPromotionOf("p1", { name: "Kopi Day" })]), deletePromotion });
    await click(await screen.findByLabelText("Delete Kopi Day", {}, { timeout: 30_000 }));
    expect(await findText("Are you sure to delete Kopi Day ?")).toBeTruthy();
    await click(screen.getByRole("button", { name: "Delete" }));
    expect(await findText("Promotion Kopi Day deleted")).toBeTruthy();
    expect(deletePromotion).toHaveBeenCalledWith(BUSINESS_ID, "p1");
  });

  it("dry-runs a promotion on a sample bill and shows the discount", async () => {
    const dryRun = vi.fn<MarketingPort["dryRun"]>(async () => ({
      steps: [{ kind: "promotion", id: "p3", name: "Buy 2 Kuih", applied: true, discount: { amount: 1000, precision: 2, currency: "MYR" }, lines: [], billDiscount: { amount: 0, precision: 2, currency: "MYR" } }],
      breakdown: {
        lines: [{ lineIndex: 0, productId: "kuih", quantity: 3, discountedUnits: 1, amount: { amount: 3000, precision: 2, currency: "MYR" }, discount: { amount: 1000, precision: 2, currency: "MYR" }, total: { amount: 2000, precision: 2, currency: "MYR" } }],
        subtotal: { amount: 3000, precision: 2, currency: "MYR" },
        itemDiscount: { amount: 1000, precision: 2, currency: "MYR" },
        billDiscount: { amount: 0, precision: 2, currency: "MYR" },
        paymentDiscount: { amount: 0, precision: 2, currency: "MYR" },
        discount: { amount: 1000, precision: 2, currency: "MYR" },
        total: { amount: 2000, precision: 2, currency: "MYR" },
      },
    }));
    mount({ listPromotions: listing([itemPromotionOf("p3")]), dryRun });
    await click(await screen.findByLabelText("Dry run Buy 2 Kuih", {}, { timeout: 30_000 }));
    await click(await screen.findByRole("button", { name: "Run" }));
    await waitFor(() => expect(dryRun).toHaveBeenCalledTimes(1));
    expect(dryRun.mock.calls[0]?.[1]).toEqual({
      bill: { lines: [{ productId: "kuih", quantity: 3, unitPrice: { amount: 1000, precision: 2, currency: "MYR" } }] },
      promotionIds: ["p3"],
      voucherIds: [],
    });
    expect(await findText("Applied: -MYR 10.00")).toBeTruthy();
    expect(screen.getAllByText("MYR 20.00").length).toBeGreaterThan(0);
  });

  it("is only for users who may manage promotions: others go to the business overview and see no Promotion entry", async () => {
    const voucherOnly = { level: 1 as const, userId: OWNER_ID, businessId: BUSINESS_ID, owner: false, grants: [{ action: "manage" as const, subject: "Voucher" as const }] };
    mount({ permissionIn: async () => voucherOnly, listPromotions: listing([]) });
    expect(await findText("Business overview page")).toBeTruthy();
    cleanupApp();
    mount({ permissionIn: async () => voucherOnly, listVouchers: async () => [] }, `/b/${BUSINESS_ID}/marketing/voucher`);
    const menu = within(await screen.findByRole("navigation", { name: "Marketing" }, { timeout: 30_000 }));
    expect(menu.getByText("Voucher")).toBeTruthy();
    expect(menu.queryByText("Promotion")).toBeNull();
  });
});
