import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { testContext } from "../../tests/support/decideContext";
import { fold } from "./decider";
import { NOT_FAILING, type ReactionRerunEvent, reactionRerunDecider, rerunAskedFor } from "./reactionRerun";

const asked: ReactionRerunEvent = { type: "ReactionRerunRequested", data: { reaction: "bill-receipts", failures: 3, failureAt: "2026-01-05T08:00:00.000Z", at: "2025-11-25T10:00:00.000Z" } };
const given = (events: ReadonlyArray<ReactionRerunEvent>) => ({
  when: (failureAt: string | null, failures = 3) =>
    reactionRerunDecider.decide({ type: "RequestRerun", data: { reaction: "bill-receipts", failures, failureAt } }, fold(reactionRerunDecider, events), testContext()),
});

describe("reaction re-run", () => {
  it("records a request for the failure it re-runs, once", () => {
    expect(Result.getOrThrow(given([]).when("2026-01-05T08:00:00.000Z"))).toEqual([{ ...asked, data: { ...asked.data, at: expect.any(String) } }]);
    expect(Result.getOrThrow(given([asked]).when("2026-01-05T08:00:00.000Z"))).toEqual([]);
    expect(Result.getOrThrow(given([asked]).when("2026-01-05T09:00:00.000Z", 4))).toHaveLength(1);
  });

  it("refuses a reaction that is not failing", () => {
    const decision = given([]).when(null);
    expect(Result.isFailure(decision) ? decision.failure : null).toMatchObject({ message: NOT_FAILING, status: 409 });
  });

  it("tells the runner to try now only for the failure the request names", () => {
    expect(rerunAskedFor([asked], 3)).toBe(true);
    expect(rerunAskedFor([asked], 4)).toBe(false);
    expect(rerunAskedFor([], 0)).toBe(false);
  });
});
