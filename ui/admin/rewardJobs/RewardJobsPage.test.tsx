// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ADMIN_TOKEN } from "../../app/testing/fakeAuth";
import { cleanupApp, findText, renderApp } from "../../app/testing/renderApp";
import type { AdminPort, ReactionStatus, RewardJobStatus } from "../../ports/adminPort";
import { PageLoading } from "../../shell/PageLoading";
import { adminRoutes } from "..";

const SEASON: RewardJobStatus = {
  key: "season-b1-season", kind: "season", businessId: "b1", businessName: "Kopi Kita", timeZone: "Asia/Kuala_Lumpur", name: "Season reset", active: true,
  since: "2026-01-01T00:00:00Z", nextRunAt: "2099-06-30T16:00:00Z", openRuns: [],
  lastRun: { dueAt: "2025-12-31T16:00:00Z", completedAt: "2025-12-31T16:05:00Z", served: 120, failed: 2 }, completedRuns: 4,
};
const STALLED: RewardJobStatus = {
  ...SEASON, key: "benefit-b1-x", kind: "benefit", name: "Birthday treat", nextRunAt: null, lastRun: null, completedRuns: 0,
  openRuns: [{ dueAt: "2026-01-01T16:00:00Z", leaseUntil: "2026-01-01T16:10:00Z", stalled: true }],
};
const REACTION: ReactionStatus = {
  name: "bill-receipts", follows: ["BillCompleted"], position: 10, head: 14, lag: 4, lagCapped: false, attempts: 2, failures: 3,
  lastError: "connection reset", lastErrorAt: "2026-01-05T08:00:00Z", nextAttemptAt: "2026-01-05T08:01:00Z",
  refusals: 0, lastRefusal: null, leaseOwner: "host:1", leaseUntil: "2026-01-05T08:00:30Z", lastRerun: null,
};

const mount = (overrides: Partial<AdminPort>) =>
  renderApp("/reward-job", {
    storedToken: ADMIN_TOKEN,
    routes: [{ path: "/", hydrateFallbackElement: <PageLoading />, children: adminRoutes }],
    admin: { listReactions: async () => [REACTION], ...overrides },
    business: { listMyBusinesses: async () => [] },
  });

describe("the Reward job page", () => {
  afterEach(cleanupApp);

  it("shows each job's business, health, next run in its time zone and last run, and each reaction's lag and last error", async () => {
    const listRewardJobs = vi.fn<AdminPort["listRewardJobs"]>(async () => ({ resources: [SEASON, STALLED], totalResources: 2 }));
    mount({ listRewardJobs });
    expect(await findText("Season reset")).toBeTruthy();
    expect(screen.getByText("Scheduled")).toBeTruthy();
    expect(screen.getByText("01/07/2099 00:00")).toBeTruthy();
    expect(screen.getByText("01/01/2026 00:05")).toBeTruthy();
    expect(screen.getByText("120 served, 2 failed")).toBeTruthy();
    expect(screen.getByText("Stalled")).toBeTruthy();
    expect(await findText("connection reset")).toBeTruthy();
    expect(screen.getByText("Failing")).toBeTruthy();
    expect(listRewardJobs).toHaveBeenCalledWith({ page: 0, businessId: null });
  });

  it("re-runs a failing reaction and shows who asked", async () => {
    const rerunReaction = vi.fn<AdminPort["rerunReaction"]>(async () => [{ ...REACTION, lastRerun: { by: "u1", byName: "Aisyah Admin", at: "2026-01-05T08:00:10Z" } }]);
    mount({ listRewardJobs: async () => ({ resources: [], totalResources: 0 }), rerunReaction });
    fireEvent.click(await screen.findByRole("button", { name: "Re-run bill-receipts" }));
    await waitFor(() => expect(rerunReaction).toHaveBeenCalledWith("bill-receipts"));
    expect(await findText(/Re-run by Aisyah Admin/)).toBeTruthy();
  });

  it("reads both tables again on Refresh", async () => {
    const listRewardJobs = vi.fn<AdminPort["listRewardJobs"]>(async () => ({ resources: [SEASON], totalResources: 1 }));
    mount({ listRewardJobs });
    expect(await findText("Season reset")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Refresh" }));
    await waitFor(() => expect(listRewardJobs).toHaveBeenCalledTimes(2));
  });

  it("says 'No data' when there is no job, and a failure in a red toast", async () => {
    mount({ listRewardJobs: async () => Promise.reject(new Error("You are not allowed to do this")), listReactions: async () => [] });
    expect(await findText("You are not allowed to do this")).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText("No data")).toHaveLength(2));
  });
});
