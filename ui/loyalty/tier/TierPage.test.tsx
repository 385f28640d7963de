// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanupApp, findText } from "../../app/testing/renderApp";
import type { LoyaltyPort, LoyaltyProgramme } from "../../ports/loyaltyPort";
import type { Voucher } from "../../ports/marketingPort";
import { renderLoyalty } from "../testing/renderLoyalty";
import { sampleProgramme } from "../testing/sampleProgramme";

const programme = sampleProgramme({
  onLevelReward: {
    vouchers: [{ voucher: "v1", minLevel: 0, weight: 1 }, { voucher: "v2", minLevel: 6, weight: 3 }],
    noRewardWeight: 1,
    fixVouchers: [{ level: 6, voucher: "v3" }, { level: 7, voucher: "v1" }],
  },
});

const vouchers = [
  { id: "v1", name: "Free kopi", type: "MEMBER_REWARD" },
  { id: "v2", name: "Kaya toast", type: "MEMBER_REWARD" },
  { id: "v3", name: "10% off", type: "MEMBER_REWARD" },
  { id: "v9", name: "Walk-in promo", type: "SIMPLE_CLAIM" },
] as unknown as ReadonlyArray<Voucher>;

const mount = (path: string, loyalty: Partial<LoyaltyPort> = {}, width?: number) =>
  renderLoyalty(path, {
    ...(width === undefined ? {} : { width }),
    loyalty: {
      marketingSetting: async () => ({ apiVersion: "v1" }),
      getProgramme: async () => programme,
      summary: async () => ({ memberCount: 9, newThisMonth: 0, levels: [{ level: 0, memberCount: 5 }, { level: 6, memberCount: 4 }], newMembersByMonth: [] }),
      ...loyalty,
    },
    marketing: { listVouchers: async () => vouchers },
  });

const press = async (name: string, within_: HTMLElement = document.body) =>
  act(async () => fireEvent.click(within(within_).getByRole("button", { name })));

const levelTableRows = () => within(screen.getByRole("table", { name: "Levels" })).getAllByRole("row").slice(1).map((row) => row.textContent);

describe("the tier and level page", () => {
  afterEach(cleanupApp);

  it("shows one tier at a time with its levels, moving with the arrows", async () => {
    const { router } = mount("/b/b1/marketing/loyalty/tier");
    expect(await findText("Basic")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Previous tier" })).toHaveProperty("disabled", true);
    await waitFor(() => expect(levelTableRows()[0]).toBe("03005-Free kopi"));
    expect(levelTableRows()).toHaveLength(5);
    await press("Next tier");
    expect(router.state.location.pathname).toBe("/b/b1/marketing/loyalty/tier/2");
    expect(await findText("Silver")).toBeTruthy();
    await waitFor(() => expect(levelTableRows()[1]).toBe("6300410% offFree kopi, Kaya toast"));
  });

  it("offers 'Add tier' only on the last tier while under four tiers", async () => {
    mount("/b/b1/marketing/loyalty/tier/2");
    await findText("Silver");
    expect(screen.queryByRole("button", { name: "Add tier" })).toBeNull();
    await press("Next tier");
    await findText("Gold");
    expect(screen.getByRole("button", { name: "Add tier" })).toBeTruthy();
    const full: LoyaltyProgramme = { ...programme, tier: { ...programme.tier, tiers: [...programme.tier.tiers, { name: "Platinum", minLevel: 20, minExp: 0 }] } };
    cleanupApp();
    mount("/b/b1/marketing/loyalty/tier/4", { getProgramme: async () => full });
    await findText("Platinum");
    expect(screen.queryByRole("button", { name: "Add tier" })).toBeNull();
  });

  it("adds a 'New' tier one level above the highest in use and says 'Tiers updated'", async () => {
    const replaceTiers = vi.fn(async () => ({ ...programme, _rev: 8, tier: { ...programme.tier, tiers: [...programme.tier.tiers, { name: "New", minLevel: 11, minExp: 0 }] } }));
    mount("/b/b1/marketing/loyalty/tier/3", { replaceTiers });
    await findText("Gold");
    await press("Add tier");
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("button", { name: "T4 New" }).getAttribute("aria-pressed")).toBe("true");
    expect((within(dialog).getByRole("spinbutton", { name: "Min level" }) as HTMLInputElement).value).toBe("11");
    await press("Save", dialog);
    await waitFor(() =>
      expect(replaceTiers).toHaveBeenCalledWith({
        businessId: "b1",
        rev: 7,
        change: { baseTierName: "Basic", tiers: [{ name: "Silver", minLevel: 5, minExp: 0 }, { name: "Gold", minLevel: 10, minExp: 200 }, { name: "New", minLevel: 11, minExp: 0 }] },
      }),
    );
    expect(await findText("Tiers updated")).toBeTruthy();
  });

  it("validates the current tier before another badge is selected", async () => {
    const replaceTiers = vi.fn();
    mount("/b/b1/marketing/loyalty/tier/2", { replaceTiers });
    await findText("Silver");
    await press("Edit");
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Tier name" }), { target: { value: " " } });
    await press("T3 Gold", dialog);
    expect(within(dialog).getByText("Name is required")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "T2" }).getAttribute("aria-pressed")).toBe("true");
    expect(replaceTiers).not.toHaveBeenCalled();
  });

  it("opens a level's dialog with its rewards and the pool's chances, and saves its rewards", async () => {
    const replaceOnLevelReward = vi.fn(async () => ({ ...programme, _rev: 8 }));
    const { router } = mount("/b/b1/marketing/loyalty/tier/level/6", { replaceOnLevelReward });
    const dialog = await screen.findByRole("dialog", {}, { timeout: 10_000 });
    expect(within(dialog).getByText("Level 6")).toBeTruthy();
    await waitFor(() => expect(within(dialog).getByText("10% off")).toBeTruthy());
    const pool = within(within(dialog).getByRole("table", { name: "Reward pool" })).getAllByRole("row").slice(1).map((row) => row.textContent);
    expect(pool).toEqual(["Free kopi120.00%", "Kaya toast360.00%", "No reward120.00%"]);
    await press("Remove 10% off", dialog);
    await press("Save", dialog);
    await waitFor(() =>
      expect(replaceOnLevelReward).toHaveBeenCalledWith({
        businessId: "b1",
        rev: 7,
        change: { vouchers: programme.onLevelReward.vouchers, noRewardWeight: 1, fixVouchers: [{ level: 7, voucher: "v1" }] },
      }),
    );
    expect(await findText("Level 6 updated")).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe("/b/b1/marketing/loyalty/tier/2"));
  });

  it("keeps the editor open with a refused save's message, and reloads the programme on request", async () => {
    const getProgramme = vi.fn(async () => programme);
    const replaceTiers = vi.fn(async () => Promise.reject(new Error("This record was changed by someone else. Reload and try again.")));
    mount("/b/b1/marketing/loyalty/tier/3", { replaceTiers, getProgramme });
    await findText("Gold");
    await press("Edit");
    const dialog = await screen.findByRole("dialog");
    await press("Save", dialog);
    expect(await findText("This record was changed by someone else. Reload and try again.")).toBeTruthy();
    await press("Reload", dialog);
    await waitFor(() => expect(getProgramme).toHaveBeenCalledTimes(2));
  });

  it("shows the levels as cards on a phone", async () => {
    mount("/b/b1/marketing/loyalty/tier", {}, 400);
    const card = await screen.findByRole("article", { name: "Level 0" }, { timeout: 10_000 });
    expect(within(card).getByText("Exp to next level")).toBeTruthy();
    expect(screen.queryByRole("table", { name: "Levels" })).toBeNull();
  });
});
