// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ANYTIME_TRIGGER, type Benefit } from "../../../domain/loyalty/programme/benefits";
import { cleanupApp, findText } from "../../app/testing/renderApp";
import type { LoyaltyPort, ProgrammeSummary } from "../../ports/loyaltyPort";
import { renderLoyalty } from "../testing/renderLoyalty";
import { sampleProgramme } from "../testing/sampleProgramme";

// jsdom has no canvas: the charts are checked through their text summaries.
vi.mock("primereact/chart", () => ({ Chart: (props: { readonly ariaLabel?: string }) => <canvas role="img" aria-label={props.ariaLabel} /> }));

const benefit = (id: string, type: "basic" | "schedule"): Benefit => ({
  id,
  name: `Benefit ${id}`,
  description: "",
  image: null,
  requiredTitle: null,
  minTier: null,
  maxTier: null,
  minLevel: null,
  maxLevel: null,
  targetRestaurant: [],
  options:
    type === "basic"
      ? { type, effect: { priority: 0, availableOnlineOrder: false, options: {} }, scheduler: { start: ANYTIME_TRIGGER, timePeriod: [], validity: 1 } }
      : { type, vouchers: [], freeCredit: null, triggerer: ANYTIME_TRIGGER },
});

const SUMMARY: ProgrammeSummary = {
  memberCount: 12,
  newThisMonth: 3,
  levels: [{ level: 0, memberCount: 7 }, { level: 6, memberCount: 4 }, { level: 11, memberCount: 1 }],
  newMembersByMonth: [{ month: "2026-10", count: 9 }, { month: "2026-11", count: 3 }],
};

const programme = sampleProgramme({
  benefits: [benefit("a", "basic"), benefit("b", "basic"), benefit("c", "schedule")],
  onJoinReward: { vouchers: ["v1"] },
  onLevelReward: { vouchers: [{ voucher: "v2", minLevel: 0, weight: 1 }], noRewardWeight: 1, fixVouchers: [{ level: 5, voucher: "v3" }, { level: 6, voucher: "v2" }] },
});

const mount = (loyalty: Partial<LoyaltyPort> = {}) =>
  renderLoyalty("/b/b1/marketing/loyalty/overview", {
    loyalty: { marketingSetting: async () => ({ apiVersion: "v1" }), getProgramme: async () => programme, summary: async () => SUMMARY, ...loyalty },
  });

const figure = (card: string, label: string) => {
  const region = screen.getByRole("region", { name: card });
  const term = within(region).getByText(label);
  return term.nextElementSibling?.textContent;
};

describe("the loyalty overview", () => {
  afterEach(cleanupApp);

  it("shows the member, benefit and reward figures on their cards", async () => {
    mount();
    expect(await findText("Kopi Club")).toBeTruthy();
    await waitFor(() => expect(figure("Member", "Members")).toBe("12"));
    expect(figure("Member", "New this month")).toBe("3");
    expect(figure("Benefit", "Basic")).toBe("2");
    expect(figure("Benefit", "Scheduled")).toBe("1");
    expect(figure("Reward", "On join")).toBe("1");
    expect(figure("Reward", "Level up")).toBe("2");
  });

  it("opens each card's page", async () => {
    const { router } = mount();
    await findText("Kopi Club");
    await act(async () => fireEvent.click(screen.getByRole("link", { name: "Member" })));
    expect(await findText("member page")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/b/b1/marketing/loyalty/member");
  });

  it("lists the tiers with their one-based T-index and unlock condition", async () => {
    mount();
    const table = await screen.findByRole("table", {}, { timeout: 10_000 });
    const rows = within(table).getAllByRole("row").map((row) => row.textContent);
    expect(rows).toEqual(["T-indexTierUnlock condition", "T1BasicFrom the start", "T2SilverLevel 5", "T3GoldLevel 10 and 200 exp"]);
  });

  it("draws members by level and tier, and new members per month", async () => {
    mount();
    expect(await screen.findByRole("img", { name: "12 members over 3 levels" }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole("img", { name: "12 new members over 2 months" })).toBeTruthy();
    // The figures behind the bars, as a table for assistive technology.
    const byLevel = screen.getByRole("table", { name: "Members by level and tier" });
    expect(within(byLevel).getAllByRole("row").map((row) => row.textContent)).toEqual(["T1 BasicT2 SilverT3 Gold", "Level 0700", "Level 6040", "Level 11001"]);
    const byMonth = screen.getByRole("table", { name: "New members per month" });
    expect(within(byMonth).getAllByRole("row").map((row) => row.textContent)).toEqual(["New members", "Oct 20269", "Nov 20263"]);
  });

  it("asks for the confirmation text before the CRM v2 conversion", async () => {
    const convertToCrmV2 = vi.fn(async () => "Migration request submitted");
    mount({ convertToCrmV2 });
    await findText("Kopi Club");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "CRM v2 conversion" })));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("The conversion takes 1-3 working days.")).toBeTruthy();
    expect(within(dialog).getByText("Member credits convert 1:1.")).toBeTruthy();
    const field = within(dialog).getByRole("textbox", { name: "Type CONVERT to confirm" });
    fireEvent.change(field, { target: { value: "convert" } });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Convert" })));
    expect(within(dialog).getByText("Invalid text")).toBeTruthy();
    expect(convertToCrmV2).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: "CONVERT" } });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Convert" })));
    await waitFor(() => expect(convertToCrmV2).toHaveBeenCalledWith("b1"));
    expect(await findText("Migration request submitted")).toBeTruthy();
  });
});
