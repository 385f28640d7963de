// Paged lists (ARCHITECTURE §3): `{data:{resources, pagination:{totalResources}}}`, read with the
// spec's query `skip, limit, sortBy, search` (spec 1 §7) and pages of 20 by default (spec 1 §9).
// Decisions where the spec is silent: `limit` is 1 to 1000 (exports fetch 1000 per page);
// `sortBy` names a column of the list's read table (else 400 'Invalid sortBy'), `-field` for
// descending, default `name`; `search` is matched by the table's search columns (readTable.ts);
// totals stop counting at TOTAL_CAP. A list assembled from several queries (a user's own
// businesses) pages the same way in memory.
import { Schema } from "effect";
import { DomainError } from "../../../domain/engine/decider";
import type { ListQuery, ReadModels, Row } from "../../../domain/engine/projection";
import { hasColumn, queryRows, type ReadTable } from "../../../domain/engine/readTable";
import { type Success, success } from "../envelope";
import { decodeBody } from "../decodeBody";

export const PAGE_SIZE = 20;
export const INVALID_SORT = "Invalid sortBy";
/** Totals of searched or filtered pages count up to here (ARCHITECTURE §2.7: never a full scan per page). */
export const TOTAL_CAP = 10_000;
export const MAX_PAGE_SIZE = 1000;

const Count = (minimum: number, maximum: number, message: string) =>
  Schema.FiniteFromString.check(Schema.isInt({ message }), Schema.isBetween({ minimum, maximum }, { message }));

const PageQuery = Schema.Struct({
  skip: Schema.optionalKey(Count(0, Number.MAX_SAFE_INTEGER, "Invalid skip")),
  limit: Schema.optionalKey(Count(1, MAX_PAGE_SIZE, "Invalid limit")),
  search: Schema.optionalKey(Schema.String),
  sortBy: Schema.optionalKey(Schema.String.check(Schema.isPattern(/^-?[A-Za-z]+$/, { message: "Invalid sortBy" }))),
});

export interface Page {
  readonly offset: number;
  readonly limit: number;
  readonly search: string;
  readonly orderBy: { readonly field: string; readonly direction: "asc" | "desc" };
}

export interface PagedList {
  readonly resources: ReadonlyArray<Row>;
  readonly pagination: { readonly totalResources: number };
}

/** The page a request's query asks for (400 on a malformed query). */
export const pageOf = (query: unknown): Page => {
  const { skip, limit, search, sortBy } = decodeBody(PageQuery, query ?? {});
  const sort = sortBy ?? "name";
  return {
    offset: skip ?? 0,
    limit: limit ?? PAGE_SIZE,
    search: (search ?? "").trim(),
    orderBy: sort.startsWith("-") ? { field: sort.slice(1), direction: "desc" } : { field: sort, direction: "asc" },
  };
};

export const paged = (resources: ReadonlyArray<Row>, totalResources: number): Success<PagedList> =>
  success({ resources, pagination: { totalResources } });

/** The query of a page of `table`: its search columns, and a sort order only on a declared column. */
export const queryOf = (table: ReadTable, page: Page, where: ListQuery["where"]): ListQuery => {
  if (!hasColumn(table, page.orderBy.field)) throw new DomainError(INVALID_SORT, 400, ["sortBy"]);
  return { where, search: page.search, orderBy: page.orderBy, limit: page.limit, offset: page.offset, totalCap: TOTAL_CAP };
};

/** One page of a read-model table. */
export const listPage = async (
  readModels: ReadModels,
  table: ReadTable,
  page: Page,
  where: ListQuery["where"] = {},
): Promise<Success<PagedList>> => {
  const { rows, total } = await readModels.list(table.name, queryOf(table, page, where));
  return paged(rows, total);
};

/** One page of rows already loaded (several queries' rows), searched and ordered as `table` is. */
export const pageRows = (rows: ReadonlyArray<Row>, page: Page, table: ReadTable): Success<PagedList> => {
  const { rows: resources, total } = queryRows(table, rows.map((row) => [String(row.id), row] as const), queryOf(table, page, {}));
  return paged(resources, total);
};
