// @vitest-environment jsdom
// The Benefits page over fake ports: the title groups and benefit rows, the title dialog, title
// deletion refused by the server, and the benefit wizard writing the whole list at its revision.
import { act, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { RouteObject } from "react-router";
import { Temporal } from "temporal-polyfill";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_TIME_ZONE } from "../../../domain/business/orderingHours";
import { nextDistributeText } from "../../../domain/loyalty/cronSchedule";
import { ANYTIME_TRIGGER, type Benefit } from "../../../domain/loyalty/programme/benefits";
import { RootFrame } from "../../app/RootFrame";
import { indexRoutes } from "../../app/routeIndex";
import { OWNER_TOKEN } from "../../app/testing/fakeAuth";
import { cleanupApp, findText, renderApp } from "../../app/testing/renderApp";
import type { LoyaltyPort, LoyaltyProgramme } from "../../ports/loyaltyPort";
import type { Voucher } from "../../ports/marketingPort";
import { PageLoading } from "../../shell/PageLoading";
import { marketingRoute } from "..";
import { OWNER_RECORD } from "../testing/renderLoyalty";
import { sampleProgramme } from "../testing/sampleProgramme";

configure({ asyncUtilTimeout: 10_000 });

const pages: RouteObject[] = [{ path: "/", hydrateFallbackElement: <PageLoading />, children: [marketingRoute] }];
const routes: RouteObject[] = [{ element: <RootFrame routeIndex={indexRoutes(pages)} />, children: pages }];

const basic = (id: string, overrides: Partial<Benefit> = {}): Benefit => ({
  id,
  name: `Perk ${id}`,
  description: "",
  image: null,
  requiredTitle: null,
  minTier: null,
  maxTier: null,
  minLevel: null,
  maxLevel: null,
  targetRestaurant: [],
  options: { type: "basic", effect: { priority: 0, availableOnlineOrder: false, options: { percentage: 5 } }, scheduler: { start: ANYTIME_TRIGGER, timePeriod: [{ start: "00:00", end: "23:59" }], validity: 1 } },
  ...overrides,
});

const WEEKLY = "0 0 * * 1";
const monday: Benefit = basic("w", {
  name: "Monday treat",
  requiredTitle: "t1",
  minTier: 1,
  maxTier: 2,
  options: { type: "schedule", vouchers: ["v1"], freeCredit: { day: 30, amount: 1000 }, triggerer: { cron: WEEKLY } },
});
const birthday: Benefit = basic("b", {
  name: "Birthday Treat",
  requiredTitle: "t1",
  minLevel: 3,
  maxLevel: null,
  options: { type: "schedule", vouchers: [], freeCredit: null, triggerer: { birthday: { type: "before", day: 3 } } },
});

const programme: LoyaltyProgramme = sampleProgramme({
  creditOneToOne: true,
  titles: [{ id: "t1", name: "Connoisseur", icon: "crown", image: null, internal: true, acquiredAt: "2026-01-05T02:00:00Z" }],
  benefits: [...["1", "2", "3", "4", "5", "6"].map((id) => basic(id)), monday, birthday],
});

const vouchers = [{ id: "v1", name: "Free kopi", type: "MEMBER_REWARD" }] as unknown as ReadonlyArray<Voucher>;

const mount = (loyalty: Partial<LoyaltyPort> = {}) =>
  renderApp("/b/b1/marketing/loyalty/benefit", {
    storedToken: OWNER_TOKEN,
    routes,
    marketing: { permissionIn: async () => OWNER_RECORD, listVouchers: async () => vouchers },
    business: { listRestaurants: async () => [] },
    loyalty: { marketingSetting: async () => ({ apiVersion: "v1" }), getProgramme: async () => programme, ...loyalty },
  });

const press = async (name: string | RegExp, scope: HTMLElement = document.body) => act(async () => fireEvent.click(within(scope).getByRole("button", { name })));
const section = (name: string) => screen.getByRole("region", { name });
const dialog = () => screen.getByRole("dialog");
const type = async (label: string, value: string) =>
  act(async () => fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } }));

describe("the Benefits page", () => {
  afterEach(cleanupApp);

  it("lists Common and the custom titles with their benefits, five rows until expanded", async () => {
    mount();
    await findText("Connoisseur");
    const common = section("Common");
    expect(within(common).getAllByRole("listitem")).toHaveLength(5);
    expect(within(common).getAllByText("Available from tier 1 to Unlimited")).toHaveLength(5);
    expect(within(common).getAllByText("5% off")).toHaveLength(5);
    await press("Show all (6)", common);
    expect(within(common).getAllByRole("listitem")).toHaveLength(6);

    const custom = section("Connoisseur");
    expect(within(custom).getByText("Internal")).toBeTruthy();
    const weekly = within(custom).getByRole("listitem", { name: "Monday treat" });
    expect(within(weekly).getByText("Scheduled")).toBeTruthy();
    expect(within(weekly).getByText("Available from tier 2 to 3")).toBeTruthy();
    expect(await within(weekly).findByText("Free kopi, 10 free credit for 30 days")).toBeTruthy();
    expect(within(weekly).getByText(nextDistributeText(WEEKLY, Temporal.Now.instant(), DEFAULT_TIME_ZONE))).toBeTruthy();
    const treat = within(custom).getByRole("listitem", { name: "Birthday Treat" });
    expect(within(treat).getByText("Available from level 3 to Unlimited")).toBeTruthy();
    expect(within(treat).getByText("Distributed 3 days before the member's birthday")).toBeTruthy();
  });

  it("creates a title through the title dialog at the programme's revision", async () => {
    const replaceTitles = vi.fn(async () => ({ ...programme, _rev: 8 }));
    mount({ replaceTitles });
    await findText("Connoisseur");
    await press("New title");
    await press("Save", dialog());
    expect(await findText("Name is required")).toBeTruthy();
    await type("Name", " VIP ");
    await press("trophy", dialog());
    await press("Save", dialog());
    expect(await findText("New title VIP created")).toBeTruthy();
    expect(replaceTitles).toHaveBeenCalledWith({
      businessId: "b1",
      rev: 7,
      change: [
        { id: "t1", name: "Connoisseur", icon: "crown", image: null, internal: true },
        { name: "VIP", icon: "trophy", internal: false },
      ],
    });
  });

  it("renames a title and deletes a benefit with the spec's notices", async () => {
    const replaceTitles = vi.fn(async () => programme);
    const replaceBenefits = vi.fn(async () => programme);
    mount({ replaceTitles, replaceBenefits });
    await findText("Connoisseur");
    await press("Edit title Connoisseur");
    await type("Name", "Kenner");
    await press("Save", dialog());
    expect(await findText("Title Connoisseur updated to Kenner")).toBeTruthy();
    expect(replaceTitles).toHaveBeenCalledWith({ businessId: "b1", rev: 7, change: [{ id: "t1", name: "Kenner", icon: "crown", image: null, internal: true }] });
    await press("Delete Perk 1");
    expect(await findText("Are you sure to delete Perk 1 ?")).toBeTruthy();
    await press("Delete", dialog());
    expect(await findText("Benefit Perk 1 deleted")).toBeTruthy();
    const [[write]] = replaceBenefits.mock.calls as unknown as [[Parameters<LoyaltyPort["replaceBenefits"]>[0]]];
    expect(write.change.map((benefit) => benefit.id)).toEqual(["2", "3", "4", "5", "6", "w", "b"]);
  });

  it("shows the server's refusal to delete a title with benefits", async () => {
    const replaceTitles = vi.fn(() => Promise.reject(Object.assign(new Error("Unable to delete title with benefits"), { status: 400 })));
    mount({ replaceTitles });
    await findText("Connoisseur");
    await press("Delete title Connoisseur");
    expect(await findText("Are you sure to delete Connoisseur ?")).toBeTruthy();
    await press("Delete", dialog());
    expect(await findText("Unable to delete title with benefits")).toBeTruthy();
    expect(replaceTitles).toHaveBeenCalledWith({ businessId: "b1", rev: 7, change: [] });
  });

  it("adds a scheduled benefit through the wizard, skipping Configure, and writes the whole list", async () => {
    const replaceBenefits = vi.fn(async () => ({ ...programme, _rev: 8 }));
    mount({ replaceBenefits });
    await findText("Connoisseur");
    await press("Add benefit to Connoisseur");
    expect(within(dialog()).getByText("New benefit")).toBeTruthy();
    await press("Next", dialog());
    expect(within(dialog()).getAllByText("Name is required").length).toBeGreaterThan(0);
    await press(/^Scheduled/, dialog());
    await type("Name", "Payday");
    await press("Next", dialog());
    expect(within(dialog()).getByRole("button", { name: "Save" })).toBeTruthy();
    expect(within(dialog()).queryByText("Configure")).toBeNull();
    await press("Save", dialog());
    expect(await findText("Benefit Payday updated")).toBeTruthy();
    const [[write]] = replaceBenefits.mock.calls as unknown as [[Parameters<LoyaltyPort["replaceBenefits"]>[0]]];
    expect(write.rev).toBe(7);
    expect(write.change).toHaveLength(9);
    expect(write.change[6]).toMatchObject({ id: "w", options: { freeCredit: { day: 30, amount: 10 } } });
    expect(write.change[8]).toMatchObject({ name: "Payday", requiredTitle: "t1", options: { type: "schedule", triggerer: { cron: "0 0 * * *" } } });
  });

  it("locks the type of a benefit being edited", async () => {
    mount();
    await findText("Connoisseur");
    await press("Edit Birthday Treat");
    expect(within(dialog()).getByText("Edit benefit")).toBeTruthy();
    await press(/^Basic/, dialog());
    expect(await findText("Benefit type cannot be changed")).toBeTruthy();
  });

  it("on a stale list shows the message and reads the programme again", async () => {
    const getProgramme = vi.fn(async () => programme);
    const replaceBenefits = vi.fn(() => Promise.reject(Object.assign(new Error("This record was changed by someone else. Reload and try again."), { status: 409 })));
    mount({ getProgramme, replaceBenefits });
    await findText("Connoisseur");
    await press("Edit Birthday Treat");
    await press("Next", dialog());
    await press("Save", dialog());
    expect((await screen.findAllByText("This record was changed by someone else. Reload and try again.")).length).toBeGreaterThan(0);
    await waitFor(() => expect(getProgramme).toHaveBeenCalledTimes(2));
    expect(within(dialog()).getByRole("button", { name: "Save" })).toBeTruthy();
  });
});
