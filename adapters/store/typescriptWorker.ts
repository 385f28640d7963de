// Starts a worker thread on a TypeScript module. Node 20 cannot run .ts itself and a worker does
// not inherit the main thread's tsx loader, so a one-line bootstrap registers tsx's ESM hooks in
// the worker before importing the module (the same loader `npm start` and the tests use).
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";

// tsx's package resolves its ESM API only through the `import` condition; require gives the .cjs.
const tsxEsmApi = (): string => pathToFileURL(createRequire(import.meta.url).resolve("tsx/esm/api").replace(/\.cjs$/, ".mjs")).href;

export const typescriptWorker = (module: URL, workerData: unknown): Worker => {
  const boot = `import { register } from ${JSON.stringify(tsxEsmApi())}; register(); await import(${JSON.stringify(module.href)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`), { workerData });
};
