// Owns: the legacy menu migration flow (issue 16 item 7; spec 4 §7 `PUT menu-v3/migrate`): a
// chosen legacy export is read and previewed (a dry run) behind a progress dialog whose Cancel
// link abandons it; the report (what would be created, what is skipped and why) is reviewed;
// Migrate asks in the 'Confirmation' dialog, then migrates behind the progress dialog on the
// revision the preview was made on; the report of what was created and skipped follows.
// Decisions where the spec is silent: Migrate is offered only when the preview creates something
// (a second run of the same export skips everything as 'Already migrated': the migration is
// idempotent, and the page says so); a refused migration (a 409 when the menu moved since the
// preview) returns to the review with the server's message; a running migration cannot be
// cancelled (one short all-or-nothing call).
import { assign, setup } from "xstate";
import type { LegacyMenuExport, MigrationReport } from "../../domain/menu/legacyMigrationInput";
import { unprovidedActor } from "../auth/authActors";
import { messageOf } from "../auth/notice";

export type ReadLegacyInput = { readonly file: File | null };
export type PreviewMigrationInput = { readonly legacy: LegacyMenuExport };
export type MigrateInput = { readonly legacy: LegacyMenuExport; readonly rev: number };

export interface MigrateContext {
  readonly source: File | null;
  readonly legacy: LegacyMenuExport | null;
  readonly report: MigrationReport | null;
  readonly error: string | null;
}

export type MigrateEvent =
  | { readonly type: "migrate.choose"; readonly file: File | null }
  | { readonly type: "migrate.cancel" }
  | { readonly type: "migrate.start" }
  | { readonly type: "migrate.confirm" }
  | { readonly type: "migrate.reset" };

/** How many items a report creates (or would create). */
export const createdCount = (report: MigrationReport | null): number =>
  report === null ? 0 : report.created.category + report.created.addonGroup + report.created.product;

export const canMigrate = (report: MigrationReport | null): boolean => report !== null && !report.applied && createdCount(report) > 0;

const legacyOf = (context: MigrateContext): LegacyMenuExport => {
  if (context.legacy === null) throw new Error("a migration needs a legacy menu");
  return context.legacy;
};

const EMPTY: MigrateContext = { source: null, legacy: null, report: null, error: null };

export const migrateMenuMachine = setup({
  types: { context: {} as MigrateContext, events: {} as MigrateEvent },
  actors: {
    readLegacy: unprovidedActor<LegacyMenuExport, ReadLegacyInput>("readLegacy"),
    preview: unprovidedActor<MigrationReport, PreviewMigrationInput>("preview"),
    migrate: unprovidedActor<MigrationReport, MigrateInput>("migrate"),
  },
  guards: {
    migratable: ({ context }) => canMigrate(context.report),
  },
}).createMachine({
  id: "migrateMenu",
  context: EMPTY,
  initial: "choosing",
  states: {
    choosing: {
      on: { "migrate.choose": { target: "reading", actions: assign({ source: ({ event }) => event.file, error: null, report: null }) } },
    },
    reading: {
      invoke: {
        id: "readLegacy",
        src: "readLegacy",
        input: ({ context }) => ({ file: context.source }),
        onDone: { target: "previewing", actions: assign({ legacy: ({ event }) => event.output }) },
        onError: { target: "choosing", actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
      on: { "migrate.cancel": { target: "choosing", actions: assign(EMPTY) } },
    },
    previewing: {
      invoke: {
        id: "preview",
        src: "preview",
        input: ({ context }) => ({ legacy: legacyOf(context) }),
        onDone: { target: "reviewing", actions: assign({ report: ({ event }) => event.output }) },
        onError: { target: "choosing", actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
      on: { "migrate.cancel": { target: "choosing", actions: assign(EMPTY) } },
    },
    reviewing: {
      on: {
        "migrate.start": { target: "confirming", guard: "migratable" },
        "migrate.reset": { target: "choosing", actions: assign(EMPTY) },
      },
    },
    confirming: {
      on: {
        "migrate.confirm": { target: "migrating", actions: assign({ error: null }) },
        "migrate.cancel": { target: "reviewing" },
      },
    },
    migrating: {
      invoke: {
        id: "migrate",
        src: "migrate",
        input: ({ context }) => ({ legacy: legacyOf(context), rev: context.report?._rev ?? 0 }),
        onDone: { target: "migrated", actions: assign({ report: ({ event }) => event.output }) },
        onError: { target: "reviewing", actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    migrated: {
      on: { "migrate.reset": { target: "choosing", actions: assign(EMPTY) } },
    },
  },
});
