// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Company } from "../../../domain/business/company";
import { cleanupApp, findText } from "../../app/testing/renderApp";
import type { Business } from "../../ports/businessPort";
import type { LoyaltyPort, LoyaltyProgramme } from "../../ports/loyaltyPort";
import { renderLoyalty } from "../testing/renderLoyalty";
import { sampleProgramme } from "../testing/sampleProgramme";

const company: Company = {
  name: "Kopi Kita Sdn Bhd",
  regNo: "202301000001",
  sstRegNo: "W10-2301-32000001",
  phoneNo: "+60312345678",
  address: { line1: "1 Jalan Telawi", line2: "", city: "Kuala Lumpur", state: "Kuala Lumpur", postcode: "59100", country: "MY" },
  inclusiveTaxes: [{ systemCode: "MY_SST", inclusive: false }],
} as unknown as Company;

const inactive = sampleProgramme();
const active = sampleProgramme({
  store: {
    activated: true,
    company,
    taxes: [{ systemCode: "MY_SST", taxCode: "SST", rate: { amount: 600, precision: 4 }, inclusive: false }],
    categories: [
      {
        id: "c1",
        name: "Top up",
        bundles: [
          { id: "k1", name: "Top up 50", price: { amount: 5000, precision: 2, currency: "MYR" }, credit: { normal: 4000, free: [{ amount: 500, dayToExpire: 30 }] }, titles: [], vouchers: [], conditions: [] },
        ],
      },
    ],
  },
});

const mount = (path: string, programme: LoyaltyProgramme, loyalty: Partial<LoyaltyPort> = {}, business?: Business) =>
  renderLoyalty(path, {
    loyalty: { marketingSetting: async () => ({ apiVersion: "v1" }), getProgramme: async () => programme, ...loyalty },
    business: { getBusiness: async () => business ?? ({ id: "b1", company: null } as unknown as Business) },
    marketing: { listVouchers: async () => [] },
  });

const press = async (name: string, scope: HTMLElement = document.body) => act(async () => fireEvent.click(within(scope).getByRole("button", { name })));
const typeNumber = async (scope: HTMLElement, label: string | RegExp, value: string) => {
  const input = within(scope).getByRole("spinbutton", { name: label });
  fireEvent.change(input, { target: { value } });
  await act(async () => fireEvent.blur(input));
};

describe("the member store page", () => {
  afterEach(cleanupApp);

  it("links to the company legal info page until the company has a tax registration", async () => {
    const { router } = mount("/b/b1/marketing/loyalty/store", inactive, {}, { id: "b1", company: { ...company, sstRegNo: "" } } as unknown as Business);
    expect(await findText("The member store needs your company legal info with a tax registration number.")).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("link", { name: "Company legal info" })));
    expect(router.state.location.pathname).toBe("/b/b1/company");
  });

  it("activates the store with the taxes typed, then shows its categories", async () => {
    const updateStore = vi.fn(async () => ({ ...active, _rev: 8, store: { ...active.store, categories: [] } }));
    mount("/b/b1/marketing/loyalty/store", inactive, { updateStore }, { id: "b1", company } as unknown as Business);
    const form = await screen.findByRole("form", { name: "Activate member store" });
    expect(within(form).getByText("W10-2301-32000001")).toBeTruthy();
    await typeNumber(form, "Rate", "6");
    await press("Activate", form);
    await waitFor(() =>
      expect(updateStore).toHaveBeenCalledWith({ businessId: "b1", rev: 7, change: { taxes: [{ systemCode: "MY_SST", taxCode: "SST", rate: 6, inclusive: false }] } }),
    );
    expect(await findText("Store updated")).toBeTruthy();
    expect(await findText("No category yet. Add one to sell credit bundles.")).toBeTruthy();
  });

  it("shows the server's refusal on the activation form", async () => {
    mount("/b/b1/marketing/loyalty/store", inactive, { updateStore: async () => Promise.reject(new Error("Company tax registration is required")) }, { id: "b1", company } as unknown as Business);
    const form = await screen.findByRole("form", { name: "Activate member store" });
    await press("Activate", form);
    expect(await findText("Company tax registration is required")).toBeTruthy();
  });

  it("creates a category with the whole list and the revision read", async () => {
    const replaceStoreCategories = vi.fn(async () => ({ ...active, _rev: 8 }));
    mount("/b/b1/marketing/loyalty/store", active, { replaceStoreCategories });
    await findText("Top up 50");
    expect(screen.getByText("MYR 50.60")).toBeTruthy();
    await press("New category");
    const dialog = await screen.findByRole("dialog");
    await press("Create", dialog);
    expect(await within(dialog).findByText("Name is required")).toBeTruthy();
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Name" }), { target: { value: "Specials" } });
    await press("Create", dialog);
    await waitFor(() =>
      expect(replaceStoreCategories).toHaveBeenCalledWith({
        businessId: "b1",
        rev: 7,
        change: [
          { id: "c1", name: "Top up", bundles: [{ id: "k1", name: "Top up 50", price: 50, credit: { normal: 4000, free: [{ amount: 500, dayToExpire: 30 }] }, titles: [], vouchers: [], conditions: [] }] },
          { name: "Specials", bundles: [] },
        ],
      }),
    );
    expect(await findText("Store updated")).toBeTruthy();
  });

  it("deletes a category and its bundles after 'Are you sure to delete {name} ?'", async () => {
    const replaceStoreCategories = vi.fn(async () => ({ ...active, _rev: 8, store: { ...active.store, categories: [] } }));
    mount("/b/b1/marketing/loyalty/store", active, { replaceStoreCategories });
    await findText("Top up 50");
    await press("Edit category Top up");
    await press("Delete", await screen.findByRole("dialog"));
    expect(await findText("Are you sure to delete Top up ?")).toBeTruthy();
    await press("Delete", screen.getByRole("dialog", { name: "Confirmation" }));
    await waitFor(() => expect(replaceStoreCategories).toHaveBeenCalledWith({ businessId: "b1", rev: 7, change: [] }));
  });

  it("opens a bundle from its address, previews the price with tax and checks the conditions", async () => {
    const replaceStoreCategories = vi.fn<LoyaltyPort["replaceStoreCategories"]>(async () => ({ ...active, _rev: 8 }));
    mount("/b/b1/marketing/loyalty/store/0/bundle/0", active, { replaceStoreCategories });
    const panel = await screen.findByRole("complementary", { name: "Update bundle" });
    const preview = within(panel).getByRole("region", { name: "Price with tax" });
    expect(preview.textContent).toContain("TaxableMYR 10.00");
    expect(preview.textContent).toContain("SSTMYR 0.60");
    expect(preview.textContent).toContain("Price with taxMYR 50.60");
    await typeNumber(panel, "Price", "100");
    expect(within(panel).getByRole("region", { name: "Price with tax" }).textContent).toContain("Price with taxMYR 103.60");
    await press("Add condition", panel);
    expect(within(panel).queryByRole("button", { name: "Add condition" })).toBeNull();
    await typeNumber(panel, /^Min/, "5");
    await typeNumber(panel, /^Max/, "2");
    await press("Update", panel);
    expect(await within(panel).findByText("Min must smaller than max")).toBeTruthy();
    expect(within(panel).getByText("Max must larger than min")).toBeTruthy();
    await typeNumber(panel, /^Max/, "9");
    await press("Update", panel);
    await waitFor(() => expect(replaceStoreCategories).toHaveBeenCalledTimes(1));
    expect(replaceStoreCategories.mock.calls[0]?.[0].change[0]?.bundles?.[0]).toEqual({
      id: "k1", name: "Top up 50", price: 100, credit: { normal: 4000, free: [{ amount: 500, dayToExpire: 30 }] }, titles: [], vouchers: [], conditions: [{ type: "topupCount", min: 5, max: 9 }], products: [],
    });
    expect(await findText("Bundle updated")).toBeTruthy();
  });

  it("says a list that moved meanwhile in the red banner with a Reload", async () => {
    mount("/b/b1/marketing/loyalty/store/0/bundle/new", active, { replaceStoreCategories: async () => Promise.reject(new Error("The record was changed by someone else")) });
    const panel = await screen.findByRole("complementary", { name: "Create bundle" });
    fireEvent.change(within(panel).getByRole("textbox", { name: "Name" }), { target: { value: "Top up 100" } });
    await press("Create", panel);
    expect(await within(panel).findByText("The record was changed by someone else")).toBeTruthy();
    expect(within(panel).getByRole("button", { name: "Reload" })).toBeTruthy();
  });
});
