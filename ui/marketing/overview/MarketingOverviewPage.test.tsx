// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OWNER_TOKEN } from "../../app/testing/fakeAuth";
import { cleanupApp, findText, renderApp } from "../../app/testing/renderApp";
import type { MarketingOverview, MarketingPort, MarketingSettingState } from "../../ports/marketingPort";
import { BUSINESS_ID, marketingTestRoutes, ownerRecord } from "../testing/sampleVouchers";

const OWNER_ID = "00000000000000000000000b";
const V1: MarketingSettingState = { apiVersion: "v1", migrate: 0 };

const SUMMARY: MarketingOverview = {
  promotions: { active: 3, expired: 2, incoming: 1 },
  attractionCampaigns: 4,
  newMemberCount: 7,
  levelUpRewardPool: 5,
  topSpentMember: [{ id: "m1", name: "Aina", phoneNumber: "+60135100002", totalSpent: { amount: 4250, precision: 2, currency: "MYR" } }],
  mostRedeemedVouchers: Array.from({ length: 10 }, (_, index) => ({
    id: `v${index}`, name: `Voucher ${index}`, type: "SIMPLE_CLAIM", status: "ongoing" as const, currentClaim: 20 - index, currentRedeem: 10 - index,
  })),
};

const mount = (marketing: Partial<MarketingPort>) =>
  renderApp(`/b/${BUSINESS_ID}/marketing/overview?lang=en`, {
    storedToken: OWNER_TOKEN,
    routes: marketingTestRoutes,
    marketing: { permissionIn: async () => ownerRecord(OWNER_ID), marketingSetting: async () => V1, overviewSummary: async () => SUMMARY, ...marketing },
  });

const figure = (label: string) => screen.getByRole("listitem", { name: label }).firstElementChild?.textContent;

describe("the marketing overview", () => {
  afterEach(() => {
    cleanupApp();
    vi.restoreAllMocks();
  });

  it("shows the counts, the top spent members linking to the member, at most 9 vouchers and the loyalty links", async () => {
    mount({});
    expect(await findText("Aina")).toBeTruthy();
    expect(figure("Active promotions")).toBe("3");
    expect(figure("Expired promotions")).toBe("2");
    expect(figure("Incoming promotions")).toBe("1");
    expect(figure("Attraction campaigns")).toBe("4");
    expect(figure("New members this month")).toBe("7");
    expect(figure("Level-up reward pool")).toBe("5");
    expect(screen.getByRole("link", { name: "Aina" }).getAttribute("href")).toBe(`/b/${BUSINESS_ID}/marketing/loyalty/member?search=%2B60135100002`);
    const vouchers = within(screen.getByRole("region", { name: "Most redeemed vouchers" }));
    expect(vouchers.getAllByRole("listitem")).toHaveLength(9);
    expect(vouchers.queryByText("Voucher 9")).toBeNull();
    expect(screen.getByRole("button", { name: "Go to Loyalty" })).toBeTruthy();
    for (const link of ["Search members", "Manage loyalty tier", "Create reward"]) expect(screen.getByRole("link", { name: link })).toBeTruthy();
    expect(await findText("A new marketing version is here")).toBeTruthy();
  });

  it("shows the empty texts and '-' for parts the user may not read", async () => {
    mount({ overviewSummary: async () => ({ ...SUMMARY, promotions: null, topSpentMember: [], mostRedeemedVouchers: [] }) });
    expect(await findText("No member data")).toBeTruthy();
    expect(screen.getByText("No available vouchers")).toBeTruthy();
    expect(figure("Active promotions")).toBe("-");
  });

  it("switches after the confirmation, shows 'Processing', then 'Migration request submitted' and leaves for the marketing site", async () => {
    const assign = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, assign });
    let answer: (setting: MarketingSettingState) => void = () => undefined;
    const migrateMarketing = vi.fn(() => new Promise<MarketingSettingState>((resolve) => (answer = resolve)));
    mount({ migrateMarketing });
    fireEvent.click(await screen.findByRole("button", { name: "Switch Now" }, { timeout: 10_000 }));
    const dialog = within(await screen.findByRole("dialog"));
    expect(dialog.getByText("Confirmation")).toBeTruthy();
    fireEvent.click(dialog.getByRole("button", { name: "Confirm" }));
    expect(await findText("Processing")).toBeTruthy();
    expect(migrateMarketing).toHaveBeenCalledWith(BUSINESS_ID);
    answer({ apiVersion: "v2", migrate: 1, portalUrl: "https://portal.example.com/" });
    expect((await screen.findAllByText("Migration request submitted")).length).toBeGreaterThan(0);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`https://portal.example.com/?businessId=${BUSINESS_ID}&lang=en`));
  });

  it("keeps the switch offered with the server's message when the migration fails, and hides the banner on a failed setting read", async () => {
    mount({ migrateMarketing: async () => Promise.reject(new Error("Action failed")) });
    fireEvent.click(await screen.findByRole("button", { name: "Switch Now" }, { timeout: 10_000 }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Confirm" }));
    expect(await findText("Action failed")).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Switch Now" })).toBeTruthy();
    cleanupApp();
    mount({ marketingSetting: async () => Promise.reject(new Error("500")) });
    expect(await findText("Aina")).toBeTruthy();
    expect(screen.queryByText("Switch Now")).toBeNull();
  });
});
