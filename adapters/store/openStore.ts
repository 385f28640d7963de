// Opens the event store the environment asks for: PostgreSQL when a connection string is
// given (several server processes can share it), otherwise the embedded PGlite store in
// `dataDir`, created with the schema on first use.
import { mkdir, readFile } from "node:fs/promises";
import type { EventStore, EventStoreOptions } from "../../domain/engine/eventStore";
import { postgresCommitFeed } from "./commitFeed";
import { ensureReadTables } from "./sqlReadTables";
import { replayInto } from "./sqlReplay";
import { pgliteClient } from "./pgliteClient";
import { postgresClient } from "./postgresClient";
import type { SqlClient } from "./sqlClient";
import { type SqlEventStoreOptions, sqlEventStore } from "./sqlEventStore";

export interface StoreConfig extends EventStoreOptions {
  readonly dataDir: string;
  readonly databaseUrl?: string;
  /** PostgreSQL only: a schema of its own, created when missing (tests, bench). */
  readonly databaseSchema?: string;
  /** PGlite only: false skips the fsync after commit (the bench uses it to price durability). */
  readonly durable?: boolean;
}

export interface OpenedStore {
  readonly store: EventStore;
  readonly kind: "pglite" | "postgres";
  /** The database under the store, for what server processes share beside it (rate limits). */
  readonly client: SqlClient;
  readonly close: () => Promise<void>;
}

export const applySchema = async (client: SqlClient): Promise<void> =>
  client.exec(await readFile(new URL("./schema.sql", import.meta.url), "utf8"));

/**
 * The schema and the projections' typed tables. Tables created or changed since the last start
 * are empty, so when the log holds events the projections are rebuilt from it before the store
 * serves anyone. Several processes starting together take turns (an advisory lock).
 */
export const prepareStore = async (client: SqlClient, options: SqlEventStoreOptions): Promise<EventStore> => {
  await applySchema(client);
  const tables = (options.projections ?? []).flatMap((p) => p.tables);
  const store = sqlEventStore(client, options);
  // The lock is held until the rebuild commits, so a second process waits and then finds the
  // tables current and filled.
  await client.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('read_tables'))");
    const created = await ensureReadTables(tx, tables);
    if (created.length === 0) return;
    const { events } = await replayInto(tx, options);
    if (events > 0) console.log(`Read tables ${created.join(", ")} are new: rebuilt the read models from ${events} events.`);
  });
  return store;
};

export const openSqlClient = async (config: StoreConfig): Promise<{ client: SqlClient; kind: OpenedStore["kind"] }> => {
  if (config.databaseUrl !== undefined && config.databaseUrl !== "") {
    const schema = config.databaseSchema;
    if (schema !== undefined) {
      if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name ${schema}`);
      const admin = postgresClient(config.databaseUrl, { maxConnections: 1 });
      await admin.exec(`CREATE SCHEMA IF NOT EXISTS ${schema}`).finally(() => admin.close());
    }
    return { client: postgresClient(config.databaseUrl, schema === undefined ? {} : { schema }), kind: "postgres" };
  }
  await mkdir(config.dataDir, { recursive: true });
  return { client: await pgliteClient(`${config.dataDir}/pglite`, { durable: config.durable ?? true }), kind: "pglite" };
};

export const openStore = async (config: StoreConfig): Promise<OpenedStore> => {
  const { client, kind } = await openSqlClient(config);
  // The embedded store is this process's alone, so it may keep the hot read tables in memory;
  // on PostgreSQL the other processes' commit notices keep the same caches current.
  const commitFeed = kind === "postgres" ? await postgresCommitFeed(config.databaseUrl ?? "", config.databaseSchema) : undefined;
  const store = await prepareStore(client, { ...config, soleWriter: kind === "pglite", ...(commitFeed === undefined ? {} : { commitFeed }) });
  const close = async () => {
    await commitFeed?.close();
    await store.close();
  };
  return { store: { ...store, close }, kind, client, close };
};
