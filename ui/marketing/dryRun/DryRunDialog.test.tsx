// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OWNER_TOKEN } from "../../app/testing/fakeAuth";
import { cleanupApp, findText, renderApp } from "../../app/testing/renderApp";
import type { DryRunResult, MarketingPort } from "../../ports/marketingPort";
import type { MenuPort } from "../../ports/menuPort";
import { BUSINESS_ID, marketingTestRoutes, ownerRecord, voucherOf } from "../testing/sampleVouchers";

const myr = (amount: number) => ({ amount, precision: 2, currency: "MYR" });
const UNTOUCHED: DryRunResult["breakdown"] = {
  lines: [{ lineIndex: 0, productId: "kopi", quantity: 1, discountedUnits: 0, amount: myr(1000), discount: myr(0), total: myr(1000) }],
  subtotal: myr(1000), itemDiscount: myr(0), billDiscount: myr(0), paymentDiscount: myr(0), discount: myr(0), total: myr(1000),
};

const KOPI = { kind: "product", id: "kopi", name: "Kopi O", code: null, restaurantId: "r1", restaurantName: "Kopi Kita Bangsar", productIds: ["kopi"] } as const;
/** The business's menus: one kopi, found by any search. */
const findProducts = vi.fn<MenuPort["findProducts"]>(async () => ({ resources: [KOPI], pagination: { totalResources: 1 } }));

const mount = (dryRun: MarketingPort["dryRun"]) =>
  renderApp(`/b/${BUSINESS_ID}/marketing/voucher`, {
    storedToken: OWNER_TOKEN,
    routes: marketingTestRoutes,
    business: { listRestaurants: async () => [{ id: "r1", name: "Kopi Kita Bangsar" }] as never },
    marketing: { permissionIn: async () => ownerRecord("00000000000000000000000b"), listVouchers: async () => [voucherOf("v1", { name: "Free kopi" })], dryRun },
    menu: { findProducts },
  });

const click = (element: Element) => act(async () => fireEvent.click(element));

describe("the dry run of a voucher", () => {
  afterEach(cleanupApp);

  it("tries the voucher alone on the sample bill and shows why it did not apply", async () => {
    const dryRun = vi.fn<MarketingPort["dryRun"]>(async () => ({
      steps: [{ kind: "voucher", id: "v1", name: "Free kopi", applied: false, reason: "INVALID_EFFECT", note: "Voucher is disabled" }],
      breakdown: UNTOUCHED,
    }));
    mount(dryRun);
    await click(await screen.findByLabelText("Dry run Free kopi", {}, { timeout: 30_000 }));
    const dialog = within(await screen.findByRole("dialog", { name: "Dry run: Free kopi" }));
    // The line's product is picked from the menu by name, not typed as an id.
    await act(async () => fireEvent.change(dialog.getByRole("combobox", { name: "Line 1 product" }), { target: { value: "kop" } }));
    // The panel opens with a transition jsdom never finishes, so its options count as hidden.
    await click(await screen.findByRole("option", { name: /Kopi O/, hidden: true }, { timeout: 3000 }));
    expect(findProducts).toHaveBeenCalledWith(BUSINESS_ID, expect.objectContaining({ search: "kop", kind: "product" }));
    expect(dialog.getByRole("combobox", { name: "Line 1 product" })).toHaveProperty("value", "Kopi O");
    await click(dialog.getByRole("button", { name: "Run" }));
    await waitFor(() => expect(dryRun).toHaveBeenCalledTimes(1));
    expect(dryRun.mock.calls[0]?.[1]).toMatchObject({ promotionIds: [], voucherIds: ["v1"], bill: { lines: [{ productId: "kopi", quantity: 1 }] } });
    expect(await findText("INVALID_EFFECT")).toBeTruthy();
    expect(screen.getByText("Voucher is disabled")).toBeTruthy();
    expect(screen.getAllByText("MYR 10.00").length).toBeGreaterThan(0);
    // The result names the line by the menu's name of its product.
    expect(await within(screen.getByRole("region", { name: "Dry run result" })).findByText("Kopi O")).toBeTruthy();
  });

  it("shows the server's refusal of the bill in the dialog", async () => {
    mount(vi.fn<MarketingPort["dryRun"]>(async () => Promise.reject(new Error("Product id is required"))));
    await click(await screen.findByLabelText("Dry run Free kopi", {}, { timeout: 30_000 }));
    const dialog = within(await screen.findByRole("dialog", { name: "Dry run: Free kopi" }));
    await click(dialog.getByRole("button", { name: "Run" }));
    expect(await findText("Product id is required")).toBeTruthy();
  });

  it("tells an applied voucher that took nothing off from a discount", async () => {
    const dryRun = vi.fn<MarketingPort["dryRun"]>(async () => ({
      steps: [{ kind: "voucher", id: "v1", name: "Free kopi", applied: true, discount: myr(0), lines: [], billDiscount: myr(0) }],
      breakdown: UNTOUCHED,
    }));
    mount(dryRun);
    await click(await screen.findByLabelText("Dry run Free kopi", {}, { timeout: 30_000 }));
    const dialog = within(await screen.findByRole("dialog", { name: "Dry run: Free kopi" }));
    // The line's product is picked from the menu by name, not typed as an id.
    await act(async () => fireEvent.change(dialog.getByRole("combobox", { name: "Line 1 product" }), { target: { value: "kop" } }));
    // The panel opens with a transition jsdom never finishes, so its options count as hidden.
    await click(await screen.findByRole("option", { name: /Kopi O/, hidden: true }, { timeout: 3000 }));
    expect(findProducts).toHaveBeenCalledWith(BUSINESS_ID, expect.objectContaining({ search: "kop", kind: "product" }));
    expect(dialog.getByRole("combobox", { name: "Line 1 product" })).toHaveProperty("value", "Kopi O");
    await click(dialog.getByRole("button", { name: "Run" }));
    expect(await findText("Applied, nothing off")).toBeTruthy();
    expect(screen.queryByText("Applied: -MYR 0.00")).toBeNull();
  });
});
