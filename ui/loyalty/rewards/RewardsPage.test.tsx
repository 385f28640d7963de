// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanupApp, findText } from "../../app/testing/renderApp";
import type { LoyaltyPort } from "../../ports/loyaltyPort";
import type { RewardRow } from "../../ports/loyaltyRewardsPort";
import type { Voucher } from "../../ports/marketingPort";
import { renderLoyalty } from "../testing/renderLoyalty";
import { sampleProgramme } from "../testing/sampleProgramme";

const programme = sampleProgramme({
  onJoinReward: { vouchers: ["v1"] },
  onLevelReward: { vouchers: [{ voucher: "v1", minLevel: 0, weight: 3 }, { voucher: "v2", minLevel: 5, weight: 1 }], noRewardWeight: 1, fixVouchers: [{ level: 6, voucher: "v3" }] },
});

const row = (id: string, name: string, counts: Partial<RewardRow> = {}): RewardRow => ({
  id, name, onjoinReward: false, levelupReward: false, minLevel: null, proportion: null, redeemed: 0, claimed: 0, ...counts,
});
const rows = [row("v1", "Free kopi", { redeemed: 2, claimed: 5 }), row("v2", "Kaya toast"), row("v3", "10% off")];

const mount = (loyalty: Partial<LoyaltyPort> = {}) =>
  renderLoyalty("/b/b1/marketing/loyalty/reward", {
    loyalty: { marketingSetting: async () => ({ apiVersion: "v1" }), getProgramme: async () => programme, listRewards: async () => rows, ...loyalty },
    marketing: { listVouchers: async () => [] as ReadonlyArray<Voucher> },
    business: { listRestaurants: async () => [] },
  });

const press = async (name: string, scope: HTMLElement = document.body) => act(async () => fireEvent.click(within(scope).getByRole("button", { name })));
const chance = (dialog: HTMLElement, of: string) => within(dialog).getByLabelText(`Chance of ${of}`).textContent;
const typeInto = async (field: HTMLElement, value: string) => {
  await act(async () => {
    fireEvent.focus(field);
    fireEvent.input(field, { target: { value } });
    fireEvent.blur(field);
  });
};

describe("the rewards page", () => {
  afterEach(cleanupApp);

  it("lists each reward with its on-join switch, its place in the level-up reward and Redeemed / Claimed", async () => {
    mount();
    await findText("Kaya toast");
    const table = screen.getByRole("table", { name: "Rewards" });
    const lines = within(table).getAllByRole("row").map((tr) => tr.textContent);
    expect(lines[0]).toBe("RewardNew member rewardLevel up rewardRedeemed / ClaimedAction");
    expect(lines[1]).toContain("Pool: weight 3, from level 0");
    expect(lines[1]).toContain("2 / 5");
    expect(lines[3]).toContain("Level 6");
    expect(within(table).getByRole("switch", { name: "New member reward: Free kopi" })).toHaveProperty("checked", true);
    expect(within(table).getByRole("switch", { name: "New member reward: Kaya toast" })).toHaveProperty("checked", false);
  });

  it("shows each outcome's chance from the weights at the chosen level, and follows a weight as it changes", async () => {
    mount();
    await findText("Kaya toast");
    await press("Manage reward pool");
    const dialog = await screen.findByRole("dialog");
    // At level 5 (the highest min level) all draw: weights 3, 1 and no reward 1 of 5.
    expect(chance(dialog, "Free kopi")).toBe("60.00%");
    expect(chance(dialog, "Kaya toast")).toBe("20.00%");
    expect(chance(dialog, "no reward")).toBe("20.00%");
    await typeInto(within(dialog).getByRole("spinbutton", { name: "Chances at level" }), "4");
    await waitFor(() => expect(chance(dialog, "Kaya toast")).toBe("-"));
    expect(chance(dialog, "Free kopi")).toBe("75.00%");
    expect(chance(dialog, "no reward")).toBe("25.00%");
    await typeInto(within(dialog).getByRole("spinbutton", { name: "Weight of Free kopi" }), "2");
    await waitFor(() => expect(chance(dialog, "Free kopi")).toBe("66.67%"));
    expect(chance(dialog, "no reward")).toBe("33.33%");
  });

  it("refuses a weight over 9999 with the spec's message, then saves the pool and says 'Reward pool updated'", async () => {
    const replaceOnLevelReward = vi.fn(async () => ({ ...programme, _rev: 8 }));
    mount({ replaceOnLevelReward });
    await findText("Kaya toast");
    await press("Manage reward pool");
    const dialog = await screen.findByRole("dialog");
    await typeInto(within(dialog).getByRole("spinbutton", { name: "No reward weight" }), "10000");
    await press("Save", dialog);
    expect(await within(dialog).findByText("Max proportion is 9999")).toBeTruthy();
    expect(replaceOnLevelReward).not.toHaveBeenCalled();
    await typeInto(within(dialog).getByRole("spinbutton", { name: "No reward weight" }), "0");
    await press("Save", dialog);
    await waitFor(() =>
      expect(replaceOnLevelReward).toHaveBeenCalledWith({
        businessId: "b1",
        rev: 7,
        change: { vouchers: programme.onLevelReward.vouchers, noRewardWeight: 0, fixVouchers: programme.onLevelReward.fixVouchers },
      }),
    );
    expect(await findText("Reward pool updated")).toBeTruthy();
  });

  it("shows the server's refusal to delete a reward in the level-up reward", async () => {
    const deleteReward = vi.fn(async () => Promise.reject({ message: "Unable to delete reward in level up reward" }));
    mount({ deleteReward });
    await findText("Kaya toast");
    await press("Delete Free kopi");
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Are you sure to delete Free kopi ?")).toBeTruthy();
    await press("Delete", dialog);
    expect(await findText("Unable to delete reward in level up reward")).toBeTruthy();
    expect(deleteReward).toHaveBeenCalledWith("b1", "v1");
  });
});
