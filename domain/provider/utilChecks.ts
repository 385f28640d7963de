// Owns: the Util page's data checks (issue 18, spec 1 §6 "Util needs admin or staff") as the API
// answers them: a check is a job with a kind, a status, its progress and, once done, its result;
// the Schemas are encoded by adapters/server/admin/utilRoutes.ts and decoded by the UI's client.
// Kinds: creditLedgers (every member's balance equals the sum of its ledger, the check of
// `npm run check-credit-ledgers`), orphanClaims (claims held by nothing, as `npm run
// repair-claims -- --dry-run` lists them), projectionRebuild (the log replayed into shadow tables
// and compared with the live ones, as `npm run rebuild-projections` compares them).
// Decisions where the spec is silent: the page only checks; it never releases a claim nor
// replaces a live table (the CLI commands do, with the server stopped for the embedded store).
import { Schema } from "effect";

export const UTIL_CHECK_KINDS = ["creditLedgers", "orphanClaims", "projectionRebuild"] as const;
export const UtilCheckKind = Schema.Literals(UTIL_CHECK_KINDS);
export type UtilCheckKind = typeof UtilCheckKind.Type;

export const LedgerMismatch = Schema.Struct({
  businessId: Schema.String,
  memberId: Schema.String,
  foldedBalance: Schema.Number,
  movementSum: Schema.Number,
  rowBalance: Schema.Number,
  transactionRowSum: Schema.Number,
  negativePart: Schema.Boolean,
});

export const OrphanClaimRow = Schema.Struct({
  streamId: Schema.String,
  kind: Schema.String,
  key: Schema.String,
  ownerStreamId: Schema.String,
  reason: Schema.String,
});

export const TableDiff = Schema.Struct({
  table: Schema.String,
  liveRows: Schema.Int,
  rebuiltRows: Schema.Int,
  missing: Schema.Int,
  extra: Schema.Int,
  changed: Schema.Int,
  /** Up to 10 keys that differ, for a look. */
  sampleKeys: Schema.Array(Schema.String),
});
export type TableDiff = typeof TableDiff.Type;

export const UtilCheckResult = Schema.Union([
  Schema.Struct({ kind: Schema.Literal("creditLedgers"), checked: Schema.Int, mismatches: Schema.Array(LedgerMismatch) }),
  Schema.Struct({ kind: Schema.Literal("orphanClaims"), events: Schema.Int, held: Schema.Int, orphans: Schema.Array(OrphanClaimRow) }),
  Schema.Struct({ kind: Schema.Literal("projectionRebuild"), events: Schema.Int, identical: Schema.Boolean, tables: Schema.Array(TableDiff) }),
]);
export type UtilCheckResult = typeof UtilCheckResult.Type;

export const UtilCheck = Schema.Struct({
  id: Schema.String,
  kind: UtilCheckKind,
  status: Schema.Literals(["running", "done", "failed"]),
  /** Units of work done of `total` (businesses, events...), and what they are. */
  progress: Schema.Struct({ done: Schema.Int, total: Schema.Int, unit: Schema.String }),
  startedAt: Schema.String,
  finishedAt: Schema.NullOr(Schema.String),
  error: Schema.NullOr(Schema.String),
  result: Schema.NullOr(UtilCheckResult),
});
export type UtilCheck = typeof UtilCheck.Type;

export const UtilChecks = Schema.Array(UtilCheck);

/** One event of a stream as the export writes it. */
export const ExportedEvent = Schema.Struct({
  position: Schema.Int,
  version: Schema.Int,
  type: Schema.String,
  v: Schema.Int,
  occurredAt: Schema.String,
  data: Schema.Unknown,
  meta: Schema.Unknown,
});
