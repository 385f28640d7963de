// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanupApp, findText } from "../../app/testing/renderApp";
import type { LoyaltyPort, LoyaltyProgramme } from "../../ports/loyaltyPort";
import { renderLoyalty } from "../testing/renderLoyalty";
import { sampleProgramme } from "../testing/sampleProgramme";

const mount = (programme: LoyaltyProgramme, loyalty: Partial<LoyaltyPort>) =>
  renderLoyalty("/b/b1/marketing/loyalty/tier", {
    loyalty: {
      marketingSetting: async () => ({ apiVersion: "v1" }),
      getProgramme: async () => programme,
      summary: async () => ({ memberCount: 9, newThisMonth: 0, levels: [{ level: 0, memberCount: 5 }, { level: 6, memberCount: 4 }], newMembersByMonth: [] }),
      ...loyalty,
    },
    marketing: { listVouchers: async () => [] },
  });

const press = async (name: string, scope: HTMLElement = document.body) => act(async () => fireEvent.click(within(scope).getByRole("button", { name })));

const openSeason = async () => {
  await findText("Basic");
  await press("Season");
  return screen.findByRole("dialog");
};

const checkedMonths = (dialog: HTMLElement) =>
  ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"].filter(
    (name) => within(dialog).getByRole("checkbox", { name }).getAttribute("aria-checked") === "true" || (within(dialog).getByRole("checkbox", { name }) as HTMLInputElement).checked,
  );

describe("the season dialog", () => {
  afterEach(cleanupApp);

  it("starts a season on the 1st of March, June, September and December with no rules, and says 'Season updated'", async () => {
    const replaceLevelCycle = vi.fn(async () => sampleProgramme({ levelCycle: { month: [3, 6, 9, 12], rules: [] }, _rev: 8 }));
    mount(sampleProgramme(), { replaceLevelCycle });
    const dialog = await openSeason();
    expect(within(dialog).queryByText("Every 1st of Months")).toBeNull();
    await act(async () => fireEvent.click(within(dialog).getByRole("switch", { name: "Season" })));
    expect(within(dialog).getByText("Every 1st of Months")).toBeTruthy();
    expect(checkedMonths(dialog)).toEqual(["Mar", "Jun", "Sep", "Dec"]);
    await press("Save", dialog);
    await waitFor(() => expect(replaceLevelCycle).toHaveBeenCalledWith({ businessId: "b1", rev: 7, change: { month: [3, 6, 9, 12], rules: [] } }));
    expect(await findText("Season updated")).toBeTruthy();
  });

  it("edits the rules with the level rule editor's messages and previews who moves where", async () => {
    const replaceLevelCycle = vi.fn(async () => sampleProgramme({ _rev: 8 }));
    const programme = sampleProgramme({ levelCycle: { month: [1], rules: [{ minLevel: 5, minExp: 0, levelExpression: "level - 2", expExpression: "0" }] } });
    mount(programme, { replaceLevelCycle });
    const dialog = await openSeason();
    await waitFor(() => expect(within(dialog).getByText("Level 6 (4 members) → Level 4")).toBeTruthy());
    await press("Add rule", dialog);
    const editor = (await screen.findAllByRole("dialog")).at(-1)!;
    fireEvent.change(within(editor).getByRole("spinbutton", { name: "Min level" }), { target: { value: "0" } });
    await act(async () => fireEvent.blur(within(editor).getByRole("spinbutton", { name: "Min level" })));
    await press("Done", editor);
    expect(within(editor).getByText("Min level is 1")).toBeTruthy();
    await press("Cancel", editor);
    await press("Remove rule 1", dialog);
    expect(within(dialog).getByText("No member changes level at the next reset.")).toBeTruthy();
    await press("Save", dialog);
    await waitFor(() => expect(replaceLevelCycle).toHaveBeenCalledWith({ businessId: "b1", rev: 7, change: { month: [1], rules: [] } }));
  });
});
