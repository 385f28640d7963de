// The Engine port on the memory store with the product's projections and one controllable clock:
// what the unit tests of application functions (domain/<context>/application/*.test.ts) run on.
import { liveContext } from "../../adapters/engine/liveContext";
import { type EngineRuntime, engineRuntime } from "../../adapters/server/engineRuntime";
import { memoryEventStore } from "../../adapters/store/memoryEventStore";
import { productEventTypes, productProjections } from "../../domain/catalogue";
import { type TestClock, testClock } from "./apiHarness";

export const memoryEngine = (clock: TestClock = testClock()): EngineRuntime =>
  engineRuntime(
    memoryEventStore({ projections: productProjections, upcast: productEventTypes.upcast }),
    (timeZone) => ({ ...liveContext(timeZone), now: clock.now() }),
  );
