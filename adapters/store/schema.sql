-- One schema for PGlite (PostgreSQL 18 in WASM) and PostgreSQL (15+). Keep it valid on both.
CREATE TABLE IF NOT EXISTS streams (
  stream_id TEXT PRIMARY KEY,
  version   INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS events (
  position     BIGSERIAL PRIMARY KEY,
  stream_id    TEXT NOT NULL,
  version      INTEGER NOT NULL,
  type         TEXT NOT NULL,
  type_version INTEGER NOT NULL,
  data         JSONB NOT NULL,
  meta         JSONB NOT NULL,
  occurred_at  TEXT NOT NULL,
  UNIQUE (stream_id, version)
);

CREATE TABLE IF NOT EXISTS idempotency_keys (
  key       TEXT PRIMARY KEY,
  stream_id TEXT NOT NULL,
  result    JSONB NOT NULL
);


-- Added after the first release: the digest of the request that first used a key, so the same
-- key with a different request is refused instead of silently answering the first result.
ALTER TABLE idempotency_keys ADD COLUMN IF NOT EXISTS fingerprint TEXT;

-- Rate-limit windows shared by every server process on one PostgreSQL (sqlRateLimiter.ts).
CREATE TABLE IF NOT EXISTS rate_limit_windows (
  limiter  TEXT NOT NULL,
  key      TEXT NOT NULL,
  ends_at  BIGINT NOT NULL,
  hits     INTEGER NOT NULL,
  PRIMARY KEY (limiter, key)
);

-- Reactions (domain/engine/reaction.ts) read the log in COMMIT order: BIGSERIAL positions are
-- taken when rows are inserted, so a transaction can commit a lower position after another
-- committed a higher one. Each event keeps the id of the transaction that wrote it; readers
-- take only transactions older than every one still running (pg_snapshot_xmin) and order by
-- (tx_id, position), so nothing can later commit behind where they stand. Rows written before
-- this column existed all get the id of the transaction that added it, in position order.
ALTER TABLE events ADD COLUMN IF NOT EXISTS tx_id xid8 NOT NULL DEFAULT pg_current_xact_id();
CREATE INDEX IF NOT EXISTS events_commit_order ON events (tx_id, position);

-- One row per reaction: where it stands, its failure state and who runs it (the lease).
-- Instants are epoch milliseconds.
CREATE TABLE IF NOT EXISTS reaction_checkpoints (
  name            TEXT PRIMARY KEY,
  tx_id           xid8 NOT NULL DEFAULT '0',
  position        BIGINT NOT NULL DEFAULT 0,
  attempts        INTEGER NOT NULL DEFAULT 0,
  failures        BIGINT NOT NULL DEFAULT 0,
  last_error      TEXT,
  last_error_at   BIGINT,
  next_attempt_at BIGINT,
  refusals        BIGINT NOT NULL DEFAULT 0,
  last_refusal    TEXT,
  lease_owner     TEXT,
  lease_until     BIGINT NOT NULL DEFAULT 0
);

-- Read models live in typed tables `rm_<name>` (adapters/store/sqlReadTables.ts), created from the
-- projections' declarations and recorded in `read_tables`; the first generic table is gone.
DROP TABLE IF EXISTS projection_rows;
