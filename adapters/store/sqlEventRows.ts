// The `events` table's rows as the SQL stores read them back: the columns selected and their
// mapping to a RecordedEvent (BIGSERIAL positions arrive as text from node-postgres).
import type { RecordedEvent } from "../../domain/engine/events";

export interface EventRow {
  position: string | number;
  stream_id: string;
  version: number;
  type: string;
  type_version: number;
  data: unknown;
  meta: RecordedEvent["meta"];
  occurred_at: string;
}

export const toRecorded = (row: EventRow): RecordedEvent => ({
  position: Number(row.position),
  streamId: row.stream_id,
  version: row.version,
  type: row.type,
  v: row.type_version,
  data: row.data,
  meta: row.meta,
  occurredAt: row.occurred_at,
});

export const EVENT_COLUMNS = "position, stream_id, version, type, type_version, data, meta, occurred_at";
export const SELECT_EVENTS = `SELECT ${EVENT_COLUMNS} FROM events`;
