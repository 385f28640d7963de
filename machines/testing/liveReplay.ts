// Replays a model path on a live actor, so the real runtime (invocations, `after` timers, the
// provided actors) is held to what the pure model predicted. Each provided actor is swapped for a
// controllable promise: an `xstate.done.actor.<id>` step resolves the pending call of invoke <id>
// with the step's output, an `xstate.error.actor.<id>` step rejects it; an `xstate.after.<ms>.…`
// step advances a SimulatedClock by <ms>; any other step is sent as a UI event. After each step
// the live snapshot (status, value, context) is recorded beside the model's, for the test to
// compare. Every input a live invocation received is recorded too, to run the mock actors with.
// Limits: promise actors only; `after` delays must be numeric; a step's delay is measured from
// the previous step, which holds while a machine has one timer running at a time.
// Test support: used by machines/catalogue.test.ts, never by the app.
import { type AnyMachineSnapshot, type EventObject, SimulatedClock, createActor, fromPromise, waitFor } from "xstate";
import type { CatalogueEntry } from "../catalogueEntry";
import type { ModelStep } from "./modelWalk";

export type SnapshotView = { readonly status: string; readonly value: unknown; readonly context: unknown };
export type ReplayedStep = { readonly event: string; readonly model: SnapshotView; readonly live: SnapshotView };
export type InvocationRecord = { readonly src: string; readonly id: string; readonly input: unknown };
export type Replay = {
  readonly steps: ReadonlyArray<ReplayedStep>;
  readonly invocations: ReadonlyArray<InvocationRecord>;
  readonly final: AnyMachineSnapshot;
};

type Pending = { readonly resolve: (output: unknown) => void; readonly reject: (error: unknown) => void };

const DONE = /^xstate\.done\.actor\.(.+)$/;
const ERROR = /^xstate\.error\.actor\.(.+)$/;
const AFTER = /^xstate\.after\.(\d+)\./;

export const viewOf = (snapshot: AnyMachineSnapshot): SnapshotView => ({
  status: snapshot.status,
  value: snapshot.value,
  context: snapshot.context,
});

export const replayOnLiveActor = async (entry: CatalogueEntry, steps: ReadonlyArray<ModelStep>): Promise<Replay> => {
  const pending = new Map<string, Pending>();
  const invocations: InvocationRecord[] = [];
  const controllable = Object.fromEntries(
    Object.keys(entry.mockActors).map((src) => [
      src,
      fromPromise<unknown, unknown>(({ input, self }) => {
        invocations.push({ src, id: self.id, input });
        return new Promise((resolve, reject) => pending.set(self.id, { resolve, reject }));
      }),
    ]),
  );
  const clock = new SimulatedClock();
  const actor = createActor(entry.machine.provide({ actors: controllable }), { input: entry.sampleInput, clock });

  const settleWith = async (id: string, settle: (call: Pending) => void) => {
    const call = pending.get(id);
    if (call === undefined) throw new Error(`No live invocation '${id}' is waiting for a result`);
    pending.delete(id);
    const before = actor.getSnapshot();
    settle(call);
    await waitFor(actor, (snapshot) => snapshot !== before, { timeout: 1000 });
  };

  const deliver = async (event: EventObject & { output?: unknown; error?: unknown }) => {
    const done = DONE.exec(event.type);
    const failed = ERROR.exec(event.type);
    const delay = AFTER.exec(event.type);
    if (done?.[1] !== undefined) return settleWith(done[1], (call) => call.resolve(event.output));
    if (failed?.[1] !== undefined) return settleWith(failed[1], (call) => call.reject(event.error));
    if (delay?.[1] !== undefined) return clock.increment(Number(delay[1]));
    actor.send(event);
  };

  const replayed: ReplayedStep[] = [];
  for (const [index, step] of steps.entries()) {
    if (index === 0) actor.start();
    else await deliver(step.event);
    replayed.push({ event: step.event.type, model: viewOf(step.state), live: viewOf(actor.getSnapshot()) });
  }
  const final = actor.getSnapshot();
  actor.stop();
  return { steps: replayed, invocations, final };
};
