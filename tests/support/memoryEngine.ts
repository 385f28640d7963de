// The engine an application function's unit tests run on (domain/*/application/*.test.ts): the
// product's event types and projections over a fresh memory store, with live ids and a clock the
// test holds (an ISO instant for a fixed one, or a TestClock to advance). The store is returned
// too, so a test can read a stream or the log as it was written.
import { liveContext } from "../../adapters/engine/liveContext";
import { engineRuntime } from "../../adapters/server/engineRuntime";
import { memoryEventStore } from "../../adapters/store/memoryEventStore";
import { productEventTypes, productProjections } from "../../domain/catalogue";
import { type TestClock, testClock } from "./apiHarness";

export const memoryEngine = (clock: TestClock | string = "2026-11-25T10:00:00Z") => {
  const held = typeof clock === "string" ? testClock(clock) : clock;
  const store = memoryEventStore({ projections: productProjections, upcast: productEventTypes.upcast });
  const engine = engineRuntime(store, (timeZone) => ({ ...liveContext(timeZone), now: held.now() }));
  return { engine, store };
};
