// The UI's ports: everything a view needs from the outside world, as types only. The
// composition root (ui/app/composition.ts) supplies real adapters; tests supply fakes.

/** What the API says about itself (GET /api/health). */
export interface ServiceHealth {
  readonly status: string;
}

export interface ApiPort {
  readonly health: () => Promise<ServiceHealth>;
}

export interface Ports {
  readonly api: ApiPort;
}
