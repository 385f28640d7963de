import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import type { JobRow } from "./loyaltyJobs.projection";
import { CREDIT_EXPIRY_NAME, DELETED_BENEFIT_NAME, SEASON_RESET_NAME, rewardJobStatus } from "./rewardJobStatus";

const ZONE = "Asia/Kuala_Lumpur";
const now = Temporal.Instant.from("2026-03-10T00:00:00Z");
const seasonRow: JobRow = {
  key: "season-b1-season", kind: "season", businessId: "b1", jobId: "season", since: "2026-01-01T00:00:00Z", trigger: null,
  open: [
    { streamId: "job-season-b1-season-20260228T160000Z", dueAt: "2026-02-28T16:00:00Z", leaseUntil: "2026-03-09T00:00:00Z" },
  ],
  lastRun: { streamId: "job-season-b1-season-x", dueAt: "2025-12-31T16:00:00Z", completedAt: "2025-12-31T16:05:00Z", served: 120, failed: 2 },
  completedRuns: 4,
};
const context = { businessName: "Kopi Kita", timeZone: ZONE, now };

describe("reward job status", () => {
  it("names the season reset, marks a run whose lease has passed as stalled, and keeps the last run", () => {
    const status = rewardJobStatus(seasonRow, { ...context, programme: { levelCycle: { month: [3], rules: [] }, benefits: [] } });
    expect(status).toEqual({
      key: "season-b1-season", kind: "season", businessId: "b1", businessName: "Kopi Kita", timeZone: ZONE, name: SEASON_RESET_NAME, active: true,
      since: "2026-01-01T00:00:00Z", nextRunAt: "2026-02-28T16:00:00Z",
      openRuns: [{ dueAt: "2026-02-28T16:00:00Z", leaseUntil: "2026-03-09T00:00:00Z", stalled: true }],
      lastRun: { dueAt: "2025-12-31T16:00:00Z", completedAt: "2025-12-31T16:05:00Z", visited: null, served: 120, failed: 2, rerun: false, error: null, by: null, byName: null },
      completedRuns: 4,
      runNow: null,
    });
  });

  it("a run still within its lease is not stalled", () => {
    const status = rewardJobStatus(seasonRow, { ...context, now: Temporal.Instant.from("2026-03-08T00:00:00Z"), programme: { levelCycle: { month: [3], rules: [] }, benefits: [] } });
    expect(status.openRuns[0]?.stalled).toBe(false);
  });

  it("a benefit job whose benefit is gone is inactive, named as deleted, with no next run", () => {
    const row: JobRow = { ...seasonRow, key: "benefit-b1-x", kind: "benefit", jobId: "x", open: [] };
    expect(rewardJobStatus(row, { ...context, programme: { levelCycle: { month: [3], rules: [] }, benefits: [] } })).toMatchObject({
      name: DELETED_BENEFIT_NAME, active: false, nextRunAt: null, completedRuns: 4,
    });
    expect(rewardJobStatus(row, { ...context, programme: null })).toMatchObject({ active: false, nextRunAt: null });
  });

  it("offers Run now for the oldest due run, and Re-run for the last run done, with who ran it", () => {
    const idle: JobRow = { ...seasonRow, open: [], since: "2026-02-01T00:00:00Z" };
    const programme = { levelCycle: { month: [3], rules: [] }, benefits: [] };
    expect(rewardJobStatus(idle, { ...context, programme }).runNow).toEqual({ dueAt: "2026-02-28T16:00:00Z", rerun: false });
    const done: JobRow = {
      ...idle, since: "2026-02-28T16:00:00Z",
      lastRun: { streamId: "job-season-b1-season-20260228T160000Z", dueAt: "2026-02-28T16:00:00Z", completedAt: "2026-03-01T09:00:00Z", served: 0, failed: 0, visited: 120, by: "u1", rerun: true, error: null },
    };
    const status = rewardJobStatus(done, { ...context, programme, userName: (id) => (id === "u1" ? "Aisyah" : null) });
    expect(status.runNow).toEqual({ dueAt: "2026-02-28T16:00:00Z", rerun: true });
    expect(status.lastRun).toMatchObject({ visited: 120, served: 0, rerun: true, by: "u1", byName: "Aisyah" });
    expect(rewardJobStatus(done, { ...context, programme: { levelCycle: { month: [], rules: [] }, benefits: [] } }).runNow).toBeNull();
  });

  it("names the credit expiry, active with any programme, next due at the coming midnight of the business", () => {
    const row: JobRow = { ...seasonRow, key: "creditExpiry-b1-credit", kind: "creditExpiry", jobId: "credit", open: [], since: "2026-03-09T16:00:00Z", lastRun: null };
    expect(rewardJobStatus(row, { ...context, programme: { levelCycle: { month: [], rules: [] }, benefits: [] } })).toMatchObject({
      name: CREDIT_EXPIRY_NAME, active: true, nextRunAt: "2026-03-10T16:00:00Z", runNow: { dueAt: "2026-03-09T16:00:00Z", rerun: false },
    });
    expect(rewardJobStatus(row, { ...context, programme: null })).toMatchObject({ active: false, nextRunAt: null, runNow: null });
  });
});
