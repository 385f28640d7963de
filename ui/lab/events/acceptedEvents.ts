// Owns: the events the Lab offers in the current snapshot: every event type a state the run is
// in handles (its `ownEvents`), each with the entry's sample payloads (or just `{ type }` when it
// has none), enabled when `snapshot.can(event)` says it would be taken.
// Decisions: XState's internal events (`after` delays, actor results) are left out: the clock
// controls and the waiting-call answers drive those. A run that has ended accepts nothing.
import type { AnyMachineSnapshot, EventObject } from "xstate";
import { getStateNodes } from "xstate/graph";
import type { CatalogueEntry } from "../../../machines/catalogueEntry";
import { activeStateNodes } from "../inspect/activeStates";

export interface EventChoice {
  readonly event: EventObject;
  readonly enabled: boolean;
  /** True when the event carries more than its type. */
  readonly hasPayload: boolean;
}

const isUiEvent = (type: string) => !type.startsWith("xstate.") && type !== "*" && type !== "";

export const acceptedEventTypes = (entry: CatalogueEntry, snapshot: AnyMachineSnapshot): string[] => {
  if (snapshot.status !== "active") return [];
  const types = activeStateNodes(entry.machine, snapshot).flatMap((node) => node.ownEvents);
  return [...new Set(types)].filter(isUiEvent);
};

export const samplesOf = (entry: CatalogueEntry, type: string): EventObject[] => {
  const samples = entry.sampleEvents.filter((event) => event.type === type);
  return samples.length > 0 ? samples : [{ type }];
};

export const eventChoices = (entry: CatalogueEntry, snapshot: AnyMachineSnapshot): EventChoice[] =>
  acceptedEventTypes(entry, snapshot).flatMap((type) =>
    samplesOf(entry, type).map((event) => ({
      event,
      enabled: snapshot.can(event),
      hasPayload: Object.keys(event).some((key) => key !== "type"),
    })),
  );

/** The event the payload editor starts with: the entry's first UI event sample, else the first
 * UI event any state handles, as `{ type }`. */
export const firstEditableEvent = (entry: CatalogueEntry): EventObject => {
  const sample = entry.sampleEvents.find((event) => isUiEvent(event.type));
  if (sample !== undefined) return sample;
  const type = getStateNodes(entry.machine.root).flatMap((node) => node.ownEvents).find(isUiEvent);
  return { type: type ?? "" };
};

/** The event the payload editor shows until the user edits it: the first event the current state
 * would take that carries a payload, else the first it would take, else the first offered, else
 * the entry's first editable event. */
export const editorDefault = (choices: ReadonlyArray<EventChoice>, entry: CatalogueEntry): EventObject =>
  (choices.find((choice) => choice.enabled && choice.hasPayload) ?? choices.find((choice) => choice.enabled) ?? choices[0])?.event ??
  firstEditableEvent(entry);

/** A payload in one line for a button's caption: `phoneNumber: "+6012"`, cut at `max` chars. */
export const payloadPreview = (event: EventObject, max = 40): string => {
  const text = Object.entries(event)
    .filter(([key]) => key !== "type")
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join(", ");
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
};
