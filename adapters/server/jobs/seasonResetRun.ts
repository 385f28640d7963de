// Applies one due season reset (domain/loyalty/levelReset.ts resetProgress) to every member of
// the business through the member stream's own command (UpdateMember, domain/loyalty/member):
// the job never writes member events itself.
// Decisions (spec silent):
// - Each member is read, reset and written at the version it was read at; a member that moved
//   meanwhile (a bill landed) is read again, so no progress is overwritten.
// - Each member's write carries the idempotency key `{runStream}:{memberId}`: a run taken over
//   after a crash resets nobody twice. A member the rules leave as is gets no event.
import { Result } from "effect";
import type { DecideContext } from "../../../domain/engine/decider";
import type { Levelling } from "../../../domain/loyalty/experienceCap";
import { type LevelRule, resetProgress } from "../../../domain/loyalty/levelReset";
import { memberDecider } from "../../../domain/loyalty/member/member";
import { memberStreamId } from "../../../domain/loyalty/member/memberModel";
import { MEMBERS_TABLE } from "../../../domain/loyalty/member/members.projection";
import type { Programme } from "../../../domain/loyalty/programme/programmeModel";
import type { EngineRuntime } from "../engineRuntime";

const MAX_ATTEMPTS = 5;

export interface RunTally {
  served: number;
  failed: number;
}

export interface RunScope {
  readonly engine: EngineRuntime;
  readonly streamId: string;
  readonly actor: string;
  readonly context: () => DecideContext;
}

export const levellingOf = (programme: Programme): Levelling => ({ baseExpToLevelUp: programme.baseExpToLevelUp, expRange: programme.expRange });

const resetMember = async (scope: RunScope, memberId: string, rules: ReadonlyArray<LevelRule>, levelling: Levelling): Promise<"reset" | "unchanged" | "failed"> => {
  const streamId = memberStreamId(memberId);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const { state, version } = await scope.engine.commands.load(memberDecider, streamId);
    if (state.status !== "active") return "unchanged";
    const to = resetProgress({ level: state.level, experience: state.experience }, rules, levelling);
    if (to.level === state.level && to.experience === state.experience) return "unchanged";
    const result = await scope.engine.commands.handle(
      memberDecider,
      streamId,
      { type: "UpdateMember", data: { levelling, level: to.level, experience: to.experience, titles: [], knownTitleIds: [] } },
      { context: scope.context(), meta: { actor: scope.actor, correlationId: scope.streamId }, idempotencyKey: `${scope.streamId}:${memberId}`, expectedRevision: version },
    );
    if (Result.isSuccess(result)) return "reset";
    if (result.failure.status !== 409) return "failed";
  }
  return "failed";
};

export const runSeasonReset = async (scope: RunScope, programme: Programme): Promise<RunTally> => {
  const levelling = levellingOf(programme);
  const { rows } = await scope.engine.store.readModels.list(MEMBERS_TABLE, { where: { businessId: programme.businessId } });
  const tally: RunTally = { served: 0, failed: 0 };
  for (const row of rows) {
    const outcome = await resetMember(scope, String(row.id), programme.levelCycle.rules, levelling);
    if (outcome === "reset") tally.served += 1;
    if (outcome === "failed") tally.failed += 1;
  }
  return tally;
};
