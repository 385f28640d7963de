// A unit of work: the decisions one user action makes on several streams (a phone claim and the
// user it belongs to, a bill and the member it credits), taken together and appended together.
// Each step folds its stream as the unit sees it (what is stored, plus what earlier steps of the
// unit decided on it) and stages the events; a refusal throws the DomainError and the whole unit
// is dropped with nothing written. The command handler appends every staged stream in ONE
// transaction, and decides the unit again from the start when any of its streams moved.
import { Result } from "effect";
import { type DecideContext, type Decider, type DomainEvent, DomainError } from "./decider";
import type { StreamAppend } from "./eventStore";
import type { EventTypeRegistry } from "./eventTypes";

export const CONFLICT_MESSAGE = "This record was changed by someone else. Reload and try again.";

export interface StepOutcome<S, E> {
  readonly state: S;
  /** The stream's version once the unit is appended. */
  readonly version: number;
  /** What this step decided (empty when the command changed nothing). */
  readonly events: ReadonlyArray<E>;
}

export interface UnitOfWork {
  readonly context: DecideContext;
  /** Decides `command` on the stream and stages its events; a refusal throws its DomainError. */
  readonly decide: <S, C, E extends DomainEvent>(
    decider: Decider<S, C, E>,
    streamId: string,
    command: C,
    options?: { readonly expectedRevision?: number },
  ) => Promise<StepOutcome<S, E>>;
  /** The stream's state as this unit sees it, without deciding anything. */
  readonly load: <S, E extends DomainEvent>(
    decider: Pick<Decider<S, never, E>, "initialState" | "evolve">,
    streamId: string,
  ) => Promise<{ readonly state: S; readonly version: number }>;
}

/** A stream folded up to `version`. */
export interface Folded {
  readonly state: unknown;
  readonly version: number;
}

export type FoldStream = (decider: Pick<Decider<unknown, never, DomainEvent>, "initialState" | "evolve">, streamId: string) => Promise<Folded>;

interface Touched {
  readonly decider: object;
  readonly baseVersion: number;
  state: unknown;
  readonly staged: DomainEvent[];
}

/** A unit over `fold` (the handler's cached reader); `staged()` lists what to append. */
export const unitOfWork = (fold: FoldStream, registry: EventTypeRegistry, context: DecideContext) => {
  const touched = new Map<string, Touched>();

  const touch = async (decider: Pick<Decider<unknown, never, DomainEvent>, "initialState" | "evolve">, streamId: string): Promise<Touched> => {
    const known = touched.get(streamId);
    if (known !== undefined) {
      if (known.decider !== decider) throw new Error(`Stream ${streamId} used with two deciders in one unit`);
      return known;
    }
    const folded = await fold(decider, streamId);
    const entry: Touched = { decider, baseVersion: folded.version, state: folded.state, staged: [] };
    touched.set(streamId, entry);
    return entry;
  };

  const unit: UnitOfWork = {
    context,
    decide: async (decider, streamId, command, options = {}) => {
      const entry = await touch(decider as never, streamId);
      if (options.expectedRevision !== undefined && options.expectedRevision !== entry.baseVersion + entry.staged.length) {
        throw new DomainError(CONFLICT_MESSAGE, 409);
      }
      const decision = decider.decide(command, entry.state as never, context);
      if (Result.isFailure(decision)) throw decision.failure;
      const events = decision.success;
      entry.state = events.reduce(decider.evolve, entry.state as never);
      entry.staged.push(...events);
      return { state: entry.state as never, version: entry.baseVersion + entry.staged.length, events };
    },
    load: async (decider, streamId) => {
      const entry = await touch(decider as never, streamId);
      return { state: entry.state as never, version: entry.baseVersion + entry.staged.length };
    },
  };

  const staged = (): StreamAppend[] =>
    [...touched.entries()]
      .filter(([, entry]) => entry.staged.length > 0)
      .map(([streamId, entry]) => ({ streamId, expectedVersion: entry.baseVersion, events: entry.staged.map((e) => registry.version(e)) }));

  /** The folded state of every stream the unit wrote, at its new version, to keep in the cache. */
  const written = (): ReadonlyArray<{ readonly streamId: string; readonly decider: object; readonly folded: Folded }> =>
    [...touched.entries()]
      .filter(([, entry]) => entry.staged.length > 0)
      .map(([streamId, entry]) => ({ streamId, decider: entry.decider, folded: { state: entry.state, version: entry.baseVersion + entry.staged.length } }));

  return { unit, staged, written };
};
