// What an admin sees of each reaction (GET /api/v2/admin/reactions, the Reward job page; ARCHITECTURE §2.6): where its
// checkpoint stands against the head of the committed log, how many events it is behind, its
// failures (in a row and in all), the last error and when it will try again, what its
// follow-ups refused, and which process holds it. The response Schema is shared with clients.
// Decisions where the spec is silent: the lag is counted up to 100,000 events (`lagCapped` says
// it went further), so the report never scans a whole log; instants are ISO strings; a reaction
// that has never run reads as at the log's start with no failures. `lastRerun` is the last re-run
// a provider admin asked for (reactionRerun.ts): who (their name, when a person) and when.
import { Schema } from "effect";
import { Temporal } from "temporal-polyfill";
import type { EventStore } from "./eventStore";
import { USERS_TABLE } from "../auth/users.projection";
import { NEW_CHECKPOINT, type Reaction, type ReactionCheckpoint } from "./reaction";
import { reactionRerunStreamId } from "./reactionRerun";

export const MAX_COUNTED_LAG = 100_000;

const Instant = Schema.NullOr(Schema.String);

export const ReactionStatus = Schema.Struct({
  name: Schema.String,
  follows: Schema.Array(Schema.String),
  /** The log position of the last event it followed or passed over. */
  position: Schema.Number,
  /** The log position of the last committed event. */
  head: Schema.Number,
  /** Committed events after its checkpoint. */
  lag: Schema.Number,
  lagCapped: Schema.Boolean,
  attempts: Schema.Number,
  failures: Schema.Number,
  lastError: Schema.NullOr(Schema.String),
  lastErrorAt: Instant,
  nextAttemptAt: Instant,
  refusals: Schema.Number,
  lastRefusal: Schema.NullOr(Schema.String),
  leaseOwner: Schema.NullOr(Schema.String),
  leaseUntil: Instant,
  lastRerun: Schema.NullOr(Schema.Struct({ by: Schema.NullOr(Schema.String), byName: Schema.NullOr(Schema.String), at: Schema.String })),
});
export type ReactionStatus = typeof ReactionStatus.Type;
export const ReactionStatuses = Schema.Array(ReactionStatus);

const isoOf = (ms: number | null): string | null =>
  ms === null || ms === 0 ? null : Temporal.Instant.fromEpochMilliseconds(ms).toString({ fractionalSecondDigits: 3 });

const lastRerunOf = async (store: EventStore, name: string): Promise<ReactionStatus["lastRerun"]> => {
  const last = (await store.readStream(reactionRerunStreamId(name))).events.at(-1);
  if (last === undefined) return null;
  const by = last.meta.actor;
  const user = by === null ? undefined : await store.readModels.get(USERS_TABLE, by);
  return { by, byName: typeof user?.name === "string" ? user.name : null, at: last.occurredAt };
};

const statusOf = async (store: EventStore, reaction: Reaction, checkpoint: ReactionCheckpoint | undefined): Promise<ReactionStatus> => {
  const state = checkpoint ?? { ...NEW_CHECKPOINT, leaseOwner: null, leaseUntil: 0 };
  const log = await store.committedAfter(state.cursor, MAX_COUNTED_LAG);
  return {
    name: reaction.name,
    follows: reaction.follows,
    position: state.cursor.position,
    head: log.head.position,
    lag: log.behind,
    lagCapped: log.behind >= MAX_COUNTED_LAG,
    attempts: state.attempts,
    failures: state.failures,
    lastError: state.lastError,
    lastErrorAt: isoOf(state.lastErrorAt),
    nextAttemptAt: isoOf(state.nextAttemptAt),
    refusals: state.refusals,
    lastRefusal: state.lastRefusal,
    leaseOwner: state.leaseOwner,
    leaseUntil: isoOf(state.leaseOwner === null ? null : state.leaseUntil),
    lastRerun: await lastRerunOf(store, reaction.name),
  };
};

export const reactionStatuses = async (store: EventStore, reactions: ReadonlyArray<Reaction>): Promise<ReadonlyArray<ReactionStatus>> => {
  const checkpoints = new Map((await store.checkpoints.list()).map((checkpoint) => [checkpoint.name, checkpoint]));
  return Promise.all(reactions.map((reaction) => statusOf(store, reaction, checkpoints.get(reaction.name))));
};
