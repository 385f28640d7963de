// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import ExcelJS from "exceljs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanupApp, findText } from "../../../app/testing/renderApp";
import type { LoyaltyMember, LoyaltyMembersPort } from "../../../ports/loyaltyMembersPort";
import { sampleProgramme } from "../../testing/sampleProgramme";
import { renderMemberPages, sampleMember } from "../testing/renderMemberPages";
import { MEMBER_EXPORT_COLUMNS } from "../../../../domain/loyalty/member/memberExport";
import { saveFile } from "../../../kit/export/saveFile";

vi.mock("../../../kit/export/saveFile", () => ({ saveFile: vi.fn() }));

const programme = sampleProgramme({
  creditOneToOne: true,
  titles: [{ id: "vip", name: "VIP", icon: "crown", image: null, internal: false }, { id: "old", name: "Old", icon: "star", image: null, internal: false }] as never,
});
const FUTURE = "2999-12-31T15:59:59.999Z";
const PAST = "2020-01-01T15:59:59.999Z";

/** 2,500 members: every 10th has no phone at all; member 1 has the full set of fields. */
const MEMBERS: ReadonlyArray<LoyaltyMember> = Array.from({ length: 2500 }, (_, index) => {
  const n = index + 1;
  if (n === 1)
    return sampleMember(1, {
      name: "Aisyah",
      cardNo: "C-1",
      birthday: "1990-02-09",
      level: 6,
      experience: 40,
      tier: 1,
      creditBalance: { normal: 12.5, free: [{ lotId: "a", amount: 3, expiredAt: FUTURE }, { lotId: "b", amount: 9, expiredAt: PAST }] },
      titles: [{ id: "vip", acquiredAt: PAST, expiredAt: FUTURE }, { id: "old", acquiredAt: PAST, expiredAt: PAST }],
      totalSpent: { amount: 10250, precision: 2, currency: "MYR" },
      stat: { visitCount: 4, lastVisit: "2026-01-04T10:00:00.000Z", avgBillSize: 25.63, avgVisitFrequency: 6.2, products: [] },
      user: { displayName: "Aisyah", phoneNumber: "+60123456789", prevPhoneNumbers: [], email: "a@kopi.my", birthday: "1990-02-09", photoURL: null },
      phoneNumber: "+60123456789",
    });
  if (n === 2) return sampleMember(2, { phoneNumber: null, user: { ...sampleMember(2).user, prevPhoneNumbers: ["+60111111111"] } });
  return n % 10 === 0 ? sampleMember(n, { phoneNumber: null }) : sampleMember(n);
});

const paged = vi.fn<LoyaltyMembersPort["listMembers"]>(async (_b, { limit, skip }) => ({ resources: MEMBERS.slice(skip, skip + limit), totalResources: MEMBERS.length }));

const mount = (listMembers: LoyaltyMembersPort["listMembers"]) =>
  renderMemberPages("/b/b1/marketing/loyalty/member", {
    loyalty: { marketingSetting: async () => ({ apiVersion: "v1" }), getProgramme: async () => programme, listMembers },
  });

const cellsOf = (row: ExcelJS.Row): ReadonlyArray<unknown> => (row.values as unknown[]).slice(1);

describe("Export members", () => {
  beforeEach(() => vi.mocked(saveFile).mockClear());
  afterEach(cleanupApp);

  it("reads 1000 members a request and saves members.xlsx with the spec's columns and rows", async () => {
    mount(paged);
    await findText("Aisyah");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Export members" })));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1), { timeout: 20_000 });
    const exportCalls = paged.mock.calls.filter(([, query]) => query.limit === 1000).map(([, query]) => query.skip);
    expect(exportCalls).toEqual([0, 1000, 2000]);

    const [fileName, data] = vi.mocked(saveFile).mock.calls[0]!;
    expect(fileName).toBe("members.xlsx");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(data as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(["Members"]);
    const sheet = workbook.getWorksheet("Members")!;
    expect(cellsOf(sheet.getRow(1))).toEqual([...MEMBER_EXPORT_COLUMNS]);
    const withPhone = MEMBERS.filter((_, index) => (index + 1) % 10 !== 0).length;
    expect(sheet.actualRowCount).toBe(1 + withPhone);
    expect(cellsOf(sheet.getRow(2))).toEqual([
      "Aisyah", "+60123456789", "a@kopi.my", "C-1", "09/02/1990", 12.5, 3, 40, 6, "Silver", "VIP", 4, 25.63, 102.5, "04/01/2026", "05/01/2026", 7,
    ]);
    expect(cellsOf(sheet.getRow(3)).slice(0, 2)).toEqual(["Member 00002", "+60111111111"]);
  }, 60_000);

  it("stops at Cancel in the progress dialog and saves nothing", async () => {
    let release: () => void = () => undefined;
    const listMembers = vi.fn<LoyaltyMembersPort["listMembers"]>(async (businessId, query, signal) => {
      if (query.limit === 1000) await new Promise<void>((resolve) => (release = resolve));
      return paged(businessId, query, signal);
    });
    mount(listMembers);
    await findText("Aisyah");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Export members" })));
    expect(await findText("Exporting members...")).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Cancel" })));
    await act(async () => release());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listMembers.mock.calls.filter(([, query]) => query.limit === 1000)).toHaveLength(1);
    expect(saveFile).not.toHaveBeenCalled();
  });
});
