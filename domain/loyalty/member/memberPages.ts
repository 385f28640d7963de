// A walk over every member of a business, for whatever must visit them all: the export (spec 2
// §9 'Export members'), the season reset, scheduled benefits, the free-credit expiry run and
// the credit-ledger check. Newest first, 1000 at a time, each page asked after the last key of
// the one before (keyset paging on the members table's `joinedKey` column), so 100,000 members
// cost 100 indexed reads, never an offset scan, and only one page is held in memory at a time.
// The key (joining instant and id) never changes, so a walk that updates the members it visits
// neither skips nor repeats one; a member who joins during the walk is not visited.
import type { ReadModels, Row } from "../../engine/projection";
import { MEMBERS_TABLE } from "./members.projection";

export const MEMBER_PAGE = 1000;

export async function* memberPages(readModels: ReadModels, businessId: string, pageSize = MEMBER_PAGE): AsyncGenerator<ReadonlyArray<Row>> {
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
