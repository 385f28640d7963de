// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OWNER_TOKEN } from "../../app/testing/fakeAuth";
import { cleanupApp, findText, renderApp } from "../../app/testing/renderApp";
import type { ClaimListQuery, MarketingPort, Voucher, VoucherClaim } from "../../ports/marketingPort";
import { BUSINESS_ID, marketingTestRoutes, ownerRecord, voucherOf } from "../testing/sampleVouchers";

/** An unassigned claim as the server answers it (domain/marketing/claimResponse.ts). */
const claimOf = (code: string): VoucherClaim => ({
  id: `c-${code}`, _id: `c-${code}`, voucherId: "v1", businessId: BUSINESS_ID, code, assigned: false, phoneNumber: null, name: null,
  memberId: null, batchId: "batch-1", createdAt: "2026-01-05T08:00:00.000Z", claimedAt: null, termsIndex: 0, uses: [],
  transferExpiredAt: null, user: null, history: [], appliedAt: null, use: 0, maxUse: 1,
  validFrom: "2026-01-04T16:00:00.000Z", expiredAt: "2026-02-04T15:59:59.999Z", cooldownUntil: null, transferOpen: false,
});

/** A server holding these unassigned claims and no assigned one. */
const claimsServer = (codes: ReadonlyArray<string>) =>
  vi.fn<MarketingPort["listClaims"]>(async (_, __, { page, pageSize, type }: ClaimListQuery) => {
    const rows = type === "unassigned" ? codes.map(claimOf) : [];
    return { resources: rows.slice(page * pageSize, (page + 1) * pageSize), totalResources: rows.length };
  });

const mount = (voucher: Voucher, marketing: Partial<MarketingPort>) =>
  renderApp(`/b/${BUSINESS_ID}/marketing/voucher`, {
    storedToken: OWNER_TOKEN,
    routes: marketingTestRoutes,
    business: { listRestaurants: async () => [] },
    marketing: { permissionIn: async () => ownerRecord("00000000000000000000000b"), listVouchers: async () => [voucher], ...marketing },
  });

const click = async (element: Element) => act(async () => fireEvent.click(element));
const buttonNamed = (label: string) => screen.getByText(label).closest("button") as HTMLButtonElement;

describe("the claims dialog", () => {
  afterEach(() => {
    cleanupApp();
    Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true });
  });

  it("pages the unassigned claims and copies their codes and links", async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const listClaims = claimsServer(["AAA111", "BBB222"]);
    mount(voucherOf("v1", { name: "Free kopi", currentClaim: 2 }), { listClaims });
    await click(await screen.findByLabelText("View claims of Free kopi", {}, { timeout: 30_000 }));
    expect(await findText("AAA111")).toBeTruthy();
    expect(listClaims).toHaveBeenCalledWith(BUSINESS_ID, "v1", { page: 0, pageSize: 20, search: "", type: "unassigned" });
    await click(buttonNamed("Copy claim codes"));
    expect(await findText("List of voucher claim codes has been copied to clipboard")).toBeTruthy();
    expect(writeText).toHaveBeenLastCalledWith("AAA111\nBBB222");
    await click(buttonNamed("Copy claim links"));
    expect(await findText("List of voucher claim links has been copied to clipboard")).toBeTruthy();
    expect(writeText).toHaveBeenLastCalledWith(
      "http://localhost:3000/v/v1?code=AAA111\nhttp://localhost:3000/v/v1?code=BBB222",
    );
  });

  it("disables copy and export without unassigned claims, and Create Claims once the quota is reached", async () => {
    mount(voucherOf("v1", { name: "Free kopi", currentClaim: 10 }), { listClaims: claimsServer([]) });
    await click(await screen.findByLabelText("View claims of Free kopi", {}, { timeout: 30_000 }));
    await findText("Claims of Free kopi");
    await waitFor(() => expect(buttonNamed("Export").disabled).toBe(true));
    expect(buttonNamed("Copy claim codes").disabled).toBe(true);
    expect(buttonNamed("Copy claim links").disabled).toBe(true);
    expect(buttonNamed("Create Claims").disabled).toBe(true);
  });

  it("creates a bulk batch: preview, capacity, confirmation, then the created message", async () => {
    const claimCapacity = vi.fn<MarketingPort["claimCapacity"]>(async () => ({
      combinations: "56800235584", available: "56800235584", taken: 0, guessChance: 0.0000001, quotaLeft: 990,
    }));
    const createClaims = vi.fn<MarketingPort["createClaims"]>(async () => ({ count: 500 }));
    mount(voucherOf("v1", { name: "Free kopi", options: { simpleClaim: { maxClaim: 1000, start: null, end: null }, afterSales: null } }), {
      listClaims: claimsServer([]),
      claimCapacity,
      createClaims,
    });
    await click(await screen.findByLabelText("Add claims to Free kopi", {}, { timeout: 30_000 }));
    await click(await findText("Bulk"));
    fireEvent.change(screen.getByLabelText("Number of claims"), { target: { value: "500" } });
    fireEvent.blur(screen.getByLabelText("Number of claims"));
    await click(screen.getByText("Advanced code setting"));
    fireEvent.change(screen.getByLabelText("Prefix"), { target: { value: "KOPI-" } });
    expect(await findText(/Combinations: 218,340,105,584,896/)).toBeTruthy();
    await click(buttonNamed("Create"));
    expect(await findText("Are you sure you want to create 500 unassigned claim(s) for Free kopi ?")).toBeTruthy();
    expect(screen.getByText(/Combinations left: 56,800,235,584/)).toBeTruthy();
    await click(buttonNamed("Confirm"));
    expect(await findText("Created 500 unassigned claim(s) for Free kopi")).toBeTruthy();
    expect(createClaims).toHaveBeenCalledWith(BUSINESS_ID, "v1", { type: "bulk", count: 500, codeConfig: { prefix: "KOPI-" } });
    expect(claimCapacity).toHaveBeenCalledWith(BUSINESS_ID, "v1", { count: 500, codeConfig: { prefix: "KOPI-" } });
  });
});
