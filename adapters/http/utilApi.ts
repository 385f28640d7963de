// The UI's Util port over HTTP (client rooted at /api/v2): the data checks under
// /admin/util/checks, decoded strictly with the domain's response Schemas, and a stream's event
// export (GET /admin/util/events?streamId=) handed back as the JSON text to download. The
// Schemas' module loads with the first call (a dynamic import), not with the initial bundle.
import { Schema } from "effect";
import type { UtilCheck, UtilCheckKind } from "../../domain/provider/utilChecks";
import type { ApiClient } from "./apiClient";

const strict = { onExcessProperty: "error" } as const;
const schemas = () => import("../../domain/provider/utilChecks");
const decodeCheck = async (answer: unknown): Promise<UtilCheck> => Schema.decodeUnknownSync((await schemas()).UtilCheck)(answer, strict);
const decodeChecks = async (answer: unknown): Promise<ReadonlyArray<UtilCheck>> => Schema.decodeUnknownSync((await schemas()).UtilChecks)(answer, strict);

export const createHttpUtil = (client: ApiClient) => ({
  listChecks: async () => decodeChecks(await client.request<unknown>("GET", "/admin/util/checks")),
  startCheck: async (kind: UtilCheckKind) => decodeCheck(await client.request<unknown>("POST", "/admin/util/checks", { kind })),
  check: async (id: string) => decodeCheck(await client.request<unknown>("GET", `/admin/util/checks/${encodeURIComponent(id)}`)),
  exportStream: async (streamId: string) =>
    JSON.stringify(await client.request<unknown>("GET", `/admin/util/events?streamId=${encodeURIComponent(streamId)}`), null, 2),
});
