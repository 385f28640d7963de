// Test support for suites that run the real server as a child process (`node --import tsx
// adapters/server/start.ts`, what `npm start` runs) and kill it: on a free port, on the embedded
// store in a DATA_DIR copied from the initialised template, or on PostgreSQL in a schema of its
// own (TEST_DATABASE_URL), with NODE_ENV=test and no demo data. Its stdout is read line by line
// so a suite can wait for `Back office ready` or the crash suite's pause marker.
import { type ChildProcess, spawn } from "node:child_process";
import { rm } from "node:fs/promises";
import { createServer } from "node:net";
import pg from "pg";
import { freshDataDir } from "./pgliteTemplate";

export const READY_LINE = /^Back office ready at /;

/** Where a server keeps its data across restarts: a DATA_DIR, and a PostgreSQL schema if any. */
export interface ServerStore {
  readonly name: "pglite" | "postgres";
  readonly env: Readonly<Record<string, string>>;
  readonly dispose: () => Promise<void>;
}

let schemas = 0;

/** A fresh store for `name`: PGlite from the template, or a new schema in TEST_DATABASE_URL. */
export const freshServerStore = async (name: ServerStore["name"]): Promise<ServerStore> => {
  const dataDir = await freshDataDir();
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  if (name === "pglite") return { name, env: { DATA_DIR: dataDir }, dispose: removeDir };
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (databaseUrl === undefined || databaseUrl === "") throw new Error("TEST_DATABASE_URL is not set");
  const schema = `server_${process.pid}_${Date.now()}_${schemas++}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`).finally(() => admin.end());
  const url = new URL(databaseUrl);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return {
    name,
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    dispose: async () => {
      const dropper = new pg.Client({ connectionString: databaseUrl });
      await dropper.connect();
      await dropper.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).finally(() => dropper.end());
      await removeDir();
    },
  };
};

/** The stores a server suite runs on: PGlite, and PostgreSQL when TEST_DATABASE_URL is set. */
export const serverStoreNames = (): ReadonlyArray<ServerStore["name"]> =>
  process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

export interface ServerProcess {
  readonly url: string;
  readonly pid: number;
  /** Every stdout line so far. */
  readonly lines: ReadonlyArray<string>;
  /** The first line (seen or to come) matching `pattern`; rejects if the process exits first. */
  readonly waitForLine: (pattern: RegExp) => Promise<string>;
  /** SIGKILL: no shutdown code runs, exactly like a crash. */
  readonly kill: () => Promise<void>;
  /** SIGTERM: the graceful shutdown `npm start` does on Ctrl-C. */
  readonly stop: () => Promise<void>;
}

const LISTEN_ATTEMPTS = 3;

/** A server process that ended before the line a caller waited for, with what it said on stderr. */
class ServerExited extends Error {
  constructor(message: string, readonly stderr: string) {
    super(message);
  }
}

const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once("exit", () => resolve()));

/** Starts the server on `store` with `env` on top; it is not waited for (see `startReadyServer`). */
export const spawnServer = async (store: ServerStore, env: Readonly<Record<string, string>> = {}): Promise<ServerProcess> => {
  const port = await freePort();
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const child = spawn(process.execPath, ["--import", "tsx", "adapters/server/start.ts"], {
    env: { ...inherited, NODE_ENV: "test", DEMO_DATA: "0", PORT: String(port), ...store.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  const waiters: Array<{ pattern: RegExp; resolve: (line: string) => void }> = [];
  let stderr = "";
  let buffered = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    buffered += chunk.toString();
    const complete = buffered.split("\n");
    buffered = complete.pop() ?? "";
    for (const line of complete) {
      lines.push(line);
      for (const waiter of waiters.filter((w) => w.pattern.test(line))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(line);
      }
    }
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const gone = exited(child);
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await gone;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    lines,
    waitForLine: (pattern) => {
      const seen = lines.find((line) => pattern.test(line));
      if (seen !== undefined) return Promise.resolve(seen);
      return Promise.race([
        new Promise<string>((resolve) => waiters.push({ pattern, resolve })),
        gone.then(() => Promise.reject(new ServerExited(`server exited before printing ${pattern}; stderr:\n${stderr}\nlast stdout lines:\n${lines.slice(-10).join("\n")}`, stderr))),
      ]);
    },
    kill: () => signal("SIGKILL"),
    stop: () => signal("SIGTERM"),
  };
};

/** Starts the server on `store` and waits until it listens. The free port a server is given can
 *  be taken by another process before it listens (suites start servers, and the servers their fake
 *  partners, side by side): a server that says so ('Cannot listen on port', start.ts) is started
 *  again on another port, at most LISTEN_ATTEMPTS times. */
export const startReadyServer = async (store: ServerStore, env: Readonly<Record<string, string>> = {}): Promise<ServerProcess> => {
  for (let attempt = 1; ; attempt += 1) {
    const server = await spawnServer(store, env);
    try {
      await server.waitForLine(READY_LINE);
      return server;
    } catch (error) {
      const portTaken = error instanceof ServerExited && error.stderr.includes("Cannot listen on port");
      if (!portTaken || attempt >= LISTEN_ATTEMPTS) throw error;
    }
  }
};
