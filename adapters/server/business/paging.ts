// Paged lists (ARCHITECTURE §3): `{data:{resources, pagination:{totalResources}}}`, read with the
// spec's query `skip, limit, sortBy, search` (spec 1 §7) and pages of 20 by default (spec 1 §9).
// Decisions where the spec is silent: `limit` is 1 to 1000 (exports fetch 1000 per page);
// `sortBy` names a field, `-field` for descending, default `name`; `search` is a
// case-insensitive substring of the list's search fields. A list assembled from several
// queries (a user's own businesses) pages the same way in memory.
import { Schema } from "effect";
import type { ListQuery, ReadModels, Row } from "../../../domain/engine/projection";
import { type Success, success } from "../envelope";
import { decodeBody } from "../decodeBody";

export const PAGE_SIZE = 20;
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

/** One page of a read-model table. */
export const listPage = async (
  readModels: ReadModels,
  table: string,
  page: Page,
  searchFields: ReadonlyArray<string>,
  where: ListQuery["where"] = {},
): Promise<Success<PagedList>> => {
  const { rows, total } = await readModels.list(table, {
    where,
    search: { fields: searchFields, text: page.search },
    orderBy: page.orderBy,
    limit: page.limit,
    offset: page.offset,
  });
  return paged(rows, total);
};

const compare = (a: unknown, b: unknown): number => {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  return a < b ? -1 : 1;
};

/** One page of rows already loaded, with the same search and order as the stores. */
export const pageRows = (rows: ReadonlyArray<Row>, page: Page, searchFields: ReadonlyArray<string>): Success<PagedList> => {
  const text = page.search.toLowerCase();
  const matching = rows.filter(
    (row) => text === "" || searchFields.some((field) => String(row[field] ?? "").toLowerCase().includes(text)),
  );
  const sign = page.orderBy.direction === "desc" ? -1 : 1;
  const sorted = [...matching].sort(
    (a, b) => compare(a[page.orderBy.field], b[page.orderBy.field]) * sign || compare(a.id, b.id),
  );
  return paged(sorted.slice(page.offset, page.offset + page.limit), matching.length);
};
