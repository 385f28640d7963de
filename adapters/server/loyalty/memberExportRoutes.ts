// The member export as a file (spec 2 §9 'Export members'; issue: 100,000 members in seconds):
//   GET /api/v2/businesses/{businessId}/membership/members/export → members.xlsx, sheet 'Members'
// Needs `read Membership`. The rows and columns are the screen's (domain/loyalty/member/
// memberExport.ts); the workbook is streamed (exceljs' streaming writer, no shared strings) while
// the members are read a page at a time, so memory stays flat whatever the business's size.
// exceljs writes a sheet's rows to the zip without waiting for it (its StreamBuf ignores the
// zip entry's backpressure), so before reading the next page the route waits until the zip has
// taken the rows written so far: without it the sheet's XML queues uncompressed as fast as the
// members are read (70 MB for 100,000 rows in a test of exceljs alone), and a slow download
// would hold the whole sheet.
// Members are read EXPORT_PAGE at a time, fewer than the walk's default: a page's rows, their
// views and their XML live until the zip has taken them, long enough to outlive the young
// generation's collections and be promoted; the old generation then grows with the export until
// a full collection. Measured on 20,000 members (PGlite): the server's RSS grew 106 MB with
// pages of 1,000, 75 MB with 250, in the same time.
import { type EventEmitter, once } from "node:events";
import { PassThrough } from "node:stream";
import ExcelJS from "exceljs";
import type { FastifyInstance } from "fastify";
import { loadProgramme } from "../../../domain/loyalty/application/activeProgramme";
import { MEMBER_EXPORT_COLUMNS, memberExportRow } from "../../../domain/loyalty/member/memberExport";
import { memberPages } from "../../../domain/loyalty/member/memberPages";
import { callerOf } from "../business/caller";
import { membershipBusiness } from "./memberAccess";
import { memberView } from "./memberView";

type ByBusiness = { Params: { businessId: string } };

/** The zip entry a streamed worksheet's rows are piped into (exceljs 4.4 internals; archiver's
 *  readable-stream 2 PassThrough, which has no `writableNeedDrain`, only its state). */
type SheetSink = EventEmitter & { readonly _writableState?: { readonly needDrain: boolean } };
const sheetSink = (sheet: ExcelJS.Worksheet): SheetSink | undefined => (sheet as unknown as { stream?: { pipes?: SheetSink[] } }).stream?.pipes?.[0];

/** Waits until the zip has taken the sheet's rows; false when the download was closed first
 *  (the client went away: the zip will never drain, so the walk stops). */
const zipCaughtUp = async (sheet: ExcelJS.Worksheet, file: PassThrough): Promise<boolean> => {
  const sink = sheetSink(sheet);
  while (sink?._writableState?.needDrain === true && !file.destroyed) {
    const settled = new AbortController();
    await Promise.race([once(sink, "drain", { signal: settled.signal }), once(file, "close", { signal: settled.signal })]).finally(() => settled.abort());
  }
  return !file.destroyed;
};

/** More than the largest cached page (readCache.ts), so the walk neither fills nor warms it. */
const EXPORT_PAGE = 250;

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export const memberExportRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;

  app.get<ByBusiness>("/businesses/:businessId/membership/members/export", async (request, reply) => {
    const caller = await callerOf(request, engine);
    const businessId = await membershipBusiness(caller, request.params.businessId, "read");
    const programme = await loadProgramme(engine, businessId);
    const now = engine.context().now;
    const file = new PassThrough();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: file, useStyles: false, useSharedStrings: false });
    const sheet = workbook.addWorksheet("Members");
    sheet.columns = MEMBER_EXPORT_COLUMNS.map((column) => ({ header: column, key: column, width: Math.max(12, column.length + 2) }));
    const write = async () => {
      for await (const page of memberPages(engine.store.readModels, businessId, EXPORT_PAGE)) {
        for (const row of page) {
          const line = memberExportRow(memberView(row, programme, now), programme, now);
          if (line !== null) sheet.addRow(MEMBER_EXPORT_COLUMNS.map((column) => line[column])).commit();
        }
        if (!(await zipCaughtUp(sheet, file))) return;
      }
      sheet.commit();
      await workbook.commit();
    };
    // A failure after the first bytes can only cut the file short: the client sees a broken download.
    write().catch((error: unknown) => file.destroy(error instanceof Error ? error : new Error(String(error))));
    return reply.type(XLSX_TYPE).header("content-disposition", 'attachment; filename="members.xlsx"').send(file);
  });
};
