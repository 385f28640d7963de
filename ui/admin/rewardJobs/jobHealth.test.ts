import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import type { ReactionStatus, RewardJobStatus } from "../../ports/adminPort";
import { jobHealth, reactionHealth } from "./jobHealth";

const now = Temporal.Instant.from("2026-03-10T00:00:00Z");
const job: RewardJobStatus = {
  key: "k", kind: "season", businessId: "b1", businessName: "Kopi", timeZone: "Asia/Kuala_Lumpur", name: "Season reset", active: true,
  since: "2026-01-01T00:00:00Z", nextRunAt: "2026-03-31T16:00:00Z", openRuns: [], lastRun: null, completedRuns: 0, runNow: null,
};
const run = (stalled: boolean) => ({ dueAt: "2026-03-09T16:00:00Z", leaseUntil: "2026-03-09T16:10:00Z", stalled });
const reaction: ReactionStatus = {
  name: "bill-receipts", follows: [], position: 5, head: 5, lag: 0, lagCapped: false, attempts: 0, failures: 7, lastError: "old", lastErrorAt: null,
  nextAttemptAt: null, refusals: 0, lastRefusal: null, leaseOwner: null, leaseUntil: null, lastRerun: null,
};

describe("job and reaction health", () => {
  it("reads a job as inactive, stalled, running, overdue or scheduled, in that order", () => {
    expect(jobHealth({ ...job, active: false, openRuns: [run(true)] }, now).label).toBe("Inactive");
    expect(jobHealth({ ...job, openRuns: [run(false), run(true)] }, now).label).toBe("Stalled");
    expect(jobHealth({ ...job, openRuns: [run(false)] }, now).label).toBe("Running");
    expect(jobHealth({ ...job, nextRunAt: "2026-03-10T00:00:00Z" }, now).label).toBe("Overdue");
    expect(jobHealth(job, now).label).toBe("Scheduled");
    expect(jobHealth({ ...job, nextRunAt: null }, now).label).toBe("Scheduled");
  });

  it("reads a reaction as failing while its last attempt failed, behind while events wait, else caught up", () => {
    expect(reactionHealth({ ...reaction, attempts: 1, lag: 3 }).label).toBe("Failing");
    expect(reactionHealth({ ...reaction, lag: 3 }).label).toBe("Behind");
    expect(reactionHealth(reaction).label).toBe("Caught up");
  });
});
