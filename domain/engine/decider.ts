// The Decider: the pure heart of every aggregate. `decide` turns a command into events (or a
// domain error) from the folded state; `evolve` folds one event into the state. Everything
// impure a decision needs (the instant, the business time zone, fresh ids, randomness) comes
// in through DecideContext, so a decision is a function of its inputs and replay never re-rolls.
import type { Temporal } from "temporal-polyfill";
import { Result } from "effect";

export type DomainEvent = { readonly type: string; readonly data: unknown };

/** A rule broken by a command; `status` is the HTTP answer (400 validation, 401, 403, 404, 409 conflict, 429 too soon). */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 401 | 403 | 404 | 409 | 422 | 429 = 400,
    readonly path: ReadonlyArray<string | number> = [],
  ) {
    super(message);
    this.name = "DomainError";
  }
}

export interface DecideContext {
  readonly now: Temporal.Instant;
  readonly timeZone: string;
  /** A fresh unique id (24-hex object id unless the aggregate says otherwise). */
  readonly newId: () => string;
  /** Uniform in [0, 1) from a seeded source; record what it decides in the event. */
  readonly random: () => number;
}

export type Decision<E> = Result.Result<ReadonlyArray<E>, DomainError>;

export interface Decider<S, C, E extends DomainEvent> {
  readonly initialState: S;
  readonly decide: (command: C, state: S, ctx: DecideContext) => Decision<E>;
  readonly evolve: (state: S, event: E) => S;
}

export const accept = <E>(...events: ReadonlyArray<E>): Decision<E> => Result.succeed(events);
export const reject = <E>(message: string, status: DomainError["status"] = 400): Decision<E> =>
  Result.fail(new DomainError(message, status));

export const fold = <S, E extends DomainEvent>(
  decider: Pick<Decider<S, never, E>, "initialState" | "evolve">,
  events: Iterable<E>,
): S => {
  let state = decider.initialState;
  for (const event of events) state = decider.evolve(state, event);
  return state;
};
