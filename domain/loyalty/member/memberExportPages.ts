// The member export's walk over a business's members (spec 2 §9 'Export members'): newest
// first, 1000 at a time, each page asked after the last key of the one before (keyset paging
// on the members table's `joinedKey` column), so 100,000 members cost 100 indexed reads, never
// an offset scan, and only one page is held at a time.
import type { ReadModels, Row } from "../../engine/projection";
import { MEMBERS_TABLE } from "./members.projection";

export const EXPORT_PAGE = 1000;

export async function* memberExportPages(readModels: ReadModels, businessId: string, pageSize = EXPORT_PAGE): AsyncGenerator<ReadonlyArray<Row>> {
  let before: string | undefined;
  for (;;) {
    const { rows } = await readModels.list(MEMBERS_TABLE, {
      where: { businessId },
      ...(before === undefined ? {} : { range: { field: "joinedKey", to: before } }),
      orderBy: { field: "joinedKey", direction: "desc" },
      limit: pageSize,
      totalCap: 0,
    });
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
    const last = rows[rows.length - 1]!;
    before = `${String(last.joinedAt)}|${String(last.id)}`;
  }
}
