// Test support for the auth deciders (imported by tests only): given(events) / when(command) /
// then(events | error), and a fixed DecideContext. Pure: it returns plain values for `expect`.
import { Result } from "effect";
import { Temporal } from "temporal-polyfill";
import { type DecideContext, type Decider, type DomainEvent, fold } from "../engine/decider";

export interface Outcome<E> {
  readonly events: ReadonlyArray<E> | undefined;
  readonly error: { readonly message: string; readonly status: number } | undefined;
}

export const given = <S, C, E extends DomainEvent>(decider: Decider<S, C, E>, history: ReadonlyArray<E>) => ({
  state: fold(decider, history),
  when: (command: C, ctx: DecideContext): Outcome<E> => {
    const result = decider.decide(command, fold(decider, history), ctx);
    return Result.isSuccess(result)
      ? { events: result.success, error: undefined }
      : { events: undefined, error: { message: result.failure.message, status: result.failure.status } };
  },
});

export const thenEvents = <E>(...events: ReadonlyArray<E>): Outcome<E> => ({ events, error: undefined });

export const thenError = (message: string, status = 400): Outcome<never> => ({
  events: undefined,
  error: { message, status },
});

/** A context at `iso` whose ids are `id-1`, `id-2`, ... and whose random source is fixed. */
export const at = (iso: string | Temporal.Instant): DecideContext => {
  let next = 0;
  return {
    now: typeof iso === "string" ? Temporal.Instant.from(iso) : iso,
    timeZone: "Asia/Kuala_Lumpur",
    newId: () => `id-${++next}`,
    random: () => 0.5,
  };
};
