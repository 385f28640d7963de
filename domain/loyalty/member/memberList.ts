// The member table's query (spec 2 §2 Members; §7 GET /membership/members): one page of a
// business's members, searched by name, phone and card number (the `members` read table's
// search columns: a word of the name starting with the text, phone digits containing it, a card
// number starting with it), in the requested order.
// Decisions where the spec is silent: the total of an unsearched list is the business's member
// count (`member_counts`, maintained by its projection), never a count of rows; a searched
// list counts at most SEARCH_TOTAL_CAP matches, so a broad search costs a bounded scan and the
// pager shows that many.
import type { ListQuery, ReadModels, Row } from "../../engine/projection";
import { memberTotalOf } from "./memberCounts.projection";
import { MEMBERS_TABLE } from "./members.projection";

export const SEARCH_TOTAL_CAP = 1000;

export interface MemberListQuery {
  readonly search: string;
  readonly orderBy: NonNullable<ListQuery["orderBy"]>;
  readonly limit: number;
  readonly offset: number;
}

export const memberPage = async (
  readModels: ReadModels,
  businessId: string,
  query: MemberListQuery,
): Promise<{ readonly rows: ReadonlyArray<Row>; readonly total: number }> => {
  const list = { where: { businessId }, orderBy: query.orderBy, limit: query.limit, offset: query.offset };
  if (query.search.trim() === "") {
    const [page, total] = await Promise.all([readModels.list(MEMBERS_TABLE, { ...list, totalCap: 0 }), memberTotalOf(readModels, businessId)]);
    return { rows: page.rows, total };
  }
  return readModels.list(MEMBERS_TABLE, { ...list, search: query.search, totalCap: SEARCH_TOTAL_CAP });
};
