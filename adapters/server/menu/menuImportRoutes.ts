// Importing products from a sheet (spec 4 §7 `PUT menu-v3/import`, payload not shown), next to
// menuRoutes.ts:
//   PUT /restaurants/{restaurantId}/menu-v3/import {fileName, content (base64 of the xlsx or CSV
//       bytes), dryRun?, _rev?} → the report (domain/menu/application/importMenu.ts) and `applied`
//   GET /restaurants/{restaurantId}/menu-v3/import/template → menu-import-template.xlsx
// A dry run changes nothing. Applying is all or nothing: with any refused row it answers 400
// 'Import refused: {n} rows rejected' with the rows in `errors` ({path: ['rows', row], message});
// otherwise one change set, after which `_rev` is the menu's new revision.
// An import may create and update items, so it needs both (menuAccess.ts); the template `read`.
// Like every menu v3 write it needs a menu v3 till (menuPosGate.ts, 'Required POS version 3.0.0').
// Decisions where the spec is silent: the file travels base64 in JSON (one body shape for the
// fuzz suite and the idempotency fingerprint), within a body limit of its own; dryRun defaults
// to false (the PUT applies, as its name says).
import type { FastifyInstance } from "fastify";
import { Schema } from "effect";
import { withRevision } from "../../../domain/business/revision";
import { applyImport, previewImport } from "../../../domain/menu/application/importMenu";
import { importRefusedMessage } from "../../../domain/menu/menuDocument";
import { boundedTrimmedText } from "../../../domain/shared/inputBounds";
import { callerOf } from "../business/caller";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import { RequestValidationError } from "../requestValidationError";
import { menuRestaurant } from "./menuAccess";
import { gatePosFeatures } from "./menuPosGate";
import { FILE_TOO_LARGE, MAX_IMPORT_BYTES, XLSX_TYPE, importTemplate, readImportSheet } from "./menuSheetFile";

type ById = { Params: { restaurantId: string } };

const MAX_BASE64_LENGTH = Math.ceil(MAX_IMPORT_BYTES / 3) * 4;
const MAX_REPORTED_ERRORS = 20;

const ImportBody = withRevision({
  fileName: boundedTrimmedText("File name"),
  content: Schema.String.check(Schema.makeFilter((text: string) => text.length <= MAX_BASE64_LENGTH || FILE_TOO_LARGE)),
  dryRun: Schema.optionalKey(Schema.Boolean),
});

export const menuImportRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;
  const path = "/restaurants/:restaurantId/menu-v3/import";

  app.put<ById>(path, { bodyLimit: MAX_BASE64_LENGTH + 64 * 1024 }, async (request) => {
    const caller = await callerOf(request, engine);
    const row = await menuRestaurant(caller, request.params.restaurantId, "create");
    await menuRestaurant(caller, request.params.restaurantId, "update");
    const body = decodeBody(ImportBody, request.body);
    await gatePosFeatures(engine, String(row.id), ["menuV3"]);
    const rows = await readImportSheet(new Uint8Array(Buffer.from(body.content, "base64")));
    const request_ = { restaurantId: String(row.id), fileName: body.fileName, rows };
    const report = await previewImport(engine, request_);
    if (body.dryRun === true) return success({ ...report, applied: false });
    const [first, ...rest] = report.rejected.slice(0, MAX_REPORTED_ERRORS).map((r) => ({ path: ["rows", r.row], message: r.reason }));
    if (first !== undefined) {
      throw new RequestValidationError([{ path: ["rows"], message: importRefusedMessage(report.rejected.length) }, first, ...rest]);
    }
    const document = await applyImport(engine, { ...request_, rev: caller.revision(body._rev) ?? report._rev }, caller.options());
    return success({ ...report, _rev: document._rev, applied: true });
  });

  app.get<ById>(`${path}/template`, async (request, reply) => {
    const caller = await callerOf(request, engine);
    await menuRestaurant(caller, request.params.restaurantId, "read");
    return reply.type(XLSX_TYPE).header("content-disposition", 'attachment; filename="menu-import-template.xlsx"').send(await importTemplate());
  });
};
