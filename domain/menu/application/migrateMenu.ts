// Migrating a legacy menu into a restaurant's menu v3 document (PUT /restaurants/{id}/menu-v3/
// migrate; the plan in legacyMigration.ts): a dry run answers the report and changes nothing;
// otherwise the same plan is decided on the stream (the menu of the restaurant's master when it
// shares one) as one change set, and the report answers what it did. Running it again reports
// every record skipped as 'Already migrated' and changes nothing.
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { isoOf } from "../../auth/fields";
import { type LegacyMenu, legacyMigrationDecider, planMigration } from "../legacyMigration";
import type { MigrationReport } from "../legacyMigrationInput";
import { menuStreamId } from "../menuModel";
import { menuMasterId } from "./menuSharing";

export interface Migration {
  readonly restaurantId: string;
  readonly legacy: LegacyMenu;
  readonly dryRun: boolean;
  readonly rev?: number | undefined;
}

export const migrateMenu = async (engine: Engine, migration: Migration, options: RunOptions): Promise<MigrationReport> => {
  const streamId = menuStreamId(await menuMasterId(engine, migration.restaurantId));
  const { state } = await engine.runner.load(legacyMigrationDecider, streamId);
  const plan = planMigration(state, migration.legacy, isoOf(engine.context().now));
  const records = migration.legacy.categories.length + migration.legacy.addonGroups.length + migration.legacy.products.length;
  const report = { created: plan.created, skipped: plan.skipped, records };
  if (migration.dryRun) return { ...report, _rev: state.revision, applied: false };
  const command = { type: "MigrateLegacyMenu", data: { rev: migration.rev ?? state.revision, legacy: migration.legacy } } as const;
  const outcome = await engine.runner.run(legacyMigrationDecider, streamId, command, options);
  return { ...report, _rev: outcome.state.revision, applied: plan.changes.length > 0 };
};
