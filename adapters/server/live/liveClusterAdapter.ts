// Several server processes on one PostgreSQL (how the product outgrows one machine): socket.io's
// PostgreSQL adapter forwards each broadcast through LISTEN/NOTIFY, so a new-order alert raised
// by one process reaches a back-office screen connected to another. It uses its own small pool
// (LISTEN holds a connection); big packets go through the `socket_io_attachments` table.
import { createAdapter } from "@socket.io/postgres-adapter";
import pg from "pg";
import type { LiveAdapter } from "./liveChannel";

export interface LiveClusterAdapter {
  readonly adapter: LiveAdapter;
  readonly close: () => Promise<void>;
}

export const liveClusterAdapter = async (databaseUrl: string, schema?: string): Promise<LiveClusterAdapter> => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2, ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }) });
  pool.on("error", () => undefined); // a dropped idle connection is replaced on next use
  await pool.query(`CREATE TABLE IF NOT EXISTS socket_io_attachments (
    id          bigserial UNIQUE,
    created_at  timestamptz DEFAULT NOW(),
    payload     bytea
  )`);
  return { adapter: createAdapter(pool, { channelPrefix: `live_${schema ?? "public"}` }), close: () => pool.end() };
};
