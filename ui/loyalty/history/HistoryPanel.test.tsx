// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanupApp, findText } from "../../app/testing/renderApp";
import type { ProgrammeChange } from "../../ports/loyaltyRewardsPort";
import { renderLoyalty } from "../testing/renderLoyalty";
import { sampleProgramme } from "../testing/sampleProgramme";
import { whatChanged } from "./programmeChanges";

const change = (version: number, type: string, actorName: string | null, actor: string | null = "u1"): ProgrammeChange => ({
  version, type, actor, actorName, occurredAt: `2026-03-${String(10 + version).padStart(2, "0")}T04:30:00Z`,
});

describe("the programme history panel", () => {
  afterEach(cleanupApp);

  it("opens from the overview's History button and lists who changed what and when, newest first, 10 a page", async () => {
    const changes = [
      change(9, "OnLevelRewardReplaced", "Siti"), change(8, "OnJoinRewardReplaced", "Siti"), change(7, "TiersReplaced", null), change(6, "SomethingNewHappened", null, null),
      ...[5, 4, 3, 2, 1].map((version) => change(version, "ProgrammeSettingsUpdated", "Ahmad")), change(0, "ProgrammeCreated", "Ahmad"),
      change(-1, "ProgrammeCreated", "Ahmad"),
    ];
    const programmeHistory = vi.fn(async () => changes);
    renderLoyalty("/b/b1/marketing/loyalty/overview", {
      loyalty: { marketingSetting: async () => ({ apiVersion: "v1" }), getProgramme: async () => sampleProgramme(), summary: async () => new Promise(() => {}), programmeHistory },
    });
    await findText("Loyalty programme overview");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "History" })));
    const table = await screen.findByRole("table", { name: "Programme history" });
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(11));
    const lines = within(table).getAllByRole("row").map((row) => row.textContent);
    expect(lines[0]).toBe("WhenWhoWhat");
    expect(lines[1]).toBe("19/03/2026 12:30SitiLevel up rewards updated");
    expect(lines[2]).toBe("18/03/2026 12:30SitiNew member rewards updated");
    expect(lines[3]).toBe("17/03/2026 12:30u1Tiers updated");
    expect(lines[4]).toBe("16/03/2026 12:30SystemSomething new happened");
    expect(programmeHistory).toHaveBeenCalledWith("b1");
    expect(await findText("Programme created")).toBeTruthy();
  });

  it("names every programme section", () => {
    expect(whatChanged("LevelCycleReplaced")).toBe("Season updated");
    expect(whatChanged("StoreCategoriesReplaced")).toBe("Store categories updated");
  });
});
