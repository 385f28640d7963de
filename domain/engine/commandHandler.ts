// The command handler: load a stream, fold it, decide, append with the expected version.
// A version conflict means someone else wrote first: reload and decide again, a bounded number
// of times, then answer 409. An idempotency key makes a command happen at most once: a repeat
// returns the first result and appends nothing, even when the two race (the key is written in
// the same transaction as the events). I/O happens only through the EventStore port.
// Decision where the spec is silent: the 409 message is ours (the spec has no conflict text).
import { Result } from "effect";
import { type DecideContext, type Decider, type DomainEvent, DomainError, fold } from "./decider";
import type { EventMetadata, RecordedEvent } from "./events";
import type { EventStore } from "./eventStore";
import type { EventTypeRegistry } from "./eventTypes";

export const CONFLICT_MESSAGE = "This record was changed by someone else. Reload and try again.";
const DEFAULT_MAX_RETRIES = 5;

export interface CommandOptions {
  readonly context: DecideContext;
  readonly meta: EventMetadata;
  /** Caller-scoped (e.g. `{actor}:{Idempotency-Key}`): the same key never runs twice. */
  readonly idempotencyKey?: string;
  /**
   * The stream version the caller read its document at (`_rev` / `If-Match`). A write that
   * replaces a whole list or document must not overwrite a newer one: when the stream has moved
   * on, the answer is 409 at once, without a retry, and the newer data stays.
   */
  readonly expectedRevision?: number;
}

export interface CommandOutcome<S> {
  readonly state: S;
  readonly version: number;
  readonly events: ReadonlyArray<RecordedEvent>;
  /** True when the idempotency key had been seen: nothing was appended this time. */
  readonly replayed: boolean;
}

/** What the idempotency ledger keeps: the versions the first run appended. */
interface LedgerEntry {
  readonly fromVersion: number;
  readonly toVersion: number;
}

export interface CommandHandler {
  readonly handle: <S, C, E extends DomainEvent>(
    decider: Decider<S, C, E>,
    streamId: string,
    command: C,
    options: CommandOptions,
  ) => Promise<Result.Result<CommandOutcome<S>, DomainError>>;
  /** The current state of a stream, folded through the upcasters. */
  readonly load: <S, E extends DomainEvent>(
    decider: Pick<Decider<S, never, E>, "initialState" | "evolve">,
    streamId: string,
  ) => Promise<{ readonly state: S; readonly version: number }>;
}

/** A stream folded up to `version`. */
interface Folded {
  readonly state: unknown;
  readonly version: number;
}

const FOLDS_KEPT_PER_DECIDER = 5_000;

const ledgerEntry = (version: number, appended: number): LedgerEntry => ({
  fromVersion: version + 1,
  toVersion: version + appended,
});

export const commandHandler = (
  store: EventStore,
  registry: EventTypeRegistry,
  maxRetries = DEFAULT_MAX_RETRIES,
): CommandHandler => {
  const loadEvents = async (streamId: string) => {
    const snapshot = await store.readStream(streamId);
    return { version: snapshot.version, events: snapshot.events.map((e) => registry.upcast(e)) };
  };

  const replay = async <S, E extends DomainEvent>(
    decider: Pick<Decider<S, never, E>, "initialState" | "evolve">,
    streamId: string,
    entry: LedgerEntry,
  ): Promise<CommandOutcome<S>> => {
    const { events } = await loadEvents(streamId);
    const upToResult = events.filter((e) => e.version <= entry.toVersion);
    return {
      state: fold(decider, upToResult as unknown as E[]),
      version: entry.toVersion,
      events: upToResult.filter((e) => e.version >= entry.fromVersion),
      replayed: true,
    };
  };

  // The folded state of recently used streams, per decider, so that a load reads and folds only
  // the events appended since (a voucher's stream holds every claim of it). The store stays the
  // authority: the tail is always read, so another process's appends are folded in too.
  const folds = new WeakMap<object, Map<string, Folded>>();
  const remember = (decider: object, streamId: string, folded: Folded): void => {
    const byStream = folds.get(decider) ?? new Map<string, Folded>();
    folds.set(decider, byStream);
    byStream.delete(streamId);
    byStream.set(streamId, folded);
    if (byStream.size > FOLDS_KEPT_PER_DECIDER) byStream.delete(byStream.keys().next().value as string);
  };
  const foldStream = async <S, E extends DomainEvent>(
    decider: Pick<Decider<S, never, E>, "initialState" | "evolve">,
    streamId: string,
  ): Promise<{ readonly state: S; readonly version: number }> => {
    const cached = folds.get(decider)?.get(streamId) as { readonly state: S; readonly version: number } | undefined;
    const tail = await store.readStream(streamId, cached?.version ?? 0);
    const events = tail.events.map((e) => registry.upcast(e)) as unknown as ReadonlyArray<E>;
    const folded = { state: events.reduce(decider.evolve, cached?.state ?? decider.initialState), version: tail.version };
    remember(decider, streamId, folded);
    return folded;
  };

  const load: CommandHandler["load"] = (decider, streamId) => foldStream(decider, streamId);

  const handle: CommandHandler["handle"] = async (decider, streamId, command, options) => {
    const key = options.idempotencyKey;
    for (let attempt = 0; attempt <= maxRetries; attempt++) {
      if (key !== undefined) {
        const seen = await store.findIdempotencyResult(key);
        if (seen !== undefined) return Result.succeed(await replay(decider, streamId, seen.result as LedgerEntry));
      }
      const { state, version } = await foldStream(decider, streamId);
      if (options.expectedRevision !== undefined && options.expectedRevision !== version) {
        return Result.fail(new DomainError(CONFLICT_MESSAGE, 409));
      }
      const decision = decider.decide(command, state, options.context);
      if (Result.isFailure(decision)) return Result.fail(decision.failure);
      const decided = decision.success;
      if (decided.length === 0) return Result.succeed({ state, version, events: [], replayed: false });

      const outcome = await store.append({
        streamId,
        expectedVersion: version,
        events: decided.map((e) => registry.version(e)),
        meta: { ...options.meta, idempotencyKey: key ?? null },
        occurredAt: options.context.now.toString(),
        ...(key === undefined ? {} : { idempotency: { key, result: ledgerEntry(version, decided.length) } }),
      });
      switch (outcome.kind) {
        case "appended": {
          const next = decided.reduce(decider.evolve, state);
          remember(decider, streamId, { state: next, version: outcome.nextVersion });
          return Result.succeed({ state: next, version: outcome.nextVersion, events: outcome.events, replayed: false });
        }
        case "duplicate":
          return Result.succeed(await replay(decider, streamId, outcome.result as LedgerEntry));
        case "conflict":
          continue;
        default:
          return outcome satisfies never;
      }
    }
    return Result.fail(new DomainError(CONFLICT_MESSAGE, 409));
  };

  return { handle, load };
};
