// What the SQL stores give reactions (domain/engine/reaction.ts), on PGlite and PostgreSQL:
// - the log in commit order: only events of transactions older than the oldest one still
//   running (`tx_id < pg_snapshot_xmin(pg_current_snapshot())`), ordered by (tx_id, position).
//   Every transaction at or below a cursor's tx had ended when the cursor was read, so no event
//   can commit behind it later; an open transaction holds readers back (never makes them skip)
//   until it ends. A long transaction anywhere on the PostgreSQL server delays reactions by as
//   long; ours are short. The head and lag (committedAfter) count every committed event,
//   including those held back so.
// - `reaction_checkpoints` (schema.sql): the lease is taken by one conditional upsert (free,
//   expired, or already the taker's), and every save is conditional on still holding it, so
//   across server processes one runs each reaction at a time.
import type { EventStore } from "../../domain/engine/eventStore";
import type { CheckpointState, ReactionCheckpoint } from "../../domain/engine/reaction";
import type { SqlClient } from "./sqlClient";
import { EVENT_COLUMNS, type EventRow, toRecorded } from "./sqlEventRows";

const COMMITTED = "tx_id < pg_snapshot_xmin(pg_current_snapshot())";
const AFTER = "(tx_id, position) > ($1::xid8, $2::bigint)";

interface CheckpointRow {
  name: string;
  tx: string;
  position: string | number;
  attempts: number;
  failures: string | number;
  last_error: string | null;
  last_error_at: string | number | null;
  next_attempt_at: string | number | null;
  refusals: string | number;
  last_refusal: string | null;
  lease_owner: string | null;
  lease_until: string | number;
}

const CHECKPOINT_COLUMNS = `name, tx_id::text AS tx, position, attempts, failures, last_error, last_error_at, next_attempt_at,
  refusals, last_refusal, lease_owner, lease_until`;

const orNull = (value: string | number | null): number | null => (value === null ? null : Number(value));

const toCheckpoint = (row: CheckpointRow): ReactionCheckpoint => ({
  name: row.name,
  cursor: { tx: row.tx, position: Number(row.position) },
  attempts: row.attempts,
  failures: Number(row.failures),
  lastError: row.last_error,
  lastErrorAt: orNull(row.last_error_at),
  nextAttemptAt: orNull(row.next_attempt_at),
  refusals: Number(row.refusals),
  lastRefusal: row.last_refusal,
  leaseOwner: row.lease_owner,
  leaseUntil: Number(row.lease_until),
});

const stateParams = (state: CheckpointState) => [
  state.cursor.tx, state.cursor.position, state.attempts, state.failures, state.lastError, state.lastErrorAt,
  state.nextAttemptAt, state.refusals, state.lastRefusal,
];

export const sqlReactionLog = (client: SqlClient): Pick<EventStore, "readCommitted" | "committedAfter" | "checkpoints"> => ({
  readCommitted: async (after, limit) => {
    const { rows } = await client.query<EventRow & { tx: string }>(
      `SELECT tx_id::text AS tx, ${EVENT_COLUMNS} FROM events WHERE ${AFTER} AND ${COMMITTED} ORDER BY tx_id, position LIMIT $3`,
      [after.tx, after.position, limit],
    );
    return rows.map((row) => ({ cursor: { tx: row.tx, position: Number(row.position) }, event: toRecorded(row) }));
  },
  committedAfter: async (after, cap) => {
    const { rows } = await client.query<{ behind: string | number; tx: string | null; position: string | number | null }>(
      `SELECT (SELECT count(*) FROM (SELECT 1 FROM events WHERE ${AFTER} LIMIT $3) AS behind) AS behind, head.tx, head.position
       FROM (SELECT 1) AS one
       LEFT JOIN (SELECT tx_id::text AS tx, position FROM events ORDER BY tx_id DESC, position DESC LIMIT 1) AS head ON true`,
      [after.tx, after.position, cap],
    );
    const row = rows[0];
    return {
      head: row?.tx === null || row?.tx === undefined ? { tx: "0", position: 0 } : { tx: row.tx, position: Number(row.position) },
      behind: Number(row?.behind ?? 0),
    };
  },
  checkpoints: {
    lease: async (name, owner, now, until) => {
      const { rows } = await client.query<CheckpointRow>(
        `INSERT INTO reaction_checkpoints (name, lease_owner, lease_until) VALUES ($1, $2, $4)
         ON CONFLICT (name) DO UPDATE SET lease_owner = EXCLUDED.lease_owner, lease_until = EXCLUDED.lease_until
         WHERE reaction_checkpoints.lease_owner IS NULL OR reaction_checkpoints.lease_owner = $2 OR reaction_checkpoints.lease_until < $3
         RETURNING ${CHECKPOINT_COLUMNS}`,
        [name, owner, now, until],
      );
      const row = rows[0];
      return row === undefined ? undefined : toCheckpoint(row);
    },
    save: async (name, owner, state, until) => {
      const { affectedRows } = await client.query(
        `UPDATE reaction_checkpoints SET tx_id = $3::xid8, position = $4, attempts = $5, failures = $6, last_error = $7,
           last_error_at = $8, next_attempt_at = $9, refusals = $10, last_refusal = $11, lease_until = $12
         WHERE name = $1 AND lease_owner = $2`,
        [name, owner, ...stateParams(state), until],
      );
      return affectedRows === 1;
    },
    release: async (name, owner) => {
      await client.query("UPDATE reaction_checkpoints SET lease_owner = NULL, lease_until = 0 WHERE name = $1 AND lease_owner = $2", [name, owner]);
    },
    list: async () => {
      const { rows } = await client.query<CheckpointRow>(`SELECT ${CHECKPOINT_COLUMNS} FROM reaction_checkpoints ORDER BY name`);
      return rows.map(toCheckpoint);
    },
  },
});
