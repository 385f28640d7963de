// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OWNER_TOKEN } from "../../app/testing/fakeAuth";
import { cleanupApp, findText, renderApp } from "../../app/testing/renderApp";
import type { MarketingPort, Voucher } from "../../ports/marketingPort";
import { BUSINESS_ID, marketingTestRoutes, ownerRecord, voucherOf } from "../testing/sampleVouchers";

const rewardOf = (id: string, name: string): Voucher => voucherOf(id, { name, type: "FEEDBACK_REWARD", options: { simpleClaim: null, afterSales: null } });

const mount = (marketing: Partial<MarketingPort>) =>
  renderApp(`/b/${BUSINESS_ID}/marketing/feedback`, {
    storedToken: OWNER_TOKEN,
    routes: marketingTestRoutes,
    business: { listRestaurants: async () => [] },
    marketing: { permissionIn: async () => ownerRecord("00000000000000000000000b"), ...marketing },
  });

const click = async (element: Element) => act(async () => fireEvent.click(element));

describe("the feedback rewards", () => {
  afterEach(cleanupApp);

  it("lists only feedback rewards and creates one through the wizard", async () => {
    const createVoucher = vi.fn<MarketingPort["createVoucher"]>(async (_, input) => rewardOf("r9", input.name));
    mount({ listVouchers: async () => [rewardOf("r1", "Thanks kopi"), voucherOf("v1", { name: "Free kopi" })], createVoucher });
    expect(await findText("Thanks kopi")).toBeTruthy();
    expect(screen.queryByText("Free kopi")).toBeNull();
    await click(screen.getByText("New reward"));
    expect(await findText("Create new Feedback reward")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Thanks teh" } });
    await click(screen.getByText("Next"));
    await click(screen.getByText("Next"));
    await click(screen.getByText("Save"));
    expect(await findText("Reward Thanks teh created")).toBeTruthy();
    expect(createVoucher.mock.calls[0]?.[1]).toMatchObject({ type: "FEEDBACK_REWARD", name: "Thanks teh" });
  });

  it("deletes a reward after the confirmation", async () => {
    const deleteVoucher = vi.fn(async () => undefined);
    mount({ listVouchers: async () => [rewardOf("r1", "Thanks kopi")], deleteVoucher });
    await click(await screen.findByLabelText("Delete Thanks kopi", {}, { timeout: 30_000 }));
    const question = await findText("Are you sure to delete Thanks kopi ?");
    await click(within(question.closest(".p-dialog") as HTMLElement).getByText("Delete"));
    expect(await findText("Reward Thanks kopi deleted")).toBeTruthy();
    await waitFor(() => expect(deleteVoucher).toHaveBeenCalledWith(BUSINESS_ID, "r1"));
  });
});
