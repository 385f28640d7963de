import { Result } from "effect";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { type DecideContext, fold } from "../../engine/decider";
import { RUN_ALREADY_CLAIMED, RUN_IN_PROGRESS, RUN_NOT_CLAIMED, type JobRunCommand, type JobRunEvent, decideJobRun, dueKeyOf, jobRunDecider, jobRunStreamId } from "./jobRun";

const claim: JobRunCommand = {
  type: "ClaimRun",
  data: { kind: "season", businessId: "b1", jobId: "season", dueKey: "20260301T000000Z", dueAt: "2026-02-28T16:00:00Z", runner: "r1", leaseSeconds: 60 },
};

const testContext = (now: string): DecideContext => ({ now: Temporal.Instant.from(now), timeZone: "Asia/Kuala_Lumpur", newId: () => "id", random: () => 0 });

const after = (events: ReadonlyArray<JobRunEvent>) => fold(jobRunDecider, events);
const decided = (command: JobRunCommand, events: ReadonlyArray<JobRunEvent>, now = "2026-02-28T16:00:10Z") =>
  decideJobRun(command, after(events), testContext(now));

describe("a job run", () => {
  it("is claimed once: a second claim is refused", () => {
    const first = decided(claim, []);
    expect(Result.isSuccess(first) && first.success[0]?.data).toMatchObject({ runner: "r1", leaseUntil: "2026-02-28T16:01:10.000Z" });
    const events = Result.isSuccess(first) ? first.success : [];
    const second = decided({ ...claim, data: { ...claim.data, runner: "r2" } }, events);
    expect(Result.isFailure(second) && second.failure.message).toBe(RUN_ALREADY_CLAIMED);
  });

  it("is taken over only after its lease, and completes once", () => {
    const claimed = Result.getOrThrow(decided(claim, []));
    const resume: JobRunCommand = { type: "ResumeRun", data: { runner: "r2", leaseSeconds: 60 } };
    expect(Result.isFailure(decided(resume, claimed, "2026-02-28T16:01:00Z"))).toBe(true);
    const resumed = Result.getOrThrow(decided(resume, claimed, "2026-02-28T16:02:00Z"));
    const complete: JobRunCommand = { type: "CompleteRun", data: { runner: "r2", served: 3, failed: 0 } };
    const done = [...claimed, ...resumed, ...Result.getOrThrow(decided(complete, [...claimed, ...resumed]))];
    expect(after(done)).toMatchObject({ status: "completed", runner: "r2" });
    const again = decided(complete, done);
    expect(Result.isFailure(again) && again.failure.message).toBe(RUN_NOT_CLAIMED);
  });

  it("is re-run only once completed, each re-run recorded with its outcome and due instant", () => {
    const rerun: JobRunCommand = { type: "RecordRerun", data: { runner: "admin", visited: 4, served: 0, failed: 0, error: null } };
    const none = decided(rerun, []);
    expect(Result.isFailure(none) && none.failure.message).toBe(RUN_NOT_CLAIMED);
    const claimed = Result.getOrThrow(decided(claim, []));
    const inProgress = decided(rerun, claimed);
    expect(Result.isFailure(inProgress) && inProgress.failure.message).toBe(RUN_IN_PROGRESS);
    const done = [...claimed, ...Result.getOrThrow(decided({ type: "CompleteRun", data: { runner: "r1", visited: 4, served: 4, failed: 0 } }, claimed))];
    const first = Result.getOrThrow(decided(rerun, done, "2026-03-02T09:00:00Z"));
    expect(first).toEqual([{ type: "JobRunRerun", data: { runner: "admin", visited: 4, served: 0, failed: 0, error: null, dueAt: "2026-02-28T16:00:00Z", completedAt: "2026-03-02T09:00:00.000Z" } }]);
    expect(after([...done, ...first])).toMatchObject({ status: "completed", runner: "r1" });
    expect(Result.isSuccess(decided(rerun, [...done, ...first]))).toBe(true);
  });

  it("names its stream by job and due instant", () => {
    const dueKey = dueKeyOf(Temporal.Instant.from("2026-02-28T16:00:00Z"));
    expect(dueKey).toBe("20260228T160000Z");
    expect(jobRunStreamId({ kind: "benefit", businessId: "b1", jobId: "x9", dueKey })).toBe("job-benefit-b1-x9-20260228T160000Z");
  });
});
