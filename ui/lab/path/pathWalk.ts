// Owns: "Play path": the shortest path xstate/graph finds from the sample input to a chosen
// state, and walking it on the live run one step at a time. A path is the pure model's
// prediction (each step: an event and the snapshot it leads to); each step becomes a Lab
// operation, and after it the live snapshot is compared with the predicted one.
// Decisions:
// - The graph is explored as the model-based test explores it (machines/testing/modelWalk.ts,
//   test support the app does not import): in each snapshot, every event type an enabled
//   transition waits for, sent with each of the entry's samples for it, or as `{ type }` when it
//   has none (UI events without payload, `after` delays). Offering every sample everywhere would
//   not do: an actor error event no state is waiting for puts the model in an error status. Paths start with an `xstate.init` step,
//   which the walk checks against the fresh run instead of applying.
// - An actor result step answers the waiting call with the path's output or error; an `after`
//   step advances the clock to the next pending timer (the delay itself when none is pending).
// - The walk stops at the first step whose live value, context or status differs from the
//   prediction, and says which.
import { type AnyMachineSnapshot, type AnyStateMachine, type EventObject, getNextTransitions, pathToStateValue } from "xstate";
import { getShortestPaths, getStateNodes } from "xstate/graph";
import type { CatalogueEntry } from "../../../machines/catalogueEntry";
import { type LabOperation, answeredCallOf, outcomeOfEvent } from "../run/labOperation";
import type { LabFrame } from "../run/labRun";

export interface PathTarget {
  readonly id: string;
  /** The state's path below the machine, e.g. "signedIn.identity.settled.debugging". */
  readonly label: string;
}

export interface PathStep {
  readonly event: EventObject;
  readonly state: AnyMachineSnapshot;
}

const AFTER = /^xstate\.after\.(\d+)\./;

export const pathTargets = (machine: AnyStateMachine): PathTarget[] =>
  getStateNodes(machine.root).map((node) => ({ id: node.id, label: node.path.join(".") }));

const eventsToTry = (entry: CatalogueEntry) => (snapshot: AnyMachineSnapshot): EventObject[] =>
  [...new Set(getNextTransitions(snapshot).map((transition) => transition.eventType))]
    .filter((type) => type !== "")
    .flatMap((type) => {
      const samples = entry.sampleEvents.filter((event) => event.type === type);
      return samples.length > 0 ? samples : [{ type }];
    });

/** The shortest path from the sample input into the state with this id, or null when none. */
export const shortestPathTo = (entry: CatalogueEntry, stateId: string): ReadonlyArray<PathStep> | null => {
  const node = getStateNodes(entry.machine.root).find((candidate) => candidate.id === stateId);
  if (node === undefined) return null;
  const inTarget = (snapshot: AnyMachineSnapshot) => snapshot.matches(pathToStateValue(node.path));
  const paths = getShortestPaths(entry.machine, { input: entry.sampleInput, events: eventsToTry(entry), toState: inTarget });
  const shortest = paths.reduce<(typeof paths)[number] | null>((best, path) => (best === null || path.weight < best.weight ? path : best), null);
  return shortest === null ? null : shortest.steps;
};

export const operationForStep = (event: EventObject, frame: LabFrame): LabOperation => {
  const callId = answeredCallOf(event.type);
  if (callId !== null) return { kind: "answer", callId, outcome: outcomeOfEvent(event), by: "path" };
  const delay = AFTER.exec(event.type)?.[1];
  if (delay !== undefined) return { kind: "advance", ms: frame.msToNextTimer ?? Number(delay) };
  return { kind: "send", event };
};

const json = (value: unknown) => JSON.stringify(value);

/** How the live snapshot differs from the predicted one, or null when they agree. */
export const differenceFrom = (predicted: AnyMachineSnapshot, live: AnyMachineSnapshot): string | null => {
  if (json(predicted.value) !== json(live.value)) return `expected state ${json(predicted.value)}, the run is in ${json(live.value)}`;
  if (predicted.status !== live.status) return `expected status ${predicted.status}, the run is ${live.status}`;
  if (json(predicted.context) !== json(live.context)) return "the context differs from the prediction";
  return null;
};
