// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Temporal } from "temporal-polyfill";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OWNER_TOKEN } from "../app/testing/fakeAuth";
import { cleanupApp, findText, renderApp } from "../app/testing/renderApp";
import { saveFile } from "../kit/export/saveFile";
import type { Restaurant } from "../ports/businessPort";
import type { ReportFigures, ReportPort, SalesReport } from "../ports/reportPort";
import { PageLoading } from "../shell/PageLoading";
import { reportRoutes } from ".";

vi.mock("../kit/export/saveFile", () => ({ saveFile: vi.fn() }));

const figures = (net: number, bills: number): ReportFigures => ({
  bills, refunds: 0, sales: [{ currency: "MYR", precision: 2, bills, gross: net + 100, discounts: 100, net, averageBill: bills === 0 ? 0 : Math.round(net / bills) }],
  activeMembers: 2, newMembers: 1, credit: { precision: 2, issued: 500, redeemed: 120 }, vouchersClaimed: 3, vouchersRedeemed: 1,
});
const REPORT: SalesReport = {
  businessId: "b1", timeZone: "Asia/Kuala_Lumpur", granularity: "day", from: "2026-01-04", to: "2026-01-05",
  start: "2026-01-03T16:00:00Z", end: "2026-01-05T16:00:00Z", restaurantId: null,
  totals: figures(290000, 2),
  series: [{ label: "2026-01-04", figures: figures(0, 0) }, { label: "2026-01-05", figures: figures(290000, 2) }],
  restaurants: [{ restaurantId: "r1", name: "Kopi Bangsar", figures: figures(290000, 2) }],
};

/** A figure shown on a card and in the restaurant table. */
const shown = (text: string) => screen.findAllByText(text, {}, { timeout: 10_000 });

const mount = (salesReport: ReportPort["salesReport"]) =>
  renderApp("/b/b1/reports", {
    storedToken: OWNER_TOKEN,
    routes: [{ path: "/", hydrateFallbackElement: <PageLoading />, children: reportRoutes }],
    business: { listRestaurants: async () => [{ id: "r1", name: "Kopi Bangsar" } as unknown as Restaurant] },
    report: { salesReport },
  });

describe("the sales report page", () => {
  afterEach(() => {
    cleanupApp();
    vi.mocked(saveFile).mockClear();
  });

  it("shows the period's figures as cards and per restaurant, opening on the last 30 days by day", async () => {
    const salesReport = vi.fn<ReportPort["salesReport"]>(async () => REPORT);
    mount(salesReport);
    expect(await shown("MYR 2,900.00")).toHaveLength(2);
    const cards = within(screen.getByRole("list", { name: "Figures" }));
    expect(cards.getByText("Average bill").nextSibling?.textContent).toBe("MYR 1,450.00");
    expect(cards.getByText("Credit issued").nextSibling?.textContent).toBe("5.00");
    expect(screen.getByRole("img", { name: /Net sales and bills per period: 2 periods/ })).toBeTruthy();
    expect(within(screen.getByRole("table")).getByText("Kopi Bangsar")).toBeTruthy();
    expect(salesReport).toHaveBeenCalledWith(expect.objectContaining({ businessId: "b1", granularity: "day", restaurantId: null }));
    const { from, to } = salesReport.mock.calls[0]![0];
    expect(Temporal.PlainDate.from(from).until(to).days).toBe(29);
  });

  it("reads the report again grouped by week", async () => {
    const salesReport = vi.fn<ReportPort["salesReport"]>(async () => REPORT);
    mount(salesReport);
    await shown("MYR 2,900.00");
    fireEvent.click(screen.getByRole("button", { name: "Week" }));
    await waitFor(() => expect(salesReport).toHaveBeenLastCalledWith(expect.objectContaining({ granularity: "week" })));
  });

  it("exports the buckets and restaurants as CSV", async () => {
    mount(async () => REPORT);
    await shown("MYR 2,900.00");
    fireEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(saveFile).toHaveBeenCalledTimes(1);
    const [name, text, type] = vi.mocked(saveFile).mock.calls[0]!;
    expect([name, type]).toEqual(["sales-report-2026-01-04-2026-01-05.csv", "text/csv"]);
    const lines = String(text).trim().split("\r\n");
    expect(lines[0]).toMatch(/^Period,Restaurant,Currency,Gross sales,Discounts,Net sales,Bills/);
    expect(lines.slice(1).map((line) => line.split(",").slice(0, 2).join(","))).toEqual(["2026-01-04,All", "2026-01-05,All", "2026-01-04 to 2026-01-05,Kopi Bangsar"]);
    expect(lines[2]).toContain("2901.00,1.00,2900.00,2");
  });

  it("shows the server's message when the report cannot be read", async () => {
    mount(async () => Promise.reject(new Error("You are not allowed to do this")));
    expect(await findText("You are not allowed to do this")).toBeTruthy();
  });
});
