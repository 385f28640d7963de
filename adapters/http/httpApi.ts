// The UI's API port over HTTP (client rooted at /api). Typed structurally: ui/app/composition.ts
// checks it against the port, so this adapter needs nothing from ui/.
import type { ApiClient } from "./apiClient";

export const createHttpApi = (client: ApiClient) => ({
  health: () => client.request<{ readonly status: string }>("GET", "/health"),
});
