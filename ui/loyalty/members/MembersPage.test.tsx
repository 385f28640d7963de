// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanupApp, findText } from "../../app/testing/renderApp";
import type { LoyaltyMember, LoyaltyMembersPort, MemberListQuery } from "../../ports/loyaltyMembersPort";
import type { LoyaltyPort } from "../../ports/loyaltyPort";
import { sampleProgramme } from "../testing/sampleProgramme";
import { renderMemberPages, sampleMember } from "./testing/renderMemberPages";

const PAGE = "/b/b1/marketing/loyalty/member";
const programme = sampleProgramme({ creditOneToOne: true });

/** A server holding `members`, searched by name and phone, paged by limit and skip. */
const serverOf = (members: ReadonlyArray<LoyaltyMember>) =>
  vi.fn<LoyaltyMembersPort["listMembers"]>(async (_businessId: string, { search, limit, skip }: MemberListQuery) => {
    const found = members.filter((member) => `${member.name} ${member.phoneNumber}`.toLowerCase().includes(search.toLowerCase()));
    return { resources: found.slice(skip, skip + limit), totalResources: found.length };
  });

const mount = (loyalty: Partial<LoyaltyPort>) =>
  renderMemberPages(PAGE, { loyalty: { marketingSetting: async () => ({ apiVersion: "v1" }), getProgramme: async () => programme, ...loyalty } });

const bodyRows = () => within(screen.getByRole("table")).getAllByRole("row").slice(1);

describe("the member page", () => {
  afterEach(cleanupApp);

  it("renders one server page of a business with 10,000 members", async () => {
    const listMembers = serverOf(Array.from({ length: 10_000 }, (_, index) => sampleMember(index + 1)));
    mount({ listMembers });
    expect(await findText("Member 00001")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Members" })).toBeTruthy();
    expect(bodyRows()).toHaveLength(20);
    expect(listMembers).toHaveBeenCalledTimes(1);
    expect(listMembers).toHaveBeenCalledWith("b1", { search: "", limit: 20, skip: 0 });
  });

  it("asks for the next page and offers the spec's page sizes", async () => {
    const listMembers = serverOf(Array.from({ length: 45 }, (_, index) => sampleMember(index + 1)));
    mount({ listMembers });
    await findText("Member 00001");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Page 2" })));
    expect(await findText("Member 00021")).toBeTruthy();
    expect(listMembers).toHaveBeenLastCalledWith("b1", { search: "", limit: 20, skip: 20 });
    const sizes = document.querySelector(".p-paginator .p-dropdown");
    expect(sizes?.textContent).toContain("20");
    await act(async () => fireEvent.click(sizes!.querySelector(".p-dropdown-trigger")!));
    await waitFor(() => expect(document.querySelectorAll(".p-dropdown-item")).toHaveLength(5));
    const options = [...document.querySelectorAll<HTMLElement>(".p-dropdown-item")];
    expect(options.map((option) => option.textContent)).toEqual(["5", "10", "20", "50", "100"]);
    await act(async () => fireEvent.click(options[3]!));
    await waitFor(() => expect(listMembers).toHaveBeenLastCalledWith("b1", { search: "", limit: 50, skip: 0 }));
    expect(bodyRows()).toHaveLength(45);
  });

  it("searches 500 ms after the typing pauses, and says 'No data' when nothing matches", async () => {
    const listMembers = serverOf([sampleMember(1), sampleMember(2)]);
    mount({ listMembers });
    await findText("Member 00001");
    const search = screen.getByRole("textbox", { name: "Search members" });
    fireEvent.change(search, { target: { value: "Mem" } });
    fireEvent.change(search, { target: { value: "Nobody" } });
    expect(await findText("No data")).toBeTruthy();
    expect(listMembers.mock.calls.map(([, query]) => query.search)).toEqual(["", "Nobody"]);
  });
});

describe("the member side dialog", () => {
  afterEach(cleanupApp);
  const member = sampleMember(1, {
    cardNo: "C-7",
    level: 2,
    experience: 10,
    balance: 20,
    creditBalance: { normal: 20, free: [] },
    titles: ["t1", "t2", "t3", "t4"].map((id) => ({ id, acquiredAt: "2026-01-01T00:00:00.000Z", expiredAt: "2999-12-31T15:59:59.999Z" })),
  });
  const withTitles = sampleProgramme({
    creditOneToOne: true,
    titles: ["t1", "t2", "t3", "t4"].map((id) => ({ id, name: `Title ${id}`, icon: "star", image: null, internal: false })) as never,
  });
  const open = async (loyalty: Partial<LoyaltyPort> = {}) => {
    renderMemberPages(PAGE, {
      loyalty: { marketingSetting: async () => ({ apiVersion: "v1" }), getProgramme: async () => withTitles, listMembers: serverOf([member]), ...loyalty },
    });
    const row = await findText("Member 00001");
    await act(async () => fireEvent.click(row));
    return screen.findByRole("complementary");
  };

  it("shows personal info, activity and titles, and a card whose back holds at most 3 titles", async () => {
    const side = await open();
    expect(within(side).getByRole("region", { name: "Personal info" }).textContent).toContain("C-7");
    expect(within(side).getByRole("region", { name: "Activity" }).textContent).toContain("Credit20");
    expect(within(side).getAllByText(/^Title t\d · until Dec 31, 2999$/)).toHaveLength(4);
    const back = within(side).getByRole("figure", { name: "Card back" });
    expect(within(back).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Title t1", "Title t2", "Title t3"]);
    for (const action of ["Send credit", "Deduct credit", "Update stat"]) expect(within(side).getByRole("button", { name: action })).toBeTruthy();
  });

  it("sends credit after 'This action cannot be reversed!' and names the member in the notice", async () => {
    const sendCredit = vi.fn<LoyaltyMembersPort["sendCredit"]>(async () => ({ ...member, balance: 35 }));
    const side = await open({ sendCredit });
    await act(async () => fireEvent.click(within(side).getByRole("button", { name: "Send credit" })));
    const dialog = await screen.findByRole("dialog", { name: "Send credit" });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Send" })));
    expect(within(dialog).getByText("Free credit is required")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Credit/), { target: { value: "10" } });
    fireEvent.change(within(dialog).getByLabelText(/^Free credit \(optional/), { target: { value: "5" } });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Send" })));
    const confirmation = await screen.findByRole("dialog", { name: "Confirmation" });
    expect(within(confirmation).getByText("This action cannot be reversed!")).toBeTruthy();
    await act(async () => fireEvent.click(within(confirmation).getByRole("button", { name: "Confirm" })));
    await waitFor(() => expect(sendCredit).toHaveBeenCalledWith("b1", "m1", { amount: 10, freeCredit: { amount: 5, validity: 30, unit: "day" }, remark: "" }));
    expect(await findText("15 credit sent to Member 00001 (+60121000001)")).toBeTruthy();
  });

  it("deducts credit after the confirmation, refusing nothing to deduct", async () => {
    const deductCredit = vi.fn<LoyaltyMembersPort["deductCredit"]>(async () => ({ ...member, balance: 16 }));
    const side = await open({ deductCredit });
    await act(async () => fireEvent.click(within(side).getByRole("button", { name: "Deduct credit" })));
    const dialog = await screen.findByRole("dialog", { name: "Deduct credit" });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Deduct" })));
    expect(within(dialog).getByText("Min deduct credit must more than 0")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Amount"), { target: { value: "4" } });
    fireEvent.change(within(dialog).getByLabelText(/^Remark/), { target: { value: "Lunch" } });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Deduct" })));
    const confirmation = await screen.findByRole("dialog", { name: "Confirmation" });
    await act(async () => fireEvent.click(within(confirmation).getByRole("button", { name: "Confirm" })));
    await waitFor(() => expect(deductCredit).toHaveBeenCalledWith("b1", "m1", { amount: 4, remark: "Lunch" }));
    expect(await findText("4 credit deducted from Member 00001 (+60121000001)")).toBeTruthy();
  });

  it("edits level, experience, card number and a title's days, within the level's experience cap", async () => {
    const updateMember = vi.fn<LoyaltyMembersPort["updateMember"]>(async () => member);
    const side = await open({ updateMember });
    await act(async () => fireEvent.click(within(side).getByRole("button", { name: "Edit" })));
    const dialog = await screen.findByRole("dialog", { name: "Edit member" });
    fireEvent.change(within(dialog).getByLabelText("Experience"), { target: { value: "300" } });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Save" })));
    expect(within(dialog).getByText("Max experience for level 2 is 299")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Experience"), { target: { value: "299" } });
    fireEvent.change(within(dialog).getByLabelText(/^Card number/), { target: { value: "  C-8 " } });
    fireEvent.change(within(dialog).getByLabelText(/^Title t2 days/), { target: { value: "7" } });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Remove Title t3" })));
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Save" })));
    await waitFor(() =>
      expect(updateMember).toHaveBeenCalledWith("b1", "m1", { level: 2, experience: 299, cardNo: "C-8", titles: [{ id: "t2", days: 7 }, { id: "t3", days: null }], _rev: 1 }),
    );
    expect(await findText("Action was successful")).toBeTruthy();
  });

  it("updates the stat and says 'Member stat updated'", async () => {
    const updateMemberStat = vi.fn<LoyaltyMembersPort["updateMemberStat"]>(async () => member);
    const side = await open({ updateMemberStat });
    await act(async () => fireEvent.click(within(side).getByRole("button", { name: "Update stat" })));
    const dialog = await screen.findByRole("dialog", { name: "Update stat" });
    fireEvent.change(within(dialog).getByLabelText("Visit count"), { target: { value: "4" } });
    fireEvent.change(within(dialog).getByLabelText(/^Last visit/), { target: { value: "2026/01/04" } });
    fireEvent.change(within(dialog).getByLabelText("Average bill size"), { target: { value: "25.5" } });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Save" })));
    await waitFor(() =>
      expect(updateMemberStat).toHaveBeenCalledWith("b1", "m1", {
        stat: { visitCount: 4, lastVisit: "2026-01-03T16:00:00Z", avgBillSize: 25.5, avgVisitFrequency: 0 },
        totalSpent: 0,
      }),
    );
    expect(await findText("Member stat updated")).toBeTruthy();
  });
});

describe("the member page's failures", () => {
  afterEach(cleanupApp);

  it("shows the server's message when the list cannot be read", async () => {
    mount({ listMembers: async () => Promise.reject(new Error("Unauthorized request")) });
    expect(await findText("Unauthorized request")).toBeTruthy();
    expect(await findText("No data")).toBeTruthy();
  });
});
