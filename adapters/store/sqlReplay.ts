// Replaying the whole log into the read models, inside a transaction the caller owns: every read
// table emptied (re-created without its indexes), then the events in position order through every
// projection, a batch at a time with the batched projection transaction, then the indexes built
// over the loaded rows and the statistics refreshed. `rebuildProjections` runs it on its own; a start that
// finds new or changed read tables runs it inside the transaction that holds the start's lock.
import type { EventStoreOptions } from "../../domain/engine/eventStore";
import type { RecordedEvent } from "../../domain/engine/events";
import { applyProjections } from "../../domain/engine/projection";
import type { SqlExecutor } from "./sqlClient";
import { type EventRow, SELECT_EVENTS, toRecorded } from "./sqlEventRows";
import { batchedProjectionTx, readTablesOf } from "./sqlReadModels";
import { analyzeTables, emptyForReplay } from "./sqlReadTables";

/** Events per flush: rows touched by a batch are written back in one statement per table. */
const REPLAY_BATCH = 5000;

export const replayInto = async (tx: SqlExecutor, options: EventStoreOptions): Promise<{ readonly events: number }> => {
  const projections = options.projections ?? [];
  const upcast = options.upcast ?? ((e: RecordedEvent) => e);
  const tables = readTablesOf(projections.flatMap((p) => p.tables));
  const emptied = await emptyForReplay(tx, [...tables.values()]);
  const replay = batchedProjectionTx(tx, tables, { startsEmpty: true });
  const read = (after: number) => tx.query<EventRow>(`${SELECT_EVENTS} WHERE position > $1 ORDER BY position LIMIT $2`, [after, REPLAY_BATCH]);
  let count = 0;
  let next = read(0);
  let written: Promise<void> = Promise.resolve();
  for (;;) {
    const { rows } = await next;
    if (rows.length === 0) {
      await written;
      await emptied.withIndexes();
      await analyzeTables(tx, tables.values());
      return { events: count };
    }
    // The next batch is asked for before this one is applied: the database reads it (on the
    // embedded store's own thread) while the projections run here. The log is not written
    // during a replay, so reading ahead of the flush reads the same events.
    const batch = rows.map(toRecorded);
    next = read(batch[batch.length - 1]!.position);
    // Awaited on the next turn; if this batch fails first, the read-ahead's own failure (the
    // transaction is rolled back) is not a second, unhandled one.
    next.catch(() => undefined);
    await applyProjections(projections, batch, replay.tx, upcast);
    // The batch's rows are written while the next batch is projected (the database works on its
    // own thread or process); one flush at a time, so at most two batches' rows are held.
    await written;
    written = replay.flush();
    written.catch(() => undefined);
    count += batch.length;
  }
};
