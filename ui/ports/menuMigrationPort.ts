// The legacy menu migration's port (spec 4 §7 `PUT menu-v3/migrate`): a dry run of the legacy
// menu export (its report, nothing changed), then the migration on the revision the dry run was
// made on, as types only. The legacy export and the report are the server's Schemas' types
// (domain/menu/legacyMigrationInput.ts).
import type { LegacyMenuExport, MigrationReport } from "../../domain/menu/legacyMigrationInput";

export type { LegacyMenuExport, MigrationReport };

export interface MenuMigrationPort {
  readonly preview: (restaurantId: string, legacy: LegacyMenuExport) => Promise<MigrationReport>;
  /** Migrates on the revision `rev` (409 when the menu moved since the preview). */
  readonly migrate: (restaurantId: string, legacy: LegacyMenuExport, rev: number) => Promise<MigrationReport>;
}
