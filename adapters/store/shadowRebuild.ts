// The projection rebuild into shadow tables, for the Util page's check (issue 18): the whole log
// replayed, a batch at a time, through the product's projections into tables held in memory,
// then compared table by table with the live read models. The live tables are only read
// (ReadModels.dump), never emptied nor written: the check is safe while the server runs.
// Decisions where the architecture is silent:
// - Shadow rows go through JSON (as a row stored as JSONB comes back), so a row equal in the
//   database compares equal here.
// - Writes landing while it runs can make a live row differ from the replay of the log read so
//   far; the page says to run it again before acting on a difference.
import { isDeepStrictEqual } from "node:util";
import type { EventStore } from "../../domain/engine/eventStore";
import type { RecordedEvent } from "../../domain/engine/events";
import { type Projection, type ProjectionTx, type Row, applyProjections } from "../../domain/engine/projection";
import { LOG_START } from "../../domain/engine/reaction";
import type { TableDiff } from "../../domain/provider/utilChecks";

const BATCH = 2000;
const EVENT_COUNT_CAP = 100_000_000;
const SAMPLE_KEYS = 10;

type ShadowTables = Map<string, Map<string, Row>>;

const shadowTx = (tables: ShadowTables): ProjectionTx => {
  const rowsOf = (table: string) => {
    const rows = tables.get(table);
    if (rows === undefined) throw new Error(`Unknown read table ${table}`);
    return rows;
  };
  const tx: ProjectionTx = {
    get: async (table, key) => rowsOf(table).get(key),
    getForUpdate: (table, key) => tx.get(table, key),
    put: async (table, key, row) => {
      rowsOf(table).set(key, JSON.parse(JSON.stringify(row)) as Row);
    },
    remove: async (table, key) => {
      rowsOf(table).delete(key);
    },
  };
  return tx;
};

const diffTable = (table: string, live: ReadonlyMap<string, Row>, rebuilt: ReadonlyMap<string, Row>): TableDiff => {
  const differing: string[] = [];
  let missing = 0;
  let changed = 0;
  for (const [key, row] of live) {
    const other = rebuilt.get(key);
    if (other === undefined) missing += 1;
    else if (!isDeepStrictEqual(row, other)) changed += 1;
    else continue;
    differing.push(key);
  }
  let extra = 0;
  for (const key of rebuilt.keys()) {
    if (live.has(key)) continue;
    extra += 1;
    differing.push(key);
  }
  return { table, liveRows: live.size, rebuiltRows: rebuilt.size, missing, extra, changed, sampleKeys: differing.sort().slice(0, SAMPLE_KEYS) };
};

export interface ShadowRebuildResult {
  readonly events: number;
  readonly identical: boolean;
  readonly tables: ReadonlyArray<TableDiff>;
}

export const shadowRebuild = async (
  store: EventStore,
  projections: ReadonlyArray<Projection>,
  upcast: (event: RecordedEvent) => RecordedEvent,
  onProgress: (done: number, total: number) => void,
): Promise<ShadowRebuildResult> => {
  const tables: ShadowTables = new Map(projections.flatMap((p) => p.tables).map((t) => [t.name, new Map<string, Row>()]));
  const tx = shadowTx(tables);
  const { behind: total } = await store.committedAfter(LOG_START, EVENT_COUNT_CAP);
  let events = 0;
  onProgress(0, total);
  for (let batch = await store.readAll(0, BATCH); batch.length > 0; batch = await store.readAll(batch.at(-1)!.position, BATCH)) {
    await applyProjections(projections, batch, tx, upcast);
    events += batch.length;
    onProgress(events, Math.max(total, events));
  }
  const live = new Map<string, Map<string, Row>>([...tables.keys()].map((name) => [name, new Map<string, Row>()]));
  for (const { table, key, row } of await store.readModels.dump()) live.get(table)?.set(key, row);
  const diffs = [...tables.keys()].sort().map((name) => diffTable(name, live.get(name)!, tables.get(name)!));
  return { events, identical: diffs.every((d) => d.missing + d.extra + d.changed === 0), tables: diffs };
};
