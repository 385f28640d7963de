// The server's settings, read once from the environment (ARCHITECTURE §3 pins the names).
// Decision: an invalid PORT stops the start with a clear message instead of a random port.
import path from "node:path";

export interface ServerConfig {
  readonly port: number;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly production: boolean;
}

const parsePort = (raw: string | undefined): number => {
  const port = Number(raw || "8080");
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`Invalid PORT: ${raw}`);
  return port;
};

export const readServerConfig = (env: NodeJS.ProcessEnv = process.env): ServerConfig => ({
  port: parsePort(env.PORT),
  dataDir: path.resolve(env.DATA_DIR ?? "./data"),
  databaseUrl: env.DATABASE_URL || undefined,
  production: env.NODE_ENV === "production",
});
