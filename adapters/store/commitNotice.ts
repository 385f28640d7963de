// The notice a unit of work sends when it commits on a store several processes share
// (commitFeed.ts): the read tables it wrote and the version each of its streams moved to, as
// JSON on the channel of the connection's schema.
export type CommitNotice =
  | { readonly origin: string; readonly tables: ReadonlyArray<string>; readonly streams: ReadonlyArray<readonly [string, number]> }
  | { readonly origin: string; readonly all: true };

/** pg_notify's limit is 8,000 bytes; a longer notice becomes `all`. */
const LONGEST_NOTICE = 7900;

/** The SQL expression of a notice on the channel of the connection's schema; `$n` is its text. */
export const notifySql = (param: number): string => `pg_notify('store_commits:' || current_schema(), $${param})`;

/** A notice as sent: JSON, or `all` when it is too long. */
export const noticeText = (notice: CommitNotice): string => {
  const text = JSON.stringify(notice);
  return Buffer.byteLength(text) <= LONGEST_NOTICE ? text : JSON.stringify({ origin: notice.origin, all: true });
};

/** The notice of a write outside a unit (a replay, a bulk import): every cache of every process is emptied. */
export const EVERYTHING_CHANGED = JSON.stringify({ origin: "", all: true });

/** The statement that sends it, inside the transaction of the write. */
export const NOTIFY_EVERYTHING_CHANGED = `SELECT ${notifySql(1)}`;

export const parseNotice = (text: string): CommitNotice | undefined => {
  try {
    const value = JSON.parse(text) as Partial<{ origin: string; all: boolean; tables: string[]; streams: Array<[string, number]> }>;
    if (typeof value.origin !== "string") return undefined;
    if (value.all === true) return { origin: value.origin, all: true };
    return Array.isArray(value.tables) && Array.isArray(value.streams) ? { origin: value.origin, tables: value.tables, streams: value.streams } : undefined;
  } catch {
    return undefined;
  }
};

