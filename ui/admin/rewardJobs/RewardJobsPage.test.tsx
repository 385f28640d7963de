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
  lastRun: { dueAt: "2025-12-31T16:00:00Z", completedAt: "2025-12-31T16:05:00Z", visited: null, served: 120, failed: 2, rerun: false, error: null, by: null, byName: null },
  completedRuns: 4, runNow: { dueAt: "2025-12-31T16:00:00Z", rerun: true },
};
const STALLED: RewardJobStatus = {
  ...SEASON, key: "benefit-b1-x", kind: "benefit", name: "Birthday treat", nextRunAt: null, lastRun: null, completedRuns: 0, runNow: null,
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

  it("re-runs a job's period after a confirmation naming it, says what it did and shows who ran it", async () => {
    const after: RewardJobStatus = {
      ...SEASON, lastRun: { dueAt: "2025-12-31T16:00:00Z", completedAt: "2026-01-05T08:00:00Z", visited: 122, served: 0, failed: 0, rerun: true, error: null, by: "u1", byName: "Aisyah Admin" },
    };
    const listRewardJobs = vi.fn<AdminPort["listRewardJobs"]>(async () => ({ resources: [SEASON], totalResources: 1 }));
    const runRewardJob = vi.fn<AdminPort["runRewardJob"]>(async () => {
      listRewardJobs.mockResolvedValue({ resources: [after], totalResources: 1 });
      return { run: { dueAt: "2025-12-31T16:00:00Z", rerun: true, visited: 122, served: 0, failed: 0, error: null }, job: after };
    });
    mount({ listRewardJobs, runRewardJob });
    expect(await findText("Season reset")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Re-run Season reset, Kopi Kita" }));
    expect(await findText("Run the season reset due 01/01/2026 00:00 for every member of Kopi Kita now? Members it already reset are left as they are.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(runRewardJob).toHaveBeenCalledWith("season-b1-season"));
    expect(await findText("Re-run done: 122 members visited, 0 served (nothing left to do)")).toBeTruthy();
    expect(await findText("Re-run by Aisyah Admin")).toBeTruthy();
    expect(screen.getByText("122 visited, 0 served")).toBeTruthy();
  });

  it("runs the credit expiry now after a confirmation saying what it closes", async () => {
    const expiry: RewardJobStatus = { ...SEASON, key: "creditExpiry-b1-credit", kind: "creditExpiry", name: "Credit expiry", lastRun: null, completedRuns: 0, runNow: { dueAt: "2026-01-04T16:00:00Z", rerun: false } };
    const runRewardJob = vi.fn<AdminPort["runRewardJob"]>(async () => ({ run: { dueAt: "2026-01-04T16:00:00Z", rerun: false, visited: 40, served: 3, failed: 0, error: null }, job: expiry }));
    mount({ listRewardJobs: async () => ({ resources: [expiry], totalResources: 1 }), runRewardJob });
    fireEvent.click(await screen.findByRole("button", { name: "Run now Credit expiry, Kopi Kita" }));
    expect(await findText("Run the credit expiry due 05/01/2026 00:00 for the members of Kopi Kita now? Free credit past its expiry is closed; credit already closed is left as it is.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(runRewardJob).toHaveBeenCalledWith("creditExpiry-b1-credit"));
    expect(await findText("Run done: 40 members visited, 3 served")).toBeTruthy();
  });

  it("runs nothing when the confirmation is cancelled, and shows a run's error in a red toast", async () => {
    const runRewardJob = vi.fn<AdminPort["runRewardJob"]>(async () => ({
      run: { dueAt: "2025-12-31T16:00:00Z", rerun: true, visited: 0, served: 0, failed: 0, error: "connection reset" },
      job: SEASON,
    }));
    mount({ listRewardJobs: async () => ({ resources: [SEASON], totalResources: 1 }), runRewardJob });
    expect(await findText("Season reset")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Re-run Season reset, Kopi Kita" }));
    fireEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(runRewardJob).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Re-run Season reset, Kopi Kita" }));
    fireEvent.click(await screen.findByRole("button", { name: "Confirm" }));
    expect(await findText("Re-run stopped: connection reset")).toBeTruthy();
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
