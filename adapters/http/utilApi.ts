// The UI's Util port over HTTP (client rooted at /api/v2): the data checks under
// /admin/util/checks, decoded strictly with the domain's response Schemas, and a stream's event
// export (GET /admin/util/events?streamId=) handed back as the JSON text to download.
import { Schema } from "effect";
import { UtilCheck, type UtilCheckKind, UtilChecks } from "../../domain/provider/utilChecks";
import type { ApiClient } from "./apiClient";

const strict = { onExcessProperty: "error" } as const;
const decodeCheck = Schema.decodeUnknownSync(UtilCheck);
const decodeChecks = Schema.decodeUnknownSync(UtilChecks);

export const createHttpUtil = (client: ApiClient) => ({
  listChecks: async () => decodeChecks(await client.request<unknown>("GET", "/admin/util/checks"), strict),
  startCheck: async (kind: UtilCheckKind) => decodeCheck(await client.request<unknown>("POST", "/admin/util/checks", { kind }), strict),
  check: async (id: string) => decodeCheck(await client.request<unknown>("GET", `/admin/util/checks/${encodeURIComponent(id)}`), strict),
  exportStream: async (streamId: string) =>
    JSON.stringify(await client.request<unknown>("GET", `/admin/util/events?streamId=${encodeURIComponent(streamId)}`), null, 2),
});
