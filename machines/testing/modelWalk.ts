// Walks a catalogue entry's machine as a pure model with xstate/graph: every reachable snapshot
// (state value + context) from the sample input, the shortest path to each, and, for every
// transition the machine defines, one step that takes it. Events come from the transitions
// enabled in each snapshot (`getNextTransitions`): an event type the entry has samples for is sent
// with each sample, any other (payload-less UI events, `after` delays) as `{ type }`.
// Test support: used by machines/catalogue.test.ts, never by the app.
import {
  type AnyMachineSnapshot,
  type AnyTransitionDefinition,
  type EventObject,
  getNextTransitions,
  pathToStateValue,
} from "xstate";
import { type StatePath, getAdjacencyMap, getShortestPaths, getStateNodes, serializeSnapshot } from "xstate/graph";
import type { CatalogueEntry } from "../catalogueEntry";

export type ModelPath = StatePath<AnyMachineSnapshot, EventObject>;
export type ModelStep = ModelPath["steps"][number];

/** One step that takes a transition: the path to its source, then the event. */
export type TransitionWitness = { readonly transition: AnyTransitionDefinition; readonly steps: ModelStep[] };

export type ModelWalk = {
  readonly snapshots: ReadonlyArray<AnyMachineSnapshot>;
  readonly shortestPaths: ReadonlyArray<ModelPath>;
  readonly witnesses: ReadonlyArray<TransitionWitness>;
  readonly untakenTransitions: ReadonlyArray<AnyTransitionDefinition>;
  readonly unreachedStateIds: ReadonlyArray<string>;
};

export const eventsToTry = (entry: CatalogueEntry) => (snapshot: AnyMachineSnapshot): EventObject[] => {
  const types = new Set(getNextTransitions(snapshot).map((transition) => transition.eventType));
  return [...types]
    .filter((type) => type !== "")
    .flatMap((type) => {
      const samples = entry.sampleEvents.filter((event) => event.type === type);
      return samples.length > 0 ? samples : [{ type }];
    });
};

export const allTransitions = (entry: CatalogueEntry): AnyTransitionDefinition[] =>
  getStateNodes(entry.machine.root).flatMap((node) => [
    ...[...node.transitions.values()].flat(),
    ...(node.always ?? []),
  ]);

export const describeTransition = (transition: AnyTransitionDefinition): string => {
  const targets = transition.target?.map((node) => node.id).join(", ") ?? "(stays)";
  const guard = transition.guard === undefined ? "" : " [guarded]";
  return `${transition.source.id} --${transition.eventType || "always"}${guard}--> ${targets}`;
};

type Edge = { readonly event: EventObject; readonly state: AnyMachineSnapshot };

const isInState = (snapshot: AnyMachineSnapshot, path: ReadonlyArray<string>): boolean =>
  path.length === 0 || snapshot.matches(pathToStateValue([...path]));

export const walkModel = (entry: CatalogueEntry): ModelWalk => {
  const options = { input: entry.sampleInput, events: eventsToTry(entry) };
  const adjacency = getAdjacencyMap(entry.machine, options);
  const shortestPaths = getShortestPaths(entry.machine, options);
  const pathTo = new Map(shortestPaths.map((path) => [serializeSnapshot(path.state), path]));

  const witnessed = new Map<AnyTransitionDefinition, ModelStep[]>();
  for (const [serialized, { state, transitions }] of Object.entries(adjacency)) {
    if (state.status !== "active") continue;
    const path = pathTo.get(serialized as ReturnType<typeof serializeSnapshot>);
    if (path === undefined) continue;
    for (const { event, state: next } of Object.values(transitions as Record<string, Edge>)) {
      for (const transition of entry.machine.getTransitionData(state, event)) {
        if (!witnessed.has(transition)) witnessed.set(transition, [...path.steps, { state: next, event }]);
      }
    }
  }

  const snapshots = Object.values(adjacency).map(({ state }) => state);
  const stateNodes = getStateNodes(entry.machine.root);
  return {
    snapshots,
    shortestPaths,
    witnesses: [...witnessed].map(([transition, steps]) => ({ transition, steps })),
    untakenTransitions: allTransitions(entry).filter((transition) => !witnessed.has(transition)),
    unreachedStateIds: stateNodes
      .filter((node) => !snapshots.some((snapshot) => isInState(snapshot, node.path)))
      .map((node) => node.id),
  };
};
