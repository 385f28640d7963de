// The Lab's inspector bridge over @statelyai/inspect's WebSocket inspector: the Lab's actors send
// their inspection events to the endpoint QA configured (the Stately inspector or any receiver
// built with createWebSocketReceiver). Nothing is sent until an endpoint is connected, so a
// closed network never tries to reach an outside service. The UI's InspectorPort is satisfied
// structurally in ui/app/composition.ts (adapters do not import ui).
// @statelyai/inspect is loaded with a dynamic import() on the first connection, so only the Lab
// carries it; events inspected before it arrives are queued and sent in order.
import type { InspectionEvent } from "xstate";

export const statelyInspector = {
  connect: (endpoint: string) => {
    let stopped = false;
    let pending: InspectionEvent[] = [];
    let send = (event: InspectionEvent) => {
      pending.push(event);
    };
    let stop = () => {
      stopped = true;
    };
    void import("@statelyai/inspect").then(({ createWebSocketInspector }) => {
      if (stopped) return;
      const inspector = createWebSocketInspector({ url: endpoint });
      send = (event) => inspector.inspect.next?.(event);
      stop = () => inspector.stop();
      for (const event of pending) send(event);
      pending = [];
    });
    return {
      inspect: (event: InspectionEvent) => send(event),
      stop: () => stop(),
    };
  },
};
