// @vitest-environment jsdom
import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanupApp, findText, renderApp } from "../app/testing/renderApp";
import { button, click, type } from "../auth/testing/authForms";
import type { MemberOwnView, PublicStore, PublicVoucher } from "../ports/customerPort";

afterEach(cleanupApp);

const voucher: PublicVoucher = {
  id: "v1", businessId: "b1", businessName: "Kopi Kita Café", storeKey: "kopi-kita-rewards", name: "Welcome 10% Off",
  description: "10% off your first bill.", claimEnds: "2026-03-01", left: 10, claimProblem: null,
};
const own: MemberOwnView = {
  phoneNumber: "+60123456780",
  member: { name: "Siti", cardNo: "K-001", level: 3, experience: 20, tier: "Silver", credit: 12.5, creditOneToOne: true, titles: [{ name: "Regular", icon: "star", expiredAt: "2026-12-31T15:59:59.999Z" }] },
  vouchers: [{ code: "c1", voucherId: "v1", name: "Welcome 10% Off", use: 0, maxUse: 1, expiredAt: "2026-04-01T15:59:59.999Z" }],
};
const store: PublicStore = {
  businessId: "b1", businessName: "Kopi Kita Café", storeKey: "kopi-kita-rewards", programmeName: "Kopi Kita Rewards",
  tiers: [{ name: "Basic", minLevel: 0 }, { name: "Silver", minLevel: 3 }], storeActive: true,
  categories: [{ id: "c1", name: "Top ups", bundles: [{ id: "b1", name: "Top up 50", price: { amount: 4550, precision: 2, currency: "MYR" }, credit: { normal: 50, free: [] } }] }],
};

const prove = async () => {
  type("Phone", "12-345 6780");
  // 'Get OTP' waits for the number composed with the phone rule, which loads on first use.
  await waitFor(() => expect(button("Get OTP").disabled).toBe(false));
  await click("Get OTP");
  await findText(/Enter the 6-digit code sent to/);
  type("One-time code", "123456");
  await act(async () => click("Verify"));
};

describe("the voucher page", () => {
  it("claims with the proven phone and shows the member's card and vouchers", async () => {
    const sendOtp = vi.fn(async () => undefined);
    const verifyOtp = vi.fn(async () => ({ verificationToken: "proof-1" }));
    const claim = vi.fn(async () => ({ customerToken: "customer-1" }));
    const me = vi.fn(async () => own);
    renderApp("/v/v1", { customer: { voucher: async () => voucher, sendOtp, verifyOtp, claim, me } });
    expect(await findText("Welcome 10% Off")).toBeTruthy();
    await prove();
    expect(await findText("Voucher claimed: Welcome 10% Off is now yours.")).toBeTruthy();
    expect(sendOtp).toHaveBeenCalledWith({ target: "+60123456780", purpose: "claim" });
    expect(verifyOtp).toHaveBeenCalledWith({ target: "+60123456780", otp: "123456", purpose: "claim" });
    expect(claim).toHaveBeenCalledWith("v1", { phoneNumber: "+60123456780", verificationToken: "proof-1" }, undefined);
    expect(await findText("Silver")).toBeTruthy();
    expect(me).toHaveBeenCalledWith("kopi-kita-rewards", "customer-1");
    expect(screen.getByRole("list", { name: "Your vouchers" }).textContent).toContain("Welcome 10% Off");
    expect(screen.getByRole("list", { name: "Your vouchers" }).textContent).toContain("until 1 Apr 2026");
  });

  it("a claim link claims its code", async () => {
    const read = vi.fn(async () => voucher);
    const claim = vi.fn(async () => ({ customerToken: "customer-3" }));
    renderApp("/v/v1?code=KOPI-ABC", { customer: { voucher: read, sendOtp: async () => undefined, verifyOtp: async () => ({ verificationToken: "proof-3" }), claim, me: async () => own } });
    expect(await findText("Claim code KOPI-ABC")).toBeTruthy();
    expect(read).toHaveBeenCalledWith("v1", "KOPI-ABC");
    await prove();
    expect(await findText("Voucher claimed: Welcome 10% Off is now yours.")).toBeTruthy();
    expect(claim).toHaveBeenCalledWith("v1", { phoneNumber: "+60123456780", verificationToken: "proof-3" }, "KOPI-ABC");
  });

  it("shows why a voucher cannot be claimed, and no form", async () => {
    renderApp("/v/v1", { customer: { voucher: async () => ({ ...voucher, claimProblem: "Voucher quota reached" }) } });
    expect(await findText("Voucher quota reached")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Get OTP" })).toBeNull();
  });

  it("a refused claim shows the server's message and asks for a new code", async () => {
    renderApp("/v/v1", {
      customer: {
        voucher: async () => voucher, sendOtp: async () => undefined, verifyOtp: async () => ({ verificationToken: "p" }),
        claim: async () => Promise.reject(new Error("Maximum claims per user reached")),
      },
    });
    await findText("Welcome 10% Off");
    await prove();
    expect(await findText("Maximum claims per user reached")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Get OTP" })).toBeTruthy();
  });
});

describe("the member store page", () => {
  it("shows the programme and bundles, then the member's card after the phone proof", async () => {
    const openSession = vi.fn(async () => ({ customerToken: "customer-2" }));
    renderApp("/kopi-kita-rewards", {
      customer: { store: async () => store, sendOtp: async () => undefined, verifyOtp: async () => ({ verificationToken: "proof-2" }), openSession, me: async () => own },
    });
    expect(await findText("Kopi Kita Rewards")).toBeTruthy();
    expect(screen.getByRole("list", { name: "Top ups" }).textContent).toContain("MYR 45.50");
    await prove();
    expect(await findText("12.50")).toBeTruthy();
    expect(openSession).toHaveBeenCalledWith({ phoneNumber: "+60123456780", verificationToken: "proof-2" });
  });

  it("an address that names no store says so", async () => {
    renderApp("/nothing-here", { customer: { store: async () => Promise.reject(new Error("Member store not found")) } });
    expect(await findText("Member store not found")).toBeTruthy();
  });
});
