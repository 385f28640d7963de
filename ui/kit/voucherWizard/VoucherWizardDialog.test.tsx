// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OWNER_TOKEN } from "../../app/testing/fakeAuth";
import { cleanupApp, findText, renderApp } from "../../app/testing/renderApp";
import type { MarketingPort, Voucher } from "../../ports/marketingPort";
import { BUSINESS_ID, marketingTestRoutes, ownerRecord, retentionOf, voucherOf } from "../../marketing/testing/sampleVouchers";

const mount = (marketing: Partial<MarketingPort>) =>
  renderApp(`/b/${BUSINESS_ID}/marketing/voucher`, {
    storedToken: OWNER_TOKEN,
    routes: marketingTestRoutes,
    business: { listRestaurants: async () => [] },
    marketing: { permissionIn: async () => ownerRecord("00000000000000000000000b"), ...marketing },
  });

const click = async (element: Element) => act(async () => fireEvent.click(element));
const dialogGone = () => waitFor(() => expect(document.querySelector(".p-dialog")).toBeNull());

const openNew = async () => {
  await click(await screen.findByText("New voucher", {}, { timeout: 30_000 }));
  await click(await findText("Attraction voucher"));
  expect(await findText("Create new Attraction voucher")).toBeTruthy();
};

describe("the voucher wizard", () => {
  afterEach(cleanupApp);

  it("creates an attraction voucher step by step, refusing Next while the name is missing", async () => {
    const createVoucher = vi.fn<MarketingPort["createVoucher"]>(async (_, input) => voucherOf("v9", { name: input.name }));
    mount({ listVouchers: async () => [], createVoucher });
    await openNew();
    expect(screen.getByText("Required POS version 6.31.0")).toBeTruthy();
    await click(screen.getByText("Next"));
    const shown = await screen.findAllByText("Name is required");
    expect(shown.map((element) => (element.closest(".p-inline-message") === null ? "field" : "banner")).sort()).toEqual(["banner", "field"]);
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Free kopi" } });
    await click(screen.getByText("Item discount"));
    await click(screen.getByText("Next"));
    expect(await findText("Products")).toBeTruthy();
    await click(screen.getByText("Next"));
    expect(await findText("Valid for N days after claim")).toBeTruthy();
    await click(screen.getByText("Save"));
    expect(await findText("Voucher Free kopi created")).toBeTruthy();
    const [businessId, input] = createVoucher.mock.calls[0]!;
    expect(businessId).toBe(BUSINESS_ID);
    expect(input).toMatchObject({
      type: "SIMPLE_CLAIM",
      name: "Free kopi",
      validFor: 30,
      validSince: null,
      multipleUse: null,
      effect: { target: "ITEM", strategy: { type: "SIMPLE" } },
      options: { simpleClaim: { maxClaim: 1 } },
    });
    await dialogGone();
  });

  it("closes with Back on the first step", async () => {
    mount({ listVouchers: async () => [] });
    await openNew();
    await click(screen.getByText("Back"));
    await dialogGone();
  });

  it("edits a voucher: the usage type is locked, a header click jumps, and Save asks which claims to update", async () => {
    const stored: Voucher = retentionOf("v3", { name: "Come back", _rev: 4 });
    const updateVoucher = vi.fn<MarketingPort["updateVoucher"]>(async () => stored);
    mount({ listVouchers: async () => [stored], updateVoucher });
    await click(await screen.findByLabelText("Edit Come back", {}, { timeout: 30_000 }));
    expect(await findText("Edit Retention voucher")).toBeTruthy();
    await click(screen.getByText("Multiple use"));
    expect(await findText("Cannot change voucher usage type")).toBeTruthy();
    await click(screen.getByText("Configuration"));
    expect(await findText("Min purchase")).toBeTruthy();
    await click(screen.getByText("Save"));
    expect(await findText("This will change all future vouchers. Would you like to update previous claimed vouchers ?")).toBeTruthy();
    await click(screen.getByText("Update all"));
    await waitFor(() => expect(updateVoucher).toHaveBeenCalledTimes(1));
    const [, update] = updateVoucher.mock.calls[0]!;
    expect(update).toMatchObject({ id: "v3", rev: 4, updateClaim: true, change: { type: "AFTER_SALES", name: "Come back", options: { afterSales: { minPurchase: 20 } } } });
    expect(await findText("Action was successful")).toBeTruthy();
  });
});
