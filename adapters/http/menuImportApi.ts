// The UI's menu import port over HTTP (client rooted at /api/v2; adapters/server/menu/
// menuImportRoutes.ts). Reports are decoded with the domain's Schema. The template is a file, so
// it is fetched as bytes with the session's token (the JSON client unwraps `data`).
import { Schema } from "effect";
import { ImportReportView } from "../../domain/menu/menuIoViews";
import type { ApiClient } from "./apiClient";
import { ApiError } from "./apiError";

const at = (id: string): string => encodeURIComponent(id);
const decode = Schema.decodeUnknownSync(ImportReportView);
type ImportFile = { readonly name: string; readonly content: string };

export const createHttpMenuImport = (client: ApiClient, baseUrl: string, getToken: () => string | undefined) => ({
  preview: async (restaurantId: string, file: ImportFile) =>
    decode(await client.request<unknown>("PUT", `/restaurants/${at(restaurantId)}/menu-v3/import`, { fileName: file.name, content: file.content, dryRun: true })),
  apply: async (restaurantId: string, file: ImportFile, rev: number) =>
    decode(await client.request<unknown>("PUT", `/restaurants/${at(restaurantId)}/menu-v3/import`, { fileName: file.name, content: file.content, _rev: rev })),
  template: async (restaurantId: string): Promise<Blob> => {
    const token = getToken();
    const response = await fetch(`${baseUrl}/restaurants/${at(restaurantId)}/menu-v3/import/template`, {
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new ApiError(response.status, await response.json().catch(() => undefined));
    return response.blob();
  },
});
