// The embedded store's in-memory search over one read table (a table declared `searchedOften`:
// the member list, searched by name, phone and card number by every staff member). SQL answers
// such a search with an OR of trigram index scans, a sort of every match and a second scan to
// count them: on PGlite, whose one connection serialises every query, about 7 ms of its thread
// per search on 100,000 members. Here the table's column values (not its row documents) are
// kept in memory with, per search column, the rows holding each 3-character piece of text, so
// a search reads the rows that hold the rarest piece of its term, checks each as queryRows does,
// keeps the page's keys in order and counts, and only the page's row documents come from SQL.
// Decisions where the architecture is silent:
// - Loaded when the list is first read or searched (`warm`), LOAD_BATCH rows per query so other
//   requests are answered meanwhile; writes committed while it loads are applied after it, in
//   commit order (a row written twice ends as written last; a row read after a write is the same).
// - Kept exact by the store that owns it: every committed put or removal of the table passes
//   through `written` (only the embedded store, which one process owns, keeps one).
// - A term shorter than 3 characters has no piece to look up: every row is checked.
// - The same answer as queryRows over the same rows (a property test compares them); a row
//   removed between the answer and the read of its document is left out of the page.
import type { ListQuery, Row } from "../../domain/engine/projection";
import { type ColumnValue, compareColumnValues, type ReadTable } from "../../domain/engine/readTable";

const PIECE = 3;
/** Rows read per query while loading; the server answers other requests between them. */
export const LOAD_BATCH = 5000;

export interface SearchIndexSource {
  /** Rows' keys and column values (in the order of the table's columns), by key, the first
   *  `limit` after `after` (from the first when undefined). */
  readonly columns: (after: string | undefined, limit: number) => Promise<ReadonlyArray<readonly [string, ReadonlyArray<ColumnValue>]>>;
  /** The row documents of these keys (a key without a row is left out). */
  readonly rows: (keys: ReadonlyArray<string>) => Promise<ReadonlyMap<string, Row>>;
}

export interface SearchIndex {
  /** Starts loading, if not loaded yet, without waiting (the list was opened: a search may follow). */
  readonly warm: () => void;
  readonly list: (query: ListQuery) => Promise<{ readonly rows: ReadonlyArray<Row>; readonly total: number }>;
  /** After a commit: the rows it put (or removed: null), in the order written. */
  readonly written: (changes: Iterable<readonly [string, Row | null]>) => void;
  readonly clear: () => void;
}

const piecesOf = (text: string): Set<string> => {
  const pieces = new Set<string>();
  for (let i = 0; i + PIECE <= text.length; i++) pieces.add(text.slice(i, i + PIECE));
  return pieces;
};

/** Rows by slot, the free slots, and per search column the slots holding each piece. */
class Entries {
  readonly keys: Array<string | undefined> = [];
  readonly values: Array<ReadonlyArray<ColumnValue> | undefined> = [];
  readonly slotOf = new Map<string, number>();
  private readonly free: number[] = [];
  readonly pieces: Array<Map<string, number[]>>;

  constructor(private readonly searched: ReadonlyArray<number>) {
    this.pieces = searched.map(() => new Map());
  }

  set(key: string, values: ReadonlyArray<ColumnValue> | null): void {
    const known = this.slotOf.get(key);
    const before = known === undefined ? undefined : this.values[known];
    const slot = known ?? (values === null ? undefined : (this.free.pop() ?? this.keys.length));
    if (slot === undefined) return;
    this.searched.forEach((column, i) => {
      const was = before?.[column] ?? null;
      const now = values?.[column] ?? null;
      if (was === now) return;
      if (typeof was === "string") for (const piece of piecesOf(was)) this.unlist(i, piece, slot);
      if (typeof now === "string") for (const piece of piecesOf(now)) this.list(i, piece, slot);
    });
    if (values === null) {
      this.slotOf.delete(key);
      this.keys[slot] = undefined;
      this.values[slot] = undefined;
      this.free.push(slot);
      return;
    }
    this.slotOf.set(key, slot);
    this.keys[slot] = key;
    this.values[slot] = values;
  }

  private list(i: number, piece: string, slot: number): void {
    const slots = this.pieces[i]!.get(piece);
    if (slots === undefined) this.pieces[i]!.set(piece, [slot]);
    else slots.push(slot);
  }

  private unlist(i: number, piece: string, slot: number): void {
    const slots = this.pieces[i]!.get(piece);
    const at = slots?.indexOf(slot) ?? -1;
    if (slots === undefined || at < 0) return;
    // Order within a piece's list does not matter: the last slot takes the removed one's place.
    slots[at] = slots[slots.length - 1]!;
    slots.pop();
    if (slots.length === 0) this.pieces[i]!.delete(piece);
  }
}

export const searchIndex = (table: ReadTable, source: SearchIndexSource, batch = LOAD_BATCH): SearchIndex => {
  const names = Object.keys(table.columns);
  const indexOf = (name: string): number => {
    const at = names.indexOf(name);
    if (at < 0) throw new Error(`Unknown column ${table.name}.${name}`);
    return at;
  };
  const searched = (table.search ?? []).map((s) => indexOf(s.column));
  const valuesOf = (row: Row): ColumnValue[] => Object.values(table.columns).map((c) => c.of(row));

  let loaded: Promise<Entries> | undefined;
  // Moves on each clear, so a load begun before it is not kept.
  let generation = 0;
  let ready: Entries | undefined;
  // Writes committed while the index loads, applied once it has.
  let pending: Array<readonly [string, Row | null]> = [];
  const apply = (entries: Entries, changes: Iterable<readonly [string, Row | null]>) => {
    for (const [key, row] of changes) entries.set(key, row === null ? null : valuesOf(row));
  };

  const load = (): Promise<Entries> => {
    if (loaded !== undefined) return loaded;
    pending = [];
    const started = generation;
    const loading = (async () => {
      const entries = new Entries(searched);
      let after: string | undefined;
      for (;;) {
        const columns = await source.columns(after, batch);
        // Cleared (a rebuild) while loading: load the new tables.
        if (started !== generation) return load();
        for (const [key, values] of columns) entries.set(key, values);
        if (columns.length < batch) break;
        after = columns[columns.length - 1]![0];
      }
      apply(entries, pending);
      pending = [];
      ready = entries;
      return entries;
    })();
    loaded = loading;
    // A failed load is not kept: the next search tries again.
    loading.catch(() => {
      if (loaded === loading) loaded = undefined;
    });
    return loading;
  };

  const slotsMatching = (entries: Entries, query: ListQuery): number[] => {
    const text = query.search?.trim() ?? "";
    const terms = (table.search ?? []).flatMap((search, i) => {
      const term = text === "" ? null : search.term(text);
      return term === null ? [] : [{ i, column: searched[i]!, match: search.match, term }];
    });
    if (terms.length === 0 && text !== "") return [];
    const everyRow = text === "" || terms.some((t) => t.term.length < PIECE);
    const where = Object.entries(query.where ?? {}).map(([name, value]) => [indexOf(name), value] as const);
    const range = query.range === undefined ? undefined : { ...query.range, column: indexOf(query.range.field) };
    // matchesTerm, with each term's spaced form made once rather than per row.
    const tests = terms.map((t) => {
      const spaced = ` ${t.term}`;
      const test =
        t.match === "contains" ? (v: string) => v.includes(t.term)
        : t.match === "prefix" ? (v: string) => v.startsWith(t.term)
        : (v: string) => v.startsWith(t.term) || v.includes(spaced);
      return { column: t.column, test };
    });
    const matches = (values: ReadonlyArray<ColumnValue>): boolean => {
      for (let w = 0; w < where.length; w++) if (values[where[w]![0]] !== where[w]![1]) return false;
      if (range !== undefined) {
        const value = values[range.column] ?? null;
        if (value === null) return false;
        if (range.from !== undefined && range.from !== null && compareColumnValues(value, range.from) < 0) return false;
        if (range.to !== undefined && range.to !== null && compareColumnValues(value, range.to) >= 0) return false;
      }
      if (text === "") return true;
      for (let t = 0; t < tests.length; t++) {
        const value = values[tests[t]!.column];
        if (typeof value === "string" && tests[t]!.test(value)) return true;
      }
      return false;
    };
    const matched: number[] = [];
    if (everyRow) {
      for (let slot = 0; slot < entries.values.length; slot++) {
        const values = entries.values[slot];
        if (values !== undefined && matches(values)) matched.push(slot);
      }
      return matched;
    }
    // The candidates: per term, the rows holding its rarest piece (a row once per piece).
    const lists = terms.flatMap((t) => {
      let rarest: ReadonlyArray<number> | undefined;
      for (const piece of piecesOf(t.term)) {
        const slots = entries.pieces[t.i]!.get(piece) ?? [];
        if (rarest === undefined || slots.length < rarest.length) rarest = slots;
      }
      return rarest === undefined || rarest.length === 0 ? [] : [rarest];
    });
    const seen = lists.length > 1 ? new Set<number>() : undefined;
    for (const slots of lists) {
      for (let c = 0; c < slots.length; c++) {
        const slot = slots[c]!;
        if (seen !== undefined) {
          if (seen.has(slot)) continue;
          seen.add(slot);
        }
        if (matches(entries.values[slot]!)) matched.push(slot);
      }
    }
    return matched;
  };

  const list: SearchIndex["list"] = async (query) => {
    const entries = await load();
    const matched = slotsMatching(entries, query);
    const order = query.orderBy === undefined ? undefined : indexOf(query.orderBy.field);
    const sign = query.orderBy?.direction === "desc" ? -1 : 1;
    const compare = (a: number, b: number): number => {
      const byColumn = order === undefined ? 0 : compareColumnValues(entries.values[a]![order] ?? null, entries.values[b]![order] ?? null);
      return (byColumn !== 0 ? byColumn : compareColumnValues(entries.keys[a]!, entries.keys[b]!)) * sign;
    };
    const offset = query.offset ?? 0;
    const end = query.limit === undefined ? matched.length : Math.min(matched.length, offset + query.limit);
    const first = firstInOrder(matched, end, compare).slice(offset);
    const keys = first.map((slot) => entries.keys[slot]!);
    const documents = keys.length === 0 ? new Map<string, Row>() : await source.rows(keys);
    const rows = keys.flatMap((key) => {
      const row = documents.get(key);
      return row === undefined ? [] : [row];
    });
    const total = query.totalCap === undefined ? matched.length : Math.min(matched.length, query.totalCap);
    return { rows, total: Math.max(total, rows.length > 0 ? offset + rows.length : 0) };
  };

  return {
    warm: () => void load().catch(() => undefined),
    list,
    written: (changes) => {
      if (ready !== undefined) apply(ready, changes);
      else if (loaded !== undefined) pending.push(...changes);
    },
    clear: () => {
      generation++;
      loaded = undefined;
      ready = undefined;
      pending = [];
    },
  };
};

/** The first `count` slots in order: a bounded insertion for a page, a sort for a long walk. */
const firstInOrder = (slots: number[], count: number, compare: (a: number, b: number) => number): number[] => {
  if (count <= 0) return [];
  if (count >= slots.length / 4) return slots.sort(compare).slice(0, count);
  const top: number[] = [];
  for (const slot of slots) {
    if (top.length === count && compare(slot, top[count - 1]!) >= 0) continue;
    let low = 0;
    let high = top.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (compare(top[mid]!, slot) <= 0) low = mid + 1;
      else high = mid;
    }
    top.splice(low, 0, slot);
    if (top.length > count) top.pop();
  }
  return top;
};
