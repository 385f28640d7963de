// The composition root: the one place real adapters are wired into the UI's ports. Tests build
// their own Ports (in-process fakes) and hand them to PortsProvider instead.
import { createApiClient } from "../../adapters/http/apiClient";
import { createHttpApi } from "../../adapters/http/httpApi";
import type { Ports } from "../ports/ports";

export const ports: Ports = {
  api: createHttpApi(createApiClient({ baseUrl: "/api" })),
};
