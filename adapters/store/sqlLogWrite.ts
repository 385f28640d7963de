// What a unit of work writes to the log, in ONE statement (data-modifying CTEs): its idempotency
// key, the move of every stream it appends to, and its events. A POS bill used to send five
// statements for this, each a round trip (between threads on PGlite, over the socket on
// PostgreSQL); every one held PGlite's only connection.
// A lost race needs no statement of its own: events carry UNIQUE (stream_id, version), so a stream
// that moved since the decision makes the insert fail with a unique violation, and a stream row
// that did not move (counted from RETURNING) is refused here; either way the transaction rolls
// back. A key already recorded is refused the same way (the caller reads its first result).
import type { RecordedEvent } from "../../domain/engine/events";
import type { StreamAppend, UnitAppendRequest } from "../../domain/engine/eventStore";
import type { SqlExecutor } from "./sqlClient";
import { EVENT_COLUMNS, type EventRow, toRecorded } from "./sqlEventRows";

/** Why a unit's log write was refused; `streamId` names the stream when it is known. */
export class LogRefused extends Error {
  constructor(
    readonly reason: "conflict" | "duplicate",
    readonly streamId = "",
  ) {
    super(reason);
  }
}

const byStreamId = (x: StreamAppend, y: StreamAppend) => (x.streamId < y.streamId ? -1 : x.streamId > y.streamId ? 1 : 0);

const WRITE_LOG = `
WITH appended AS (
  SELECT * FROM jsonb_to_recordset($1::jsonb) AS a(stream_id text, expected int, next int)
), created AS (
  INSERT INTO streams (stream_id, version) SELECT stream_id, next FROM appended WHERE expected = 0
  ON CONFLICT (stream_id) DO NOTHING RETURNING 1
), moved AS (
  UPDATE streams s SET version = a.next FROM appended a
  WHERE a.expected > 0 AND s.stream_id = a.stream_id AND s.version = a.expected RETURNING 1
), keyed AS (
  INSERT INTO idempotency_keys (key, stream_id, result, fingerprint)
  SELECT $5::text, $6::text, $7::jsonb, $8::text WHERE $5::text IS NOT NULL
  ON CONFLICT (key) DO NOTHING RETURNING 1
), inserted AS (
  INSERT INTO events (stream_id, version, type, type_version, data, meta, occurred_at)
  SELECT e->>0, (e->>1)::int, e->>2, (e->>3)::int, e->4, $3::jsonb, $4
  FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS x(e, ord) ORDER BY x.ord
  RETURNING ${EVENT_COLUMNS}
), counted AS (
  SELECT (SELECT count(*) FROM created) + (SELECT count(*) FROM moved) AS moved_streams, (SELECT count(*) FROM keyed) AS keyed
)
SELECT counted.*, inserted.* FROM counted LEFT JOIN inserted ON true`;

/**
 * Writes the unit's key, stream moves and events; answers the recorded events in log order.
 * `lockInOrder`: more than one existing stream moves, so their rows are locked in id order first
 * (two units never wait on each other's rows in opposite orders); a store with one writer skips it.
 */
export const writeLog = async (tx: SqlExecutor, request: UnitAppendRequest, options: { readonly lockInOrder: boolean }): Promise<RecordedEvent[]> => {
  const streams = request.streams;
  if (options.lockInOrder && streams.filter((s) => s.expectedVersion > 0).length > 1) {
    const ids = streams.filter((s) => s.expectedVersion > 0).sort(byStreamId).map((s) => s.streamId);
    await tx.query("SELECT 1 FROM streams WHERE stream_id = ANY ($1::text[]) ORDER BY stream_id FOR UPDATE", [ids]);
  }
  const moves = streams.map((s) => ({ stream_id: s.streamId, expected: s.expectedVersion, next: s.expectedVersion + s.events.length }));
  const events = streams.flatMap((s) => s.events.map((e, i) => [s.streamId, s.expectedVersion + i + 1, e.type, e.v, e.data]));
  const key = request.idempotency;
  // One row at least (the counts), then one per event.
  const { rows } = await tx.query<Partial<EventRow> & { moved_streams: string | number; keyed: string | number }>(WRITE_LOG, [
    JSON.stringify(moves),
    JSON.stringify(events),
    JSON.stringify(request.meta),
    request.occurredAt,
    key?.key ?? null,
    streams[0]?.streamId ?? "",
    key === undefined ? null : JSON.stringify(key.result),
    key?.fingerprint ?? null,
  ]);
  const first = rows[0];
  if (first === undefined || Number(first.moved_streams) !== streams.length) throw new LogRefused("conflict");
  if (key !== undefined && Number(first.keyed) !== 1) throw new LogRefused("duplicate");
  return rows
    .filter((row): row is EventRow & typeof row => row.position !== null && row.position !== undefined)
    .map(toRecorded)
    .sort((a, b) => a.position - b.position);
};
