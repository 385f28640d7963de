// The Lab's inspector bridge over @statelyai/inspect's WebSocket inspector: the Lab's actors send
// their inspection events to the endpoint QA configured (the Stately inspector or any receiver
// built with createWebSocketReceiver). Nothing is sent until an endpoint is connected, so a
// closed network never tries to reach an outside service. The UI's InspectorPort is satisfied
// structurally in ui/app/composition.ts (adapters do not import ui).
import { createWebSocketInspector } from "@statelyai/inspect";
import type { InspectionEvent } from "xstate";

export const statelyInspector = {
  connect: (endpoint: string) => {
    const inspector = createWebSocketInspector({ url: endpoint });
    return {
      inspect: (event: InspectionEvent) => inspector.inspect.next?.(event),
      stop: () => inspector.stop(),
    };
  },
};
