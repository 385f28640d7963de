// The engine an application function's unit tests run on (domain/*/application/*.test.ts): the
// product's event types and projections over a fresh memory store, at a fixed instant with live
// ids. The store is returned too, so a test can read a stream or the log as it was written.
import { Temporal } from "temporal-polyfill";
import { liveContext } from "../../adapters/engine/liveContext";
import { engineRuntime } from "../../adapters/server/engineRuntime";
import { memoryEventStore } from "../../adapters/store/memoryEventStore";
import { productEventTypes, productProjections } from "../../domain/catalogue";

export const memoryEngine = (now = "2026-11-25T10:00:00Z") => {
  const store = memoryEventStore({ projections: productProjections, upcast: productEventTypes.upcast });
  const instant = Temporal.Instant.from(now);
  const engine = engineRuntime(store, (timeZone) => ({ ...liveContext(timeZone), now: instant }));
  return { engine, store };
};
