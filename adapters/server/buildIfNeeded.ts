// `npm start --build-if-needed`: runs `vite build` when dist/index.html is missing, older than any
// UI source, or was built for another UI environment (the `app-env` meta tag vite.config.ts
// writes). Sources are everything the bundle can reach: ui, domain, machines, the HTTP client,
// index.html, the Vite config with its plugins (adapters/build) and the lockfile (a dependency
// upgrade rebuilds).
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { build } from "vite";

const SOURCES = ["index.html", "vite.config.ts", "package-lock.json", "ui", "domain", "machines", "adapters/http", "adapters/inspect", "adapters/firebase", "adapters/build"];

const newestMtime = async (entry: string): Promise<number> => {
  const info = await stat(entry).catch(() => undefined);
  if (info === undefined) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const children = await readdir(entry);
  const times = await Promise.all(children.map((child) => newestMtime(path.join(entry, child))));
  return Math.max(info.mtimeMs, ...times);
};

const builtAppEnv = (html: string): string | undefined =>
  /<meta name="app-env" content="([^"]*)"/.exec(html)?.[1];

export const isUiBuildStale = async (root: string, outDir: string, appEnv: string): Promise<boolean> => {
  const indexPath = path.join(outDir, "index.html");
  const built = await stat(indexPath).catch(() => undefined);
  if (built === undefined) return true;
  if (builtAppEnv(await readFile(indexPath, "utf8")) !== appEnv) return true;
  const sources = await Promise.all(SOURCES.map((source) => newestMtime(path.join(root, source))));
  return Math.max(...sources) > built.mtimeMs;
};

/** Builds the UI for `appEnv` when stale; true when it built. */
export const buildUiIfNeeded = async (root: string, outDir: string, appEnv: string): Promise<boolean> => {
  if (!(await isUiBuildStale(root, outDir, appEnv))) return false;
  // Vite sets NODE_ENV=production in this process when it is unset; the server must not inherit it.
  const nodeEnv = process.env.NODE_ENV;
  process.env.VITE_APP_ENV = appEnv;
  try {
    await build({ root, logLevel: "warn", build: { outDir } });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  return true;
};
