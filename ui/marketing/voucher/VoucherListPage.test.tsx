// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OWNER_TOKEN } from "../../app/testing/fakeAuth";
import { cleanupApp, findText, renderApp } from "../../app/testing/renderApp";
import type { MarketingPort, Voucher } from "../../ports/marketingPort";
import { BUSINESS_ID, marketingTestRoutes, ownerRecord, retentionOf, voucherOf } from "../testing/sampleVouchers";

const OWNER_ID = "00000000000000000000000b";

const mount = (marketing: Partial<MarketingPort>, path = `/b/${BUSINESS_ID}/marketing/voucher`) =>
  renderApp(path, {
    storedToken: OWNER_TOKEN,
    routes: marketingTestRoutes,
    business: { listRestaurants: async () => [] },
    marketing: { permissionIn: async () => ownerRecord(OWNER_ID), ...marketing },
  });

const listing = (vouchers: ReadonlyArray<Voucher>) => vi.fn<MarketingPort["listVouchers"]>(async () => vouchers);

const clipboardOf = (clipboard: { writeText: (text: string) => Promise<void> } | undefined) =>
  Object.defineProperty(navigator, "clipboard", { value: clipboard, configurable: true });

describe("the voucher list", () => {
  afterEach(() => {
    cleanupApp();
    clipboardOf(undefined);
  });

  it("shows attraction and retention vouchers in their sections with coloured status badges", async () => {
    mount({
      listVouchers: listing([
        voucherOf("v1", { name: "Free kopi", status: "ongoing" }),
        voucherOf("v2", { name: "Old kopi", status: "expired" }),
        retentionOf("v3", { name: "Come back", status: "incoming" }),
        retentionOf("v4", { name: "Paused", status: "disabled" }),
      ]),
    });
    const attraction = within(await screen.findByRole("region", { name: "Attraction" }, { timeout: 30_000 }));
    const retention = within(screen.getByRole("region", { name: "Retention" }));
    expect(await attraction.findByText("Free kopi")).toBeTruthy();
    expect(attraction.getByText("Old kopi")).toBeTruthy();
    expect(retention.getByText("Come back")).toBeTruthy();
    const colours = ["Ongoing", "Expired", "Incoming", "Disabled"].map((label) => screen.getByText(label).closest("[data-colour]")?.getAttribute("data-colour"));
    expect(colours).toEqual(["teal", "red", "orange", "grey"]);
  });

  it("copies the share link of a claimable voucher", async () => {
    const writeText = vi.fn(async () => undefined);
    clipboardOf({ writeText });
    mount({ listVouchers: listing([voucherOf("v1", { name: "Free kopi" })]) });
    const button = await screen.findByLabelText("Copy share link of Free kopi", {}, { timeout: 30_000 });
    await act(async () => fireEvent.click(button));
    expect(await findText("Sharable link copied to clipboard")).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith("http://localhost:3000/v/v1");
  });

  it("shows why a voucher cannot be claimed instead of copying its link", async () => {
    const writeText = vi.fn(async () => undefined);
    clipboardOf({ writeText });
    mount({ listVouchers: listing([voucherOf("v1", { name: "Free kopi", currentClaim: 10 }), retentionOf("v2", { name: "Come back" })]) });
    const button = await screen.findByLabelText("Copy share link of Free kopi", {}, { timeout: 30_000 });
    await act(async () => fireEvent.click(button));
    expect(await findText("Voucher quota reached")).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByLabelText("Copy share link of Come back")));
    expect(await findText("Invalid voucher type")).toBeTruthy();
    expect(writeText).not.toHaveBeenCalled();
  });

  it("alerts when the browser has no clipboard", async () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => undefined);
    mount({ listVouchers: listing([voucherOf("v1", { name: "Free kopi" })]) });
    const button = await screen.findByLabelText("Copy share link of Free kopi", {}, { timeout: 30_000 });
    await act(async () => fireEvent.click(button));
    expect(alert).toHaveBeenCalledWith("Browser not suport to copy to clipboard");
    alert.mockRestore();
  });

  it("deletes a voucher after 'Are you sure to delete {name} ?', then lists again", async () => {
    const vouchers = [voucherOf("v1", { name: "Free kopi" })];
    const listVouchers = vi.fn<MarketingPort["listVouchers"]>(async () => [...vouchers]);
    const deleteVoucher = vi.fn(async () => {
      vouchers.pop();
    });
    mount({ listVouchers, deleteVoucher });
    const button = await screen.findByLabelText("Delete Free kopi", {}, { timeout: 30_000 });
    await act(async () => fireEvent.click(button));
    const question = await findText("Are you sure to delete Free kopi ?");
    const dialog = question.closest(".p-dialog") as HTMLElement;
    await act(async () => fireEvent.click(within(dialog).getByText("Delete")));
    expect(await findText("Voucher Free kopi deleted")).toBeTruthy();
    expect(deleteVoucher).toHaveBeenCalledWith(BUSINESS_ID, "v1");
    await waitFor(() => expect(screen.queryByText("Free kopi")).toBeNull());
    expect(listVouchers).toHaveBeenCalledTimes(2);
  });

  it("offers the sections the user may manage in the area's menu", async () => {
    mount({}, `/b/${BUSINESS_ID}/marketing/overview`);
    const menu = within(await screen.findByRole("navigation", { name: "Marketing" }, { timeout: 30_000 }));
    expect(["Overview", "Voucher", "Feedback"].map((label) => menu.queryByText(label) !== null)).toEqual([true, true, true]);
  });

  it("hides the sections the user may not manage and sends them away from the voucher page", async () => {
    const promotionsOnly = { level: 1 as const, userId: OWNER_ID, businessId: BUSINESS_ID, owner: false, grants: [{ action: "manage" as const, subject: "Promotion" as const }] };
    mount({ permissionIn: async () => promotionsOnly }, `/b/${BUSINESS_ID}/marketing/overview`);
    const menu = within(await screen.findByRole("navigation", { name: "Marketing" }, { timeout: 30_000 }));
    expect(menu.getByText("Overview")).toBeTruthy();
    expect(menu.queryByText("Voucher")).toBeNull();
    expect(menu.queryByText("Feedback")).toBeNull();
    cleanupApp();
    mount({ permissionIn: async () => promotionsOnly });
    expect(await findText("Business overview page")).toBeTruthy();
  });
});
