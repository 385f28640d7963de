// The UI's legacy menu migration port over HTTP (client rooted at /api/v2; adapters/server/menu/
// menuMigrationRoutes.ts): a dry run, then the migration on the dry run's revision; reports
// decoded with the domain's Schema.
import { Schema } from "effect";
import { type LegacyMenuExport, MigrationReport } from "../../domain/menu/legacyMigrationInput";
import type { ApiClient } from "./apiClient";

const path = (restaurantId: string): string => `/restaurants/${encodeURIComponent(restaurantId)}/menu-v3/migrate`;
const decode = Schema.decodeUnknownSync(MigrationReport);

export const createHttpMenuMigration = (client: ApiClient) => ({
  preview: async (restaurantId: string, legacy: LegacyMenuExport) => decode(await client.request<unknown>("PUT", path(restaurantId), { ...legacy, dryRun: true })),
  migrate: async (restaurantId: string, legacy: LegacyMenuExport, rev: number) => decode(await client.request<unknown>("PUT", path(restaurantId), { ...legacy, _rev: rev })),
});
