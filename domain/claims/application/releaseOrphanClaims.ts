// Releasing orphan claims (`npm run repair-claims`, adapters/store/repairClaims.cli.ts): for each
// claim stream given, find who holds it (orphanClaims.ts) and whether that owner still holds the
// key; an orphan is released through the one runner, in a unit of work that checks the owner
// again, so a claim whose owner appeared in the meantime is kept. A dry run only lists.
// Decision where the issue is silent: a phone claim that passed to another user between the scan
// and the release is left alone and reported as not released (its decider refuses the release).
import { DomainError } from "../../engine/decider";
import type { Engine } from "../../engine/commandRunner";
import { type ClaimKind, type Holder, claimKindOf, verdictOf } from "../orphanClaims";

export const REPAIR_ACTOR = "system:repair-claims";

export interface OrphanClaim {
  readonly streamId: string;
  readonly kind: string;
  readonly key: string;
  readonly ownerStreamId: string;
  readonly reason: "owner missing" | "owner moved on";
  readonly released: boolean;
}

export interface ClaimRepairReport {
  /** Claim streams held by someone when they were checked. */
  readonly held: number;
  readonly orphans: ReadonlyArray<OrphanClaim>;
}

const release = async (engine: Engine, kind: ClaimKind, streamId: string, holder: NonNullable<Holder>): Promise<boolean> => {
  try {
    const outcome = await engine.runner.transact(async (unit) => {
      const owner = await unit.load(kind.owner, kind.ownerStreamId(holder.ownerId));
      if (verdictOf(kind, streamId, holder, owner.state, owner.version > 0).kind !== "orphan") return false;
      return (await unit.decide(kind.claim, streamId, kind.releaseCommand(holder))).events.length > 0;
    }, { actor: REPAIR_ACTOR });
    return outcome.value;
  } catch (error) {
    if (error instanceof DomainError) return false;
    throw error;
  }
};

/** Checks every claim stream among `streamIds` (others are ignored) and releases the orphans. */
export const releaseOrphanClaims = async (
  engine: Engine,
  streamIds: Iterable<string>,
  options: { readonly dryRun: boolean },
): Promise<ClaimRepairReport> => {
  let held = 0;
  const orphans: OrphanClaim[] = [];
  for (const streamId of streamIds) {
    const kind = claimKindOf(streamId);
    if (kind === undefined) continue;
    const { state: holder } = await engine.runner.load(kind.holder, streamId);
    if (holder === null) continue;
    const ownerStreamId = kind.ownerStreamId(holder.ownerId);
    const owner = await engine.runner.load(kind.owner, ownerStreamId);
    const verdict = verdictOf(kind, streamId, holder, owner.state, owner.version > 0);
    if (verdict.kind !== "orphan") {
      held += 1;
      continue;
    }
    const released = !options.dryRun && (await release(engine, kind, streamId, holder));
    orphans.push({ streamId, kind: kind.name, key: holder.key, ownerStreamId, reason: verdict.reason, released });
  }
  return { held, orphans };
};
