// `npm start` (tsx adapters/server/start.ts --build-if-needed): builds the UI when asked and
// stale, opens the store (embedded PGlite under DATA_DIR, PostgreSQL when DATABASE_URL is set)
// with the identity services (serverRuntime.ts: JWT secret, OTP transport, the provider admin of
// an empty store, printed here), serves UI and API on PORT and shuts down gracefully on
// SIGTERM/SIGINT.
// Decisions: the UI environment is VITE_APP_ENV, defaulting to "production" when
// NODE_ENV=production and to "sandbox" otherwise (the sandbox banner shows outside production);
// without a built UI the API still starts and says how to build it; it listens on all
// interfaces (0.0.0.0) so a container's port mapping reaches it.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createApp } from "./app";
import { buildUiIfNeeded } from "./buildIfNeeded";
import { readServerConfig } from "./config";
import { identityBanner, openServerRuntime } from "./serverRuntime";
import { exitGracefullyOnSignals } from "./shutdown";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
// UI_DIST_DIR lets two e2e runs in one checkout build and serve their own UI copy.
const uiDir = path.resolve(root, process.env.UI_DIST_DIR ?? "dist");
const config = readServerConfig();
const appEnv = process.env.VITE_APP_ENV ?? (config.production ? "production" : "sandbox");

if (process.argv.includes("--build-if-needed") && (await buildUiIfNeeded(root, uiDir, appEnv))) {
  console.log(`Built the UI (${appEnv}) into ${uiDir}`);
}
const hasUi = existsSync(path.join(uiDir, "index.html"));

// A setting the server cannot run with (an unsupported OTP_TRANSPORT) stops it with its message, not a stack.
const runtime = await openServerRuntime(config).catch((error: unknown) => {
  console.error(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
const app = await createApp({ ...runtime.deps, ...(hasUi ? { uiDir } : {}) });
exitGracefullyOnSignals(app);

try {
  await app.listen({ port: config.port, host: "0.0.0.0" });
} catch (error) {
  app.log.error({ err: error }, "could not listen");
  // Also on stderr, in one line: a port already taken is the usual reason, and the operator (or a
  // test starting servers side by side) should read it without the structured log.
  console.error(`Cannot listen on port ${config.port}: ${error instanceof Error ? error.message : String(error)}`);
  await app.close();
  process.exit(1);
}
if (!hasUi) app.log.warn("No built UI in dist/: run `npm run build` (or start with --build-if-needed)");
console.log(`Store: ${runtime.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${config.dataDir}`}`);
for (const line of identityBanner(runtime, config.port)) console.log(line);
console.log(`Back office ready at http://localhost:${config.port}`);
