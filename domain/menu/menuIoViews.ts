// Owns: the answers of the menu's import and history routes as Schemas (adapters/server/menu:
// menuImportRoutes.ts, menuHistoryRoutes.ts, the history list of menuRoutes.ts), which the UI's
// HTTP adapter decodes strictly, so a field the server drops fails there and not on a page.
import { Schema } from "effect";
import { MENU_MODULES } from "./menuModules";

const DiffItem = Schema.Struct({ id: Schema.String, name: Schema.NullOr(Schema.String) });
const ModuleDiff = Schema.Struct({
  added: Schema.Array(DiffItem),
  removed: Schema.Array(DiffItem),
  changed: Schema.Array(Schema.Struct({ ...DiffItem.fields, fields: Schema.Array(Schema.String) })),
});

export const MenuDiffView = Schema.Struct({
  modules: Schema.Record(Schema.String, ModuleDiff),
  masterCatalogSetting: Schema.Boolean,
});
export type MenuDiffView = typeof MenuDiffView.Type;
export type ModuleDiffView = typeof ModuleDiff.Type;

export const ImportReportView = Schema.Struct({
  fileName: Schema.String,
  rows: Schema.Number,
  accepted: Schema.Number,
  created: Schema.Number,
  updated: Schema.Number,
  unchanged: Schema.Number,
  rejected: Schema.Array(Schema.Struct({ row: Schema.Number, code: Schema.String, reason: Schema.String })),
  diff: MenuDiffView,
  _rev: Schema.Number,
  applied: Schema.Boolean,
});
export type ImportReportView = typeof ImportReportView.Type;

export const MenuHistoryEntryView = Schema.Struct({
  rev: Schema.Number,
  at: Schema.String,
  by: Schema.Struct({ userId: Schema.NullOr(Schema.String), name: Schema.NullOr(Schema.String) }),
  correlationId: Schema.String,
  module: Schema.NullOr(Schema.String),
  operation: Schema.String,
  item: Schema.NullOr(Schema.Struct({ id: Schema.String, name: Schema.NullOr(Schema.String) })),
  reason: Schema.NullOr(Schema.String),
  changes: Schema.NullOr(Schema.Struct({ created: Schema.Number, updated: Schema.Number, deleted: Schema.Number })),
});
export type MenuHistoryEntryView = typeof MenuHistoryEntryView.Type;

export const MenuHistoryPage = Schema.Struct({
  resources: Schema.Array(MenuHistoryEntryView),
  pagination: Schema.Struct({ totalResources: Schema.Number }),
});

export const MenuDiffSinceView = Schema.Struct({ at: Schema.String, revAt: Schema.Number, _rev: Schema.Number, diff: MenuDiffView });
export type MenuDiffSinceView = typeof MenuDiffSinceView.Type;

/** The parts of a menu document the history page shows: its revision and each module's items. */
export const MenuSnapshotView = Schema.Struct({
  _rev: Schema.Number,
  updatedAt: Schema.NullOr(Schema.String),
  ...Object.fromEntries(MENU_MODULES.map((m) => [m, Schema.Array(Schema.Struct({ id: Schema.String, name: Schema.optionalKey(Schema.String) }))])) as {
    readonly [M in (typeof MENU_MODULES)[number]]: Schema.$Array<Schema.Struct<{ id: typeof Schema.String; name: Schema.optionalKey<typeof Schema.String> }>>;
  },
});
export type MenuSnapshotView = typeof MenuSnapshotView.Type;
