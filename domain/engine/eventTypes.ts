// Versioned event types. An event is written with the current version of its type; an event
// written with an older version is upcast step by step when read, and never rewritten in the
// log. Types nobody registered are current at v1.
import type { NewEvent, RecordedEvent } from "./events";

/** Turns the payload of version `from` into the payload of version `from + 1`. */
export type Upcaster = (data: unknown) => unknown;

export interface EventTypeDefinition {
  readonly type: string;
  /** Upcasters indexed by the version they upgrade from: `{ 1: v1ToV2, 2: v2ToV3 }`. */
  readonly upcasters: Readonly<Record<number, Upcaster>>;
}

export interface EventTypeRegistry {
  readonly currentVersion: (type: string) => number;
  readonly version: <E extends { type: string; data: unknown }>(event: E) => E & NewEvent;
  readonly upcast: <E extends RecordedEvent>(event: E) => E;
}

const latestVersion = (definition: EventTypeDefinition | undefined): number =>
  definition === undefined ? 1 : 1 + Object.keys(definition.upcasters).length;

export const eventTypeRegistry = (definitions: ReadonlyArray<EventTypeDefinition>): EventTypeRegistry => {
  const byType = new Map(definitions.map((d) => [d.type, d]));
  const currentVersion = (type: string) => latestVersion(byType.get(type));
  return {
    currentVersion,
    version: (event) => ({ ...event, v: currentVersion(event.type) }),
    upcast: (event) => {
      const definition = byType.get(event.type);
      const target = latestVersion(definition);
      let { data, v } = event;
      while (v < target) {
        const step = definition?.upcasters[v];
        if (step === undefined) throw new Error(`No upcaster for ${event.type} v${v}`);
        data = step(data);
        v += 1;
      }
      return v === event.v ? event : { ...event, data, v };
    },
  };
};
