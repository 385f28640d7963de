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

CREATE TABLE IF NOT EXISTS projection_rows (
  table_name TEXT NOT NULL,
  row_key    TEXT NOT NULL,
  doc        JSONB NOT NULL,
  PRIMARY KEY (table_name, row_key)
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
