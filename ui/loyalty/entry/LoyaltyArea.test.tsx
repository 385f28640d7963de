// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanupApp, findText } from "../../app/testing/renderApp";
import type { LoyaltyPort } from "../../ports/loyaltyPort";
import { renderLoyalty } from "../testing/renderLoyalty";
import { sampleProgramme } from "../testing/sampleProgramme";
import { takeProgrammeRead } from "./programmeReadAhead";

const v1 = async () => ({ apiVersion: "v1" });
const noProgramme = async () => null;
const summary = async () => ({ memberCount: 0, newThisMonth: 0, levels: [], newMembersByMonth: [] });

const mount = (path: string, loyalty: Partial<LoyaltyPort>) => renderLoyalty(path, { loyalty: { marketingSetting: v1, summary, ...loyalty } });

describe("the loyalty area's entry", () => {
  afterEach(() => {
    cleanupApp();
    vi.restoreAllMocks();
  });

  it("offers 'Get started' on the landing page, which opens setup", async () => {
    const { router } = mount("/b/b1/marketing/loyalty", { getProgramme: noProgramme });
    expect(await findText("Loyalty programme")).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Get started" })));
    expect(await findText("Set up your loyalty programme")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/b/b1/marketing/loyalty/setup");
  });

  it("reads the programme once, beside the marketing setting rather than after it", async () => {
    let answerSetting: (setting: { apiVersion: string }) => void = () => undefined;
    const getProgramme = vi.fn(noProgramme);
    mount("/b/b1/marketing/loyalty", { getProgramme, marketingSetting: () => new Promise((resolve) => (answerSetting = resolve)) });
    await waitFor(() => expect(getProgramme).toHaveBeenCalledWith("b1"));
    await act(async () => answerSetting({ apiVersion: "v1" }));
    expect(await findText("Loyalty programme")).toBeTruthy();
    expect(getProgramme).toHaveBeenCalledTimes(1);
  });

  it("sends every loyalty route to setup while there is no programme", async () => {
    const { router } = mount("/b/b1/marketing/loyalty/tier/2", { getProgramme: noProgramme });
    expect(await findText("Set up your loyalty programme")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/b/b1/marketing/loyalty/setup");
  });

  it("sends setup and the landing page to the overview once a programme exists", async () => {
    const getProgramme = vi.fn(async () => sampleProgramme());
    const { router } = mount("/b/b1/marketing/loyalty/setup", { getProgramme });
    await waitFor(() => expect(router.state.location.pathname).toBe("/b/b1/marketing/loyalty/overview"));
    expect(await findText("Kopi Club")).toBeTruthy();
    expect(getProgramme).toHaveBeenCalledWith("b1");
  });

  it("creates the programme from setup with the server's rules, then opens the overview", async () => {
    const createProgramme = vi.fn(async () => sampleProgramme({ name: "Teh Club" }));
    const { router } = mount("/b/b1/marketing/loyalty/setup", { getProgramme: noProgramme, createProgramme });
    const name = await screen.findByRole("textbox", { name: "Programme name" }, { timeout: 10_000 });
    fireEvent.change(name, { target: { value: "  " } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Create programme" })));
    expect(await findText("Name is required")).toBeTruthy();
    expect(createProgramme).not.toHaveBeenCalled();
    fireEvent.change(name, { target: { value: "Teh Club " } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Create programme" })));
    await waitFor(() => expect(createProgramme).toHaveBeenCalledWith("b1", { name: "Teh Club", baseTierName: "Basic", baseExpToLevelUp: 300 }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/b/b1/marketing/loyalty/overview"));
    expect(await findText("Teh Club")).toBeTruthy();
  });

  it("shows a failed creation's message with 'Try again'", async () => {
    const createProgramme = vi.fn<LoyaltyPort["createProgramme"]>().mockRejectedValueOnce(new Error("Invalid URL, should be more than 6 characters")).mockResolvedValueOnce(sampleProgramme());
    const { router } = mount("/b/b1/marketing/loyalty/setup", { getProgramme: noProgramme, createProgramme });
    expect(await findText("Set up your loyalty programme")).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Create programme" })));
    expect(await findText("Invalid URL, should be more than 6 characters")).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Try again" })));
    await waitFor(() => expect(router.state.location.pathname).toBe("/b/b1/marketing/loyalty/overview"));
    expect(createProgramme).toHaveBeenCalledTimes(2);
  });

  it("reads the overview's summary beside the programme, once, rather than after it", async () => {
    let answer = (_: ReturnType<typeof sampleProgramme>) => undefined as void;
    const getProgramme = vi.fn(() => new Promise<ReturnType<typeof sampleProgramme>>((resolve) => (answer = resolve)));
    const readSummary = vi.fn(summary);
    mount("/b/b1/marketing/loyalty/overview", { getProgramme, summary: readSummary });
    await waitFor(() => expect(getProgramme).toHaveBeenCalledWith("b1"));
    expect(readSummary).toHaveBeenCalledWith("b1");
    await act(async () => answer(sampleProgramme()));
    expect(await findText("Loyalty programme overview")).toBeTruthy();
    await waitFor(() => expect(screen.queryAllByText("-")).toHaveLength(0));
    expect(readSummary).toHaveBeenCalledTimes(1);
  });

  it("leaves for the marketing portal when the setting says v2, without showing the programme read beside the setting", async () => {
    const getProgramme = vi.fn(noProgramme);
    const assign = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, assign });
    const { ports } = mount("/b/b1/marketing/loyalty?showHeader=false", {
      getProgramme,
      marketingSetting: async () => ({ apiVersion: "v2", portalUrl: "https://portal.example.com/" }),
    });
    expect(await findText("Opening the marketing portal…")).toBeTruthy();
    expect(assign).toHaveBeenCalledWith("https://portal.example.com/?businessId=b1&showHeader=false");
    expect(getProgramme).toHaveBeenCalledWith("b1");
    expect(screen.queryByRole("button", { name: "Get started" })).toBeNull();
    // The read started ahead went with the visit: a later one reads afresh.
    await takeProgrammeRead(ports.loyalty, "b1");
    expect(getProgramme).toHaveBeenCalledTimes(2);
  });

  it("sends a user without manage rights on the membership to the business overview", async () => {
    const { router } = renderLoyalty("/b/b1/marketing/loyalty/overview", {
      loyalty: { marketingSetting: v1, summary, getProgramme: async () => sampleProgramme() },
      marketing: {
        permissionIn: async () => ({ level: 1, userId: "00000000000000000000000b", businessId: "b1", owner: false, grants: [{ action: "manage", subject: "Voucher" }] }),
      },
    });
    expect(await findText("business page")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/b/b1");
  });

  it("only logs a failed setting read and shows the normal view", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    mount("/b/b1/marketing/loyalty", { getProgramme: noProgramme, marketingSetting: async () => Promise.reject(new Error("Request failed with status 500")) });
    expect(await findText("Get started")).toBeTruthy();
    expect(warn).toHaveBeenCalledWith("Marketing setting not read: Request failed with status 500");
  });
});
