// Every read-model projection and every versioned event type of the product, in one place, so
// the server, the rebuild command and the tests all run the same set.
import { eventTypeRegistry, type EventTypeDefinition } from "./engine/eventTypes";
import type { Projection } from "./engine/projection";

export const productProjections: ReadonlyArray<Projection> = [];

const eventTypes: ReadonlyArray<EventTypeDefinition> = [];

export const productEventTypes = eventTypeRegistry(eventTypes);
