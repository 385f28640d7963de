// The UI's ports: everything a view needs from the outside world, as types only. The
// composition root (ui/app/composition.ts) supplies real adapters; tests supply fakes.
import type { AuthPort } from "./authPort";
import type { BusinessPort } from "./businessPort";
import type { InspectorPort } from "./inspectorPort";

/** What the API says about itself (GET /api/health). */
export interface ServiceHealth {
  readonly status: string;
}

export interface ApiPort {
  readonly health: () => Promise<ServiceHealth>;
}

export interface Ports {
  readonly api: ApiPort;
  readonly auth: AuthPort;
  readonly business: BusinessPort;
  /** The Machine Lab's bridge to an external inspector; absent, the Lab offers no bridge. */
  readonly inspector?: InspectorPort;
}
