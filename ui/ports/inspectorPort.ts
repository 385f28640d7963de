// The Machine Lab's optional bridge to an external statechart inspector (issue 8): a connection
// receives every inspection event of the Lab's runs. Types only; the adapter lives in
// adapters/inspect.
import type { InspectionEvent } from "xstate";

export interface InspectorConnection {
  readonly inspect: (event: InspectionEvent) => void;
  readonly stop: () => void;
}

export interface InspectorPort {
  /** Opens a connection to an inspector endpoint such as `ws://localhost:8080`. */
  readonly connect: (endpoint: string) => InspectorConnection;
}
