// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import ExcelJS from "exceljs";
import { Temporal } from "temporal-polyfill";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanupApp, findText } from "../../app/testing/renderApp";
import type { Restaurant } from "../../ports/businessPort";
import type { CreditTransactionRow, LoyaltyMembersPort } from "../../ports/loyaltyMembersPort";
import type { LoyaltyPort } from "../../ports/loyaltyPort";
import { saveFile } from "../../kit/export/saveFile";
import { MEMBER_TIME_ZONE } from "../../../domain/loyalty/member/memberDates";
import { renderMemberPages } from "../members/testing/renderMemberPages";
import { sampleProgramme } from "../testing/sampleProgramme";

vi.mock("../../kit/export/saveFile", () => ({ saveFile: vi.fn() }));

const credit = (n: number, overrides: Partial<CreditTransactionRow> = {}): CreditTransactionRow => ({
  id: `t${n}`,
  businessId: "b1",
  memberId: "m1",
  reverts: null,
  createdAt: "2026-01-04T02:30:00.000Z",
  source: "PORTAL",
  ref: null,
  restaurantId: "r1",
  member: { id: "m1", name: "Aisyah", phoneNumber: "+60123456789" },
  normal: 10,
  free: 0,
  seqNo: n,
  remark: n === 1 ? "Lunch, with \"kopi\"" : "",
  reverted: false,
  ...overrides,
});

const restaurants = [{ id: "r1", name: "Kopi KLCC" }, { id: "r2", name: "Kopi Bangsar" }] as unknown as ReadonlyArray<Restaurant>;

const mount = (listTransactions: LoyaltyMembersPort["listTransactions"], loyalty: Partial<LoyaltyPort> = {}) =>
  renderMemberPages("/b/b1/marketing/loyalty/report", {
    loyalty: { marketingSetting: async () => ({ apiVersion: "v1" }), getProgramme: async () => sampleProgramme(), listTransactions, ...loyalty },
    business: { listRestaurants: async () => restaurants },
  });

const today = () => Temporal.Now.instant().toZonedDateTimeISO(MEMBER_TIME_ZONE).toPlainDate();

describe("the transactions report", () => {
  beforeEach(() => vi.mocked(saveFile).mockClear());
  afterEach(cleanupApp);

  it("lists today's credit transactions, then the range of a preset", async () => {
    const listTransactions = vi.fn(async () => ({ resources: [credit(1), credit(2, { reverted: true })], totalResources: 2 })) as unknown as LoyaltyMembersPort["listTransactions"];
    mount(listTransactions);
    expect(await findText("Transaction")).toBeTruthy();
    const table = await screen.findByRole("table", { name: "Credit transaction" }, { timeout: 10_000 });
    await waitFor(() => expect(within(table).getAllByText("Kopi KLCC")).toHaveLength(2));
    expect(within(table).getByText("Reverted")).toBeTruthy();
    const day = today().toString();
    expect(listTransactions).toHaveBeenCalledWith("credit", "b1", { from: day, to: day, restaurantId: null, limit: 20, skip: 0 });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Last week" })));
    await waitFor(() =>
      expect(listTransactions).toHaveBeenLastCalledWith("credit", "b1", { from: today().subtract({ days: 6 }).toString(), to: day, restaurantId: null, limit: 20, skip: 0 }),
    );
  });

  it("hides the restaurant filter on the online store tab and asks that tab's report", async () => {
    const listTransactions = vi.fn(async () => ({ resources: [], totalResources: 0 })) as unknown as LoyaltyMembersPort["listTransactions"];
    mount(listTransactions);
    await screen.findByRole("table", { name: "Credit transaction" }, { timeout: 10_000 });
    expect(screen.getByLabelText("Restaurant")).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("tab", { name: "Online store transaction" })));
    expect(await screen.findByRole("table", { name: "Online store transaction" })).toBeTruthy();
    expect(screen.queryByLabelText("Restaurant")).toBeNull();
    await waitFor(() => expect(listTransactions).toHaveBeenLastCalledWith("online-store", "b1", expect.objectContaining({ restaurantId: null })));
    expect(await findText("No data")).toBeTruthy();
  });

  it("names the restaurants even when their list answers after the report", async () => {
    let answer: (list: ReadonlyArray<Restaurant>) => void = () => undefined;
    const late = new Promise<ReadonlyArray<Restaurant>>((resolve) => {
      answer = resolve;
    });
    const listTransactions = vi.fn(async () => ({ resources: [credit(1)], totalResources: 1 })) as unknown as LoyaltyMembersPort["listTransactions"];
    renderMemberPages("/b/b1/marketing/loyalty/report", {
      loyalty: { marketingSetting: async () => ({ apiVersion: "v1" }), getProgramme: async () => sampleProgramme(), listTransactions },
      business: { listRestaurants: () => late },
    });
    expect(await findText("Transaction")).toBeTruthy();
    expect(screen.queryByRole("table", { name: "Credit transaction" })).toBeNull();
    await act(async () => answer(restaurants));
    const table = await screen.findByRole("table", { name: "Credit transaction" }, { timeout: 10_000 });
    await waitFor(() => expect(within(table).getByText("Kopi KLCC")).toBeTruthy());
    expect(within(table).queryByText("r1")).toBeNull();
  });

  it("shows a failed load's message as a notification", async () => {
    mount(vi.fn(async () => Promise.reject(new Error("Invalid date range"))) as unknown as LoyaltyMembersPort["listTransactions"]);
    expect(await findText("Invalid date range")).toBeTruthy();
  });

  it("exports the open tab to CSV and to Excel with the table's columns", async () => {
    const listTransactions = vi.fn(async () => ({ resources: [credit(1)], totalResources: 1 })) as unknown as LoyaltyMembersPort["listTransactions"];
    mount(listTransactions);
    await screen.findByRole("table", { name: "Credit transaction" }, { timeout: 10_000 });
    await findText("Aisyah");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "CSV" })));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const day = today().toString();
    const [csvName, csv] = vi.mocked(saveFile).mock.calls[0]!;
    expect(csvName).toBe(`credit-transactions-${day}-${day}.csv`);
    expect(String(csv).split("\r\n")).toEqual([
      "Date,Member,Phone,Credit,Free credit,Source,Ref,Restaurant,Seq no.,Remark,Status",
      `04/01/2026 10:30,Aisyah,"=""+60123456789""",10,0,PORTAL,,Kopi KLCC,1,"Lunch, with ""kopi""",`,
      "",
    ]);
    expect(listTransactions).toHaveBeenLastCalledWith("credit", "b1", { from: day, to: day, restaurantId: null, limit: 1000, skip: 0 });

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Excel" })));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(2));
    const [xlsxName, data] = vi.mocked(saveFile).mock.calls[1]!;
    expect(xlsxName).toBe(`credit-transactions-${day}-${day}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(data as ArrayBuffer);
    const sheet = workbook.getWorksheet("Credit transaction")!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(["Date", "Member", "Phone", "Credit", "Free credit", "Source", "Ref", "Restaurant", "Seq no.", "Remark", "Status"]);
    expect((sheet.getRow(2).values as unknown[]).slice(1, 4)).toEqual(["04/01/2026 10:30", "Aisyah", "+60123456789"]);
  });
});
