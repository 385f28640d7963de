// Applying one due season reset (domain/loyalty/levelReset.ts resetProgress) to every member of
// the business through the member stream's own command (UpdateMember); the job runner
// (adapters/server/jobs/loyaltyJobRunner.ts) claims the run and calls this.
// Decisions (spec silent):
// - Each member is read, reset and written at the version it was read at; a member that moved
//   meanwhile (a bill landed) is read again, so no progress is overwritten.
// - Each member's write carries the idempotency key `{runStream}:{memberId}`: a run taken over
//   after a crash, or re-run by a provider admin (runJobNow.ts), resets nobody twice. A member the
//   rules leave as is gets no event, and neither does one the run already reset (the key's
//   replay): both count as visited, not served.
import type { Engine } from "../../engine/commandRunner";
import { DomainError } from "../../engine/decider";
import type { Levelling } from "../experienceCap";
import { type LevelRule, resetProgress } from "../levelReset";
import { memberDecider } from "../member/member";
import { memberStreamId } from "../member/memberModel";
import { memberPages } from "../member/memberPages";
import type { Programme } from "../programme/programmeModel";

const MAX_ATTEMPTS = 5;

export interface RunTally {
  /** Members the run applies to (all of the business's for a reset; those in scope for a benefit). */
  visited: number;
  /** Members this run changed. */
  served: number;
  /** Members whose part was refused (logged, not retried by the run). */
  failed: number;
}

/** A due job run as its members' commands see it: the run's stream names their idempotency keys. */
export interface JobRunScope {
  readonly engine: Engine;
  readonly runStream: string;
  readonly actor: string;
}

export const levellingOf = (programme: Programme): Levelling => ({ baseExpToLevelUp: programme.baseExpToLevelUp, expRange: programme.expRange });

const resetMember = async (scope: JobRunScope, memberId: string, rules: ReadonlyArray<LevelRule>, levelling: Levelling): Promise<"reset" | "unchanged" | "failed"> => {
  const { engine, runStream, actor } = scope;
  const streamId = memberStreamId(memberId);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const { state, version } = await engine.runner.load(memberDecider, streamId);
    if (state.status !== "active") return "unchanged";
    const to = resetProgress({ level: state.level, experience: state.experience }, rules, levelling);
    if (to.level === state.level && to.experience === state.experience) return "unchanged";
    try {
      const outcome = await engine.runner.run(
        memberDecider,
        streamId,
        { type: "UpdateMember", data: { levelling, level: to.level, experience: to.experience, titles: [], knownTitleIds: [] } },
        { actor, correlationId: runStream, idempotency: { key: `${runStream}:${memberId}` }, expectedRevision: version },
      );
      return outcome.replayed ? "unchanged" : "reset";
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      if (error.status !== 409) return "failed";
    }
  }
  return "failed";
};

export const runSeasonReset = async (scope: JobRunScope, programme: Programme): Promise<RunTally> => {
  const levelling = levellingOf(programme);
  const tally: RunTally = { visited: 0, served: 0, failed: 0 };
  for await (const rows of memberPages(scope.engine.readModels, programme.businessId)) {
    for (const row of rows) {
      tally.visited += 1;
      const outcome = await resetMember(scope, String(row.id), programme.levelCycle.rules, levelling);
      if (outcome === "reset") tally.served += 1;
      if (outcome === "failed") tally.failed += 1;
    }
  }
  return tally;
};
