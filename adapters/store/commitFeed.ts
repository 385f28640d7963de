// What the server processes sharing one PostgreSQL tell each other about their commits, so that
// each may keep in memory what the embedded store keeps (readCache.ts: the hot tables and the
// pages read often; streamVersions.ts: the version of each stream it folded). Every unit of work
// ends with a notice, part of its last statement: the read tables it wrote and the version each
// of its streams moved to, on the channel of its schema. PostgreSQL delivers it when the unit
// commits, to every process listening; each drops what its caches hold of those tables and
// streams.
// Decisions:
// - A process drops its own commits from its caches as they commit (as the embedded store does)
//   and ignores its own notices.
// - Another process's commit reaches this one's caches when its notice arrives, a few
//   milliseconds later; until then a read here may answer what was true just before (a role
//   revoked there applies here from the notice on).
// - While the listening connection is down the caches are not used, and they are emptied when it
//   is back, so a notice missed meanwhile cannot leave a stale answer behind.
// - A write outside a unit (a replay, a bulk import) and a notice too long for pg_notify (8,000
//   bytes) say `all`: every cache is emptied.
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import pg from "pg";
import { type CommitNotice, parseNotice } from "./commitNotice";

const RECONNECT_MS = [100, 500, 1000, 5000];

export interface CommitListener {
  /** Another process committed. */
  readonly notice: (notice: CommitNotice) => void;
  /** Notices may have been missed: forget everything. */
  readonly lost: () => void;
}

export interface CommitFeed {
  /** This process, as its notices name it. */
  readonly origin: string;
  /** Notices are arriving: the caches may answer. */
  readonly live: () => boolean;
  /** Changes whenever the feed is lost or back: a read begun in another generation is not kept. */
  readonly generation: () => number;
  readonly listen: (listener: CommitListener) => void;
  readonly close: () => Promise<void>;
}

/** Listens on its own connection; resolves once listening. */
export const postgresCommitFeed = async (connectionString: string, schema?: string): Promise<CommitFeed> => {
  const origin = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const listeners: CommitListener[] = [];
  let live = false;
  let generation = 0;
  let closed = false;
  let connection: pg.Client | undefined;
  let attempts = 0;

  const forget = () => {
    generation += 1;
    for (const listener of listeners) listener.lost();
  };

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString, ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }) });
    let channel = "";
    client.on("notification", (message) => {
      if (message.channel !== channel || message.payload === undefined) return;
      const notice = parseNotice(message.payload);
      if (notice === undefined || notice.origin === origin) return;
      for (const listener of listeners) listener.notice(notice);
    });
    client.on("error", () => undefined);
    client.on("end", () => {
      if (connection !== client) return;
      connection = undefined;
      live = false;
      forget();
      if (!closed) setTimeout(reconnect, RECONNECT_MS[Math.min(attempts, RECONNECT_MS.length - 1)]).unref();
    });
    await client.connect();
    try {
      const { rows } = await client.query<{ schema: string }>("SELECT current_schema() AS schema");
      channel = `store_commits:${rows[0]?.schema ?? "public"}`;
      await client.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    connection = client;
    attempts = 0;
    // Whatever was kept before now may have missed a notice.
    forget();
    live = true;
  };

  const reconnect = () => {
    if (closed) return;
    attempts += 1;
    connect().catch(() => {
      if (!closed) setTimeout(reconnect, RECONNECT_MS[Math.min(attempts, RECONNECT_MS.length - 1)]).unref();
    });
  };

  await connect();
  return {
    origin,
    live: () => live,
    generation: () => generation,
    listen: (listener) => {
      listeners.push(listener);
    },
    close: async () => {
      closed = true;
      live = false;
      const client = connection;
      connection = undefined;
      await client?.end().catch(() => undefined);
    },
  };
};
