// Importing a sheet of products (PUT /restaurants/{id}/menu-v3/import): the preview (dry run)
// plans the rows against the menu now and answers the report (the counts, every refused row
// with its number and reason, the difference the import would make) without changing anything;
// applying runs the same plan inside the decider, all or nothing, as one change set event that a
// rollback undoes. Decision where the spec is silent: the reason is 'Import {file name}'.
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { applyChanges } from "../menuChangeSet";
import { type MenuDiff, menuDiff } from "../menuDiff";
import { menuDecider } from "../menuDocument";
import { type RejectedRow, planImport } from "../menuImport";
import type { ImportRow } from "../menuImportRow";
import { menuStreamId } from "../menuModel";
import { type MenuDocumentView, menuDocumentView } from "../menuView";
import { menuMasterId } from "./menuSharing";
import { loadMenu } from "./readMenu";

export interface ImportReport {
  readonly fileName: string;
  readonly rows: number;
  readonly accepted: number;
  readonly created: number;
  readonly updated: number;
  readonly unchanged: number;
  readonly rejected: ReadonlyArray<RejectedRow>;
  readonly diff: MenuDiff;
  /** The revision the preview was planned on: send it back as `_rev` to apply. */
  readonly _rev: number;
}

export interface MenuImport {
  readonly restaurantId: string;
  readonly fileName: string;
  readonly rows: ReadonlyArray<ImportRow>;
}

export const importReason = (fileName: string): string => `Import ${fileName}`;

export const previewImport = async (engine: Engine, request: MenuImport): Promise<ImportReport> => {
  const menu = await loadMenu(engine, request.restaurantId);
  const newId = engine.context().newId;
  const plan = planImport(menu.modules, request.rows, newId);
  const after = { ...menu, modules: applyChanges(menu.modules, plan.changes) };
  return {
    fileName: request.fileName,
    rows: request.rows.length,
    accepted: request.rows.length - plan.rejected.length,
    created: plan.created,
    updated: plan.updated,
    unchanged: plan.unchanged,
    rejected: plan.rejected,
    diff: menuDiff(menu, after),
    _rev: menu.revision,
  };
};

export const applyImport = async (engine: Engine, request: MenuImport & { readonly rev: number }, options: RunOptions): Promise<MenuDocumentView> => {
  const command = { type: "ImportMenu", data: { rev: request.rev, rows: request.rows, reason: importReason(request.fileName) } } as const;
  const masterId = await menuMasterId(engine, request.restaurantId);
  const outcome = await engine.runner.run(menuDecider, menuStreamId(masterId), command, options);
  return menuDocumentView(masterId, outcome.state);
};
