// Runs the product's reactions (domain/engine/reaction.ts) in a server process: for each one, a
// subscription that reads the committed log from its stored checkpoint (the store's
// readCommitted: commit order, never past an event still committing), hands every event it
// follows to the reaction, and moves the checkpoint past it once the follow-up is done.
// - Exactly once: the checkpoint moves only past follow-ups that committed (saved once per batch
//   read, and before the lease runs low), and each follow-up is idempotent by a key derived from
//   its event, so a crash before the save (or a second process that took over) runs those again
//   as no-ops.
// - Failures: a thrown error leaves the checkpoint before the event and records the failure
//   (attempts, last error, next attempt); the event is tried again after an exponential
//   backoff, per reaction, and every later event waits behind it (order is kept). A re-run a
//   provider admin asked for (domain/engine/reactionRerun.ts) tries it at the next pass instead.
// - Several processes: each reaction is leased (a checkpoint row updated conditionally), so one
//   process at a time runs it; a lease is renewed while held and taken over once it expires.
// - `start()` polls (every `pollMs` when idle, at once while there is more to read); `stop()`
//   waits for the pass in flight and gives the leases up; `drain()` runs every reaction until
//   each stands at the head of the committed log (what its follow-ups appended included: tests,
//   and tools that must see the effects), ignoring the backoff and throwing the first failure. On
//   PostgreSQL it waits (briefly, a bounded number of times) while an older transaction still
//   open on the server holds readers back.
import { hostname } from "node:os";
import { randomUUID } from "node:crypto";
import type { Engine } from "../../../domain/engine/commandRunner";
import type { RecordedEvent } from "../../../domain/engine/events";
import type { EventStore } from "../../../domain/engine/eventStore";
import {
  type Backoff, type CheckpointState, DEFAULT_BACKOFF, LOG_START, type LogCursor, type Reaction, compareCursors, reactionRunOptions, retryDelayMs,
} from "../../../domain/engine/reaction";
import { reactionRerunStreamId, rerunAskedFor } from "../../../domain/engine/reactionRerun";

export interface ReactionRunnerOptions {
  /** Who holds the leases; unique per process by default. */
  readonly owner?: string;
  /** Epoch milliseconds (leases and backoff). */
  readonly now?: () => number;
  readonly pollMs?: number;
  readonly leaseMs?: number;
  readonly batchSize?: number;
  readonly backoff?: Backoff;
  /** Applied to every event before a reaction sees it (the product's upcasters). */
  readonly upcast?: (event: RecordedEvent) => RecordedEvent;
  /** Told about every failure (the server logs it). */
  readonly onFailure?: (reaction: string, error: unknown) => void;
}

export interface ReactionRunner {
  readonly start: () => void;
  readonly stop: () => Promise<void>;
  readonly drain: () => Promise<void>;
}

type Pass = "idle" | "progressed" | "failed" | "waiting" | "held";

const MAX_ERROR_LENGTH = 1_000;
const DRAIN_WAIT_MS = 5;
const DRAIN_MAX_WAITS = 2_000;

const reachedHead = (cursor: LogCursor | undefined, head: LogCursor): boolean => cursor !== undefined && compareCursors(cursor, head) >= 0;
const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);

/** The engine the follow-ups run on, over the store whose log the reactions read. */
export type ReactingEngine = Engine & { readonly store: EventStore };

export const reactionRunner = (engine: ReactingEngine, reactions: ReadonlyArray<Reaction>, options: ReactionRunnerOptions = {}): ReactionRunner => {
  const { store } = engine;
  const owner = options.owner ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const now = options.now ?? Date.now;
  const pollMs = options.pollMs ?? 250;
  const leaseMs = options.leaseMs ?? 30_000;
  const batchSize = options.batchSize ?? 100;
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const upcast = options.upcast ?? ((event: RecordedEvent) => event);

  /** The checkpoint of each reaction this runner holds the lease of, and until when. */
  const held = new Map<string, { state: CheckpointState; until: number }>();
  /** One pass at a time per reaction in this process (the poll and a drain share them). */
  const tails = new Map<string, Promise<unknown>>();
  const exclusive = <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const next = (tails.get(name) ?? Promise.resolve()).then(work, work);
    tails.set(name, next.catch(() => undefined));
    return next;
  };

  const lease = async (name: string): Promise<CheckpointState | undefined> => {
    const at = now();
    const mine = held.get(name);
    if (mine !== undefined && mine.until - at > leaseMs / 2) return mine.state;
    const checkpoint = await store.checkpoints.lease(name, owner, at, at + leaseMs);
    if (checkpoint === undefined) {
      held.delete(name);
      return undefined;
    }
    held.set(name, { state: checkpoint, until: at + leaseMs });
    return checkpoint;
  };

  const save = async (name: string, state: CheckpointState): Promise<boolean> => {
    const until = now() + leaseMs;
    const saved = await store.checkpoints.save(name, owner, state, until);
    if (saved) held.set(name, { state, until });
    else held.delete(name);
    return saved;
  };

  /** A provider admin asked to try the failing event now (domain/engine/reactionRerun.ts). */
  const rerunAsked = async (name: string, failures: number): Promise<boolean> =>
    rerunAskedFor((await store.readStream(reactionRerunStreamId(name))).events, failures);

  const leaseRunsLow = (name: string): boolean => (held.get(name)?.until ?? 0) - now() <= leaseMs / 2;

  const pass = (reaction: Reaction, force: boolean): Promise<Pass> =>
    exclusive(reaction.name, async () => {
      const { name } = reaction;
      const checkpoint = await lease(name);
      if (checkpoint === undefined) return "held";
      if (!force && checkpoint.nextAttemptAt !== null && checkpoint.nextAttemptAt > now() && !(await rerunAsked(name, checkpoint.failures))) return "waiting";
      const batch = await store.readCommitted(checkpoint.cursor, batchSize);
      if (batch.length === 0) return "idle";
      const follows = new Set(reaction.follows);
      let state = checkpoint;
      for (const committed of batch) {
        const event = upcast(committed.event);
        if (follows.has(event.type)) {
          try {
            const refusals = await reaction.handle(event, engine, reactionRunOptions(name, event));
            state = { ...state, attempts: 0, nextAttemptAt: null, refusals: state.refusals + refusals.length, lastRefusal: refusals.at(-1) ?? state.lastRefusal };
          } catch (error) {
            const attempts = state.attempts + 1;
            const at = now();
            await save(name, { ...state, attempts, failures: state.failures + 1, lastError: messageOf(error), lastErrorAt: at, nextAttemptAt: at + retryDelayMs(attempts, backoff) });
            options.onFailure?.(name, error);
            return "failed";
          }
        }
        state = { ...state, cursor: committed.cursor };
        // A long batch keeps its lease (and records its progress) before the lease runs low.
        if (leaseRunsLow(name) && !(await save(name, state))) return "held";
      }
      if (!(await save(name, state))) return "held";
      return "progressed";
    });

  let stopped = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();

  const tick = async (): Promise<void> => {
    let more = false;
    for (const reaction of reactions) {
      if (stopped) return;
      const result = await pass(reaction, false).catch((error: unknown) => {
        options.onFailure?.(reaction.name, error);
        return "failed" as const;
      });
      more ||= result === "progressed";
    }
    if (!stopped) timer = setTimeout(() => void (running = tick()), more ? 0 : pollMs);
  };

  return {
    start: () => {
      if (!stopped) return;
      stopped = false;
      running = tick();
    },
    stop: async () => {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      await running;
      await Promise.all(reactions.map((reaction) => exclusive(reaction.name, async () => {
        if (!held.delete(reaction.name)) return;
        await store.checkpoints.release(reaction.name, owner);
      })));
    },
    drain: async () => {
      for (let waits = 0; ;) {
        let progressed = false;
        for (const reaction of reactions) {
          const result = await pass(reaction, true);
          if (result === "failed") throw new Error(`Reaction ${reaction.name} failed: ${held.get(reaction.name)?.state.lastError ?? "unknown error"}`);
          if (result === "held") throw new Error(`Reaction ${reaction.name} is leased to another process`);
          progressed ||= result === "progressed";
        }
        if (progressed) continue;
        // Nothing left to read: done once every reaction stands at the log's head (events an
        // older open transaction holds back from readers are committed, and count).
        const { head } = await store.committedAfter(LOG_START, 0);
        if (reactions.every((reaction) => reachedHead(held.get(reaction.name)?.state.cursor, head))) return;
        if (++waits > DRAIN_MAX_WAITS) throw new Error("The reactions could not catch up: an older transaction is still open");
        await new Promise((resolve) => setTimeout(resolve, DRAIN_WAIT_MS));
      }
    },
  };
};
