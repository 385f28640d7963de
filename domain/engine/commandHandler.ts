// The command handler: load the streams a command touches, fold them, decide, and append what
// was decided with the expected versions, in one transaction. A version conflict means someone
// else wrote first: decide again from fresh state, a bounded number of times, then answer 409.
// One command on one stream (`handle`) is a unit of work of one step (`transact`).
// An idempotency key makes a unit happen at most once: the key is written in the same
// transaction as the events, so a repeat (even a concurrent one) returns the first result and
// appends nothing; a repeat whose decision is refused because the first one already happened
// ('Restaurant already exists') is checked against the ledger again and answers the first
// result too; the same key with a different request (another fingerprint) is refused.
// I/O happens only through the EventStore port.
// Decisions where the spec is silent: the 409 message and the key-reuse message are ours.
import { Result } from "effect";
import { type DecideContext, type Decider, type DomainEvent, DomainError } from "./decider";
import type { EventMetadata, RecordedEvent } from "./events";
import type { EventStore } from "./eventStore";
import type { EventTypeRegistry } from "./eventTypes";
import { CONFLICT_MESSAGE, type Folded, type UnitOfWork, unitOfWork } from "./unitOfWork";

export { CONFLICT_MESSAGE } from "./unitOfWork";
export const IDEMPOTENCY_KEY_REUSED = "This Idempotency-Key was already used with a different request";
const DEFAULT_MAX_RETRIES = 5;

export interface UnitOptions {
  readonly context: DecideContext;
  readonly meta: EventMetadata;
  /** Caller-scoped (e.g. `{actor}:{operation}:{Idempotency-Key}`): the same key never runs twice. */
  readonly idempotencyKey?: string;
  /** A digest of the request; the same key with another fingerprint is refused (422). */
  readonly fingerprint?: string;
}

export interface CommandOptions extends UnitOptions {
  /**
   * The stream version the caller read its document at (`_rev` / `If-Match`). A write that
   * replaces a whole list or document must not overwrite a newer one: when the stream has moved
   * on, the answer is 409 at once, without a retry, and the newer data stays.
   */
  readonly expectedRevision?: number;
}

export interface UnitOutcome<T> {
  /** What the unit answered; for a repeated key, the first run's answer (as JSON). */
  readonly value: T;
  readonly events: ReadonlyArray<RecordedEvent>;
  /** True when the idempotency key had been seen: nothing was appended this time. */
  readonly replayed: boolean;
}

export interface CommandOutcome<S> {
  readonly state: S;
  readonly version: number;
  readonly events: ReadonlyArray<RecordedEvent>;
  readonly replayed: boolean;
}

/** What the idempotency ledger keeps for a one-stream command: the versions the first run appended. */
interface LedgerEntry {
  readonly fromVersion: number;
  readonly toVersion: number;
}

export interface CommandHandler {
  /** Runs `work` as one unit of work: its streams are appended together or not at all. */
  readonly transact: <T>(work: (unit: UnitOfWork) => Promise<T>, options: UnitOptions) => Promise<Result.Result<UnitOutcome<T>, DomainError>>;
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

const FOLDS_KEPT_PER_DECIDER = 5_000;

export const commandHandler = (store: EventStore, registry: EventTypeRegistry, maxRetries = DEFAULT_MAX_RETRIES): CommandHandler => {
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

  /** The first result of a key, or the refusal of a reused key; undefined when the key is new. */
  const firstResult = async (options: UnitOptions): Promise<Result.Result<unknown, DomainError> | undefined> => {
    if (options.idempotencyKey === undefined) return undefined;
    const seen = await store.findIdempotencyResult(options.idempotencyKey);
    if (seen === undefined) return undefined;
    if (seen.fingerprint !== undefined && options.fingerprint !== undefined && seen.fingerprint !== options.fingerprint) {
      return Result.fail(new DomainError(IDEMPOTENCY_KEY_REUSED, 422));
    }
    return Result.succeed(seen.result);
  };
  const replayed = <T>(first: Result.Result<unknown, DomainError>): Result.Result<UnitOutcome<T>, DomainError> =>
    Result.isFailure(first) ? Result.fail(first.failure) : Result.succeed({ value: first.success as T, events: [], replayed: true });

  const transact: CommandHandler["transact"] = async (work, options) => {
    const key = options.idempotencyKey;
    for (let attempt = 0; attempt <= maxRetries; attempt++) {
      const before = await firstResult(options);
      if (before !== undefined) return replayed(before);
      const { unit, staged, written } = unitOfWork(foldStream as never, registry, options.context);
      let value: Awaited<ReturnType<typeof work>>;
      try {
        value = await work(unit);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        // A concurrent twin may have committed between our ledger check and our load.
        const after = await firstResult(options);
        return after === undefined ? Result.fail(error) : replayed(after);
      }
      const streams = staged();
      if (streams.length === 0) return Result.succeed({ value, events: [], replayed: false });
      const outcome = await store.appendUnit({
        streams,
        meta: { ...options.meta, idempotencyKey: key ?? null },
        occurredAt: options.context.now.toString(),
        ...(key === undefined
          ? {}
          : { idempotency: { key, result: value ?? null, ...(options.fingerprint === undefined ? {} : { fingerprint: options.fingerprint }) } }),
      });
      switch (outcome.kind) {
        case "appended":
          for (const { streamId, decider, folded } of written()) remember(decider, streamId, folded);
          return Result.succeed({ value, events: outcome.events, replayed: false });
        case "duplicate":
          return replayed((await firstResult(options)) ?? Result.succeed(outcome.result));
        case "conflict":
          continue;
        default:
          return outcome satisfies never;
      }
    }
    return Result.fail(new DomainError(CONFLICT_MESSAGE, 409));
  };

  const replayStream = async <S, E extends DomainEvent>(
    decider: Pick<Decider<S, never, E>, "initialState" | "evolve">,
    streamId: string,
    entry: LedgerEntry,
  ): Promise<CommandOutcome<S>> => {
    const { events } = await store.readStream(streamId);
    const upToResult = events.filter((e) => e.version <= entry.toVersion).map((e) => registry.upcast(e));
    return {
      state: (upToResult as unknown as E[]).reduce(decider.evolve, decider.initialState),
      version: entry.toVersion,
      events: upToResult.filter((e) => e.version >= entry.fromVersion),
      replayed: true,
    };
  };

  const handle: CommandHandler["handle"] = async (decider, streamId, command, options) => {
    let decided: { state: unknown; version: number } | undefined;
    const result = await transact(async (unit) => {
      const before = await unit.load(decider, streamId);
      const step = await unit.decide(decider, streamId, command, options.expectedRevision === undefined ? {} : { expectedRevision: options.expectedRevision });
      decided = step;
      return { fromVersion: before.version + 1, toVersion: step.version } satisfies LedgerEntry;
    }, options);
    if (Result.isFailure(result)) return Result.fail(result.failure);
    const { value, events } = result.success;
    if (result.success.replayed) return Result.succeed(await replayStream(decider, streamId, value));
    if (decided === undefined) throw new Error("A unit answered without deciding");
    return Result.succeed({ state: decided.state as never, version: decided.version, events, replayed: false });
  };

  return { transact, handle, load: foldStream };
};
