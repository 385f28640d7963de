// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OWNER_TOKEN } from "../../app/testing/fakeAuth";
import { cleanupApp, findText, renderApp } from "../../app/testing/renderApp";
import type { DryRunResult, MarketingPort } from "../../ports/marketingPort";
import { BUSINESS_ID, marketingTestRoutes, ownerRecord, voucherOf } from "../testing/sampleVouchers";

const myr = (amount: number) => ({ amount, precision: 2, currency: "MYR" });
const UNTOUCHED: DryRunResult["breakdown"] = {
  lines: [{ lineIndex: 0, productId: "kopi", quantity: 1, discountedUnits: 0, amount: myr(1000), discount: myr(0), total: myr(1000) }],
  subtotal: myr(1000), itemDiscount: myr(0), billDiscount: myr(0), paymentDiscount: myr(0), discount: myr(0), total: myr(1000),
};

const mount = (dryRun: MarketingPort["dryRun"]) =>
  renderApp(`/b/${BUSINESS_ID}/marketing/voucher`, {
    storedToken: OWNER_TOKEN,
    routes: marketingTestRoutes,
    business: { listRestaurants: async () => [{ id: "r1", name: "Kopi Kita Bangsar" }] as never },
    marketing: { permissionIn: async () => ownerRecord("00000000000000000000000b"), listVouchers: async () => [voucherOf("v1", { name: "Free kopi" })], dryRun },
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
    await act(async () => fireEvent.change(dialog.getByLabelText("Line 1 product id"), { target: { value: "kopi" } }));
    await click(dialog.getByRole("button", { name: "Run" }));
    await waitFor(() => expect(dryRun).toHaveBeenCalledTimes(1));
    expect(dryRun.mock.calls[0]?.[1]).toMatchObject({ promotionIds: [], voucherIds: ["v1"], bill: { lines: [{ productId: "kopi", quantity: 1 }] } });
    expect(await findText("INVALID_EFFECT")).toBeTruthy();
    expect(screen.getByText("Voucher is disabled")).toBeTruthy();
    expect(screen.getAllByText("MYR 10.00").length).toBeGreaterThan(0);
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
    await act(async () => fireEvent.change(dialog.getByLabelText("Line 1 product id"), { target: { value: "kopi" } }));
    await click(dialog.getByRole("button", { name: "Run" }));
    expect(await findText("Applied, nothing off")).toBeTruthy();
    expect(screen.queryByText("Applied: -MYR 0.00")).toBeNull();
  });
});
