// Owns: the actors the Lab provides in place of a machine's real ones. Each invocation is held
// open until the Lab answers it (with the catalogue's mock, a sample answer, or a path's step),
// so every answer is one recorded step that time travel can replay, and a machine can be left
// waiting on a call to look at it.
// Decisions:
// - An answer names the invocation by its id, which the catalogue keeps equal to the actor's
//   `src` (machines/catalogueEntry.ts), so `xstate.done.actor.<id>` events map onto calls.
// - A call whose state is left (the invocation is stopped) leaves the list at once.
import { fromPromise } from "xstate";

export type CallOutcome =
  | { readonly kind: "done"; readonly output: unknown }
  | { readonly kind: "error"; readonly error: unknown };

export interface PendingCall {
  readonly id: string;
  readonly src: string;
  readonly input: unknown;
}

type Waiting = PendingCall & { readonly settle: (outcome: CallOutcome) => void };

export interface PendingCalls {
  /** Promise actors by `src`, for `machine.provide({ actors })`. */
  readonly actors: Record<string, ReturnType<typeof fromPromise<unknown, unknown>>>;
  readonly list: () => ReadonlyArray<PendingCall>;
  /** Settles the call with this id; false when no such call is waiting. */
  readonly answer: (id: string, outcome: CallOutcome) => boolean;
}

export const pendingCalls = (sources: ReadonlyArray<string>): PendingCalls => {
  const waiting = new Map<string, Waiting>();
  const heldActor = (src: string) =>
    fromPromise<unknown, unknown>(
      ({ input, self, signal }) =>
        new Promise((resolve, reject) => {
          const settle = (outcome: CallOutcome) => (outcome.kind === "done" ? resolve(outcome.output) : reject(outcome.error));
          waiting.set(self.id, { id: self.id, src, input, settle });
          signal.addEventListener("abort", () => waiting.delete(self.id));
        }),
    );
  return {
    actors: Object.fromEntries(sources.map((src) => [src, heldActor(src)])),
    list: () => [...waiting.values()].map(({ id, src, input }) => ({ id, src, input })),
    answer: (id, outcome) => {
      const call = waiting.get(id);
      if (call === undefined) return false;
      waiting.delete(id);
      call.settle(outcome);
      return true;
    },
  };
};
