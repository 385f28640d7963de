// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanupApp, findText } from "../../app/testing/renderApp";
import type { LoyaltyMember, MemberListQuery } from "../../ports/loyaltyMembersPort";
import type { LoyaltyPort } from "../../ports/loyaltyPort";
import type { RewardRow } from "../../ports/loyaltyRewardsPort";
import type { Voucher } from "../../ports/marketingPort";
import { renderLoyalty } from "../testing/renderLoyalty";
import { sampleProgramme } from "../testing/sampleProgramme";

const reward: RewardRow = { id: "v1", name: "Free kopi", onjoinReward: false, levelupReward: false, minLevel: null, proportion: null, redeemed: 0, claimed: 0 };
const TOTAL = 1203;
const memberAt = (index: number) =>
  ({ id: `m${index}`, name: `Member ${index}`, phoneNumber: `+6012000${String(index).padStart(4, "0")}`, user: { displayName: null, phoneNumber: null, prevPhoneNumbers: [] } }) as unknown as LoyaltyMember;
const listMembers = vi.fn(async (_businessId: string, { limit, skip }: MemberListQuery) => ({
  resources: Array.from({ length: Math.max(0, Math.min(limit, TOTAL - skip)) }, (_, i) => memberAt(skip + i)),
  totalResources: TOTAL,
}));

const mount = (loyalty: Partial<LoyaltyPort>) =>
  renderLoyalty("/b/b1/marketing/loyalty/reward", {
    loyalty: {
      marketingSetting: async () => ({ apiVersion: "v1" }),
      getProgramme: async () => sampleProgramme(),
      listRewards: async () => [reward],
      listMembers,
      ...loyalty,
    },
    marketing: { listVouchers: async () => [] as ReadonlyArray<Voucher> },
    business: { listRestaurants: async () => [] },
  });

const press = async (name: string, scope: HTMLElement = document.body) => act(async () => fireEvent.click(within(scope).getByRole("button", { name })));
const sendDialog = () => screen.getByRole("dialog", { name: "Send Free kopi" });

describe("sending a reward", () => {
  afterEach(() => {
    cleanupApp();
    listMembers.mockClear();
  });

  it("sends to the members picked and says 'Reward {name} sent to N member(s)'", async () => {
    const sendReward = vi.fn(async () => ({ sent: 1, failed: [] }));
    mount({ sendReward });
    await findText("Free kopi");
    await press("Send Free kopi");
    const dialog = await screen.findByRole("dialog", { name: "Send Free kopi" });
    expect(within(dialog).getByRole("button", { name: "Send" })).toHaveProperty("disabled", true);
    await act(async () => fireEvent.click(await within(dialog).findByLabelText(/^Member 2\b/)));
    await press("Send", dialog);
    await waitFor(() => expect(sendReward).toHaveBeenCalledWith("b1", { rewardId: "v1", memberIds: ["m2"] }));
    expect(await findText("Reward Free kopi sent to 1 member(s)")).toBeTruthy();
    expect(listMembers.mock.calls[0]?.[1]).toEqual({ search: "", limit: 100, skip: 0 });
  });

  it("asks 'Are you sure you want to send all?' before fetching every member and sending to all", async () => {
    const sendReward = vi.fn(async () => ({ sent: TOTAL - 1, failed: [{ memberId: "m7", message: "Voucher quota reached" }] }));
    mount({ sendReward });
    await findText("Free kopi");
    await press("Send Free kopi");
    await screen.findByRole("dialog", { name: "Send Free kopi" });
    await press("Send to All", sendDialog());
    const question = await screen.findByRole("dialog", { name: "Confirmation" });
    expect(within(question).getByText("Are you sure you want to send all?")).toBeTruthy();
    await press("Cancel", question);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Confirmation" })).toBeNull());
    expect(sendReward).not.toHaveBeenCalled();

    await press("Send to All", sendDialog());
    await press("Confirm", await screen.findByRole("dialog", { name: "Confirmation" }));
    await waitFor(() => expect(sendReward).toHaveBeenCalledTimes(1));
    const [, sent] = sendReward.mock.calls[0] as unknown as [string, { rewardId: string; memberIds: string[] }];
    expect(sent.memberIds).toHaveLength(TOTAL);
    expect(new Set(sent.memberIds).size).toBe(TOTAL);
    expect(listMembers.mock.calls.slice(1).map(([, query]) => query)).toEqual([
      { search: "", limit: 1000, skip: 0 },
      { search: "", limit: 1000, skip: 1000 },
    ]);
    expect(await findText(`Reward Free kopi sent to ${TOTAL - 1} member(s)`)).toBeTruthy();
    expect(await findText("Voucher quota reached")).toBeTruthy();
  });
});
