// Owns: the marketing setting of a business and its migration to marketing v2 (spec 3 §3
// "Marketing setting", §4 "Migration"), stream `marketing-setting-{businessId}`, and the
// `marketing_settings` read model (key businessId).
// The setting holds apiVersion ('v1' until migrated, then 'v2') and the migrate flag (0 until
// a migration is requested, then 1: migration is offered while it is not 1).
// Decisions where the spec is silent ("status transitions on the server: not shown"):
// - The content and settings are preserved (spec 3 §1): v1 and v2 read the same streams, so
//   the migration itself only switches the version. A request therefore records the request
//   and its completion together (MarketingMigrationRequested, MarketingMigrated): afterwards
//   apiVersion is 'v2' at once.
// - A repeated request changes nothing and is answered like the first
//   ('Migration request submitted'); there is no way back to v1.
// - A business that never asked has no stream and no row; it reads as {apiVersion 'v1', migrate 0}.
import { Schema } from "effect";
import { type Decider, type Decision, accept } from "../engine/decider";
import type { RecordedEvent } from "../engine/events";
import type { Projection, ProjectionTx } from "../engine/projection";
import { Id, IsoInstant, isoOf, message } from "../auth/fields";
import { readTable } from "../engine/readTable";

export const MIGRATION_REQUEST_SUBMITTED = "Migration request submitted";
export const MARKETING_SETTINGS_TABLE = "marketing_settings";

export const marketingSettingsTable = readTable({ hot: true, name: MARKETING_SETTINGS_TABLE, columns: {} });
export type ApiVersion = "v1" | "v2";

export const MarketingSettingEvent = Schema.Union([
  message("MarketingMigrationRequested", { businessId: Id, requestedAt: IsoInstant }),
  message("MarketingMigrated", { businessId: Id, apiVersion: Schema.Literal("v2"), migratedAt: IsoInstant }),
]);
export type MarketingSettingEvent = typeof MarketingSettingEvent.Type;

export type MarketingSettingCommand = { readonly type: "RequestMigration"; readonly data: { readonly businessId: string } };

export interface MarketingSetting {
  readonly apiVersion: ApiVersion;
  readonly migrate: 0 | 1;
  readonly requestedAt: string | null;
  readonly migratedAt: string | null;
}

export const DEFAULT_MARKETING_SETTING: MarketingSetting = { apiVersion: "v1", migrate: 0, requestedAt: null, migratedAt: null };

const evolve = (state: MarketingSetting, event: MarketingSettingEvent): MarketingSetting => {
  switch (event.type) {
    case "MarketingMigrationRequested": return { ...state, migrate: 1, requestedAt: event.data.requestedAt };
    case "MarketingMigrated": return { ...state, apiVersion: event.data.apiVersion, migratedAt: event.data.migratedAt };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};

const decide = (command: MarketingSettingCommand, state: MarketingSetting, ctx: { readonly now: Parameters<typeof isoOf>[0] }): Decision<MarketingSettingEvent> => {
  if (state.migrate === 1) return accept();
  const at = isoOf(ctx.now);
  const { businessId } = command.data;
  return accept(
    { type: "MarketingMigrationRequested", data: { businessId, requestedAt: at } },
    { type: "MarketingMigrated", data: { businessId, apiVersion: "v2", migratedAt: at } },
  );
};

export const marketingSettingDecider: Decider<MarketingSetting, MarketingSettingCommand, MarketingSettingEvent> = {
  initialState: DEFAULT_MARKETING_SETTING,
  decide,
  evolve,
};

const STREAM_PREFIX = "marketing-setting-";
export const marketingSettingStreamId = (businessId: string): string => `${STREAM_PREFIX}${businessId}`;

const apply = async (recorded: RecordedEvent, tx: ProjectionTx): Promise<void> => {
  if (!recorded.streamId.startsWith(STREAM_PREFIX)) return;
  const event = recorded as unknown as MarketingSettingEvent;
  const businessId = recorded.streamId.slice(STREAM_PREFIX.length);
  const row = (await tx.get(MARKETING_SETTINGS_TABLE, businessId)) ?? { businessId, ...DEFAULT_MARKETING_SETTING };
  await tx.put(MARKETING_SETTINGS_TABLE, businessId, { ...row, ...evolve(row as unknown as MarketingSetting, event), businessId });
};

export const marketingSettingsProjection: Projection = { name: "marketingSettings", tables: [marketingSettingsTable], apply };
