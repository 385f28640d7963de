// The UI's provider team port over HTTP (client rooted at /api/v2): GET /admin/provider-roles
// (paged) and the pinned PUT /admin/provider-roles/{phoneNumber} {role}. Answers are decoded with
// the domain's response Schemas (domain/auth/providerTeamView.ts).
import { Schema } from "effect";
import { ProviderTeamPage } from "../../domain/auth/providerTeamView";
import type { ProviderRole } from "../../domain/auth/roles";
import type { ApiClient } from "./apiClient";

export const createHttpProviderTeam = (client: ApiClient, pageSize: number) => ({
  listTeam: async (page: number) =>
    Schema.decodeUnknownSync(ProviderTeamPage)(await client.request<unknown>("GET", `/admin/provider-roles?skip=${page * pageSize}&limit=${pageSize}`)),
  setRole: async (phoneNumber: string, role: ProviderRole | null): Promise<void> => {
    await client.request<unknown>("PUT", `/admin/provider-roles/${encodeURIComponent(phoneNumber)}`, { role });
  },
});
