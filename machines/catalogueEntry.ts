// The shape of one catalogue entry (ARCHITECTURE §2.3): what the Machine Lab lists, draws and
// drives, and what the model-based test walks. Decisions where the brief is silent:
// - Besides `sampleInput` and `mockActors`, an entry lists `sampleEvents`: one or more payloads
//   for each event that needs one (form values, actor results `xstate.done.actor.<id>` /
//   `xstate.error.actor.<id>`). Events without a payload, and `after` delays, need no sample: the
//   model walk sends them as `{ type }` in every state that handles them.
// - Every invoke in a catalogued machine uses its `src` as its `id`, so an actor result names
//   the actor it stands for.
import type { AnyStateMachine, EventFromLogic, InputFrom } from "xstate";

export type ActorDoneEvent = { readonly type: `xstate.done.actor.${string}`; readonly output: unknown };
export type ActorErrorEvent = { readonly type: `xstate.error.actor.${string}`; readonly error: unknown };

/** The actor implementations `machine.provide({ actors })` accepts for this machine. */
export type ActorImplementationsOf<TMachine extends AnyStateMachine> = NonNullable<
  NonNullable<Parameters<TMachine["provide"]>[0]>["actors"]
>;

export interface CatalogueEntry<TMachine extends AnyStateMachine = AnyStateMachine> {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly machine: TMachine;
  readonly sampleInput: InputFrom<TMachine>;
  /** Promise actors that succeed with plausible data, so the machine runs without a server. */
  readonly mockActors: ActorImplementationsOf<TMachine>;
  readonly sampleEvents: ReadonlyArray<EventFromLogic<TMachine> | ActorDoneEvent | ActorErrorEvent>;
}

/** Checks an entry against its own machine's types, then files it among all entries. */
export const catalogueEntry = <TMachine extends AnyStateMachine>(entry: CatalogueEntry<TMachine>): CatalogueEntry =>
  entry;

export const actorDone = (id: string, output?: unknown): ActorDoneEvent => ({
  type: `xstate.done.actor.${id}`,
  output,
});

/** An actor failure as the HTTP client reports it: data carrying the server's message. */
export const actorFailed = (id: string, message: string): ActorErrorEvent => ({
  type: `xstate.error.actor.${id}`,
  error: { message },
});
