// `npm run dev`: one process, two servers. The API (this Fastify app, without the built UI) on
// PORT (8080), and the Vite dev server with hot reload on 5173, whose proxy (vite.config.ts)
// forwards /api to the API. Decision: a proxying Vite server rather than Vite middleware inside
// Fastify keeps the API app identical to production and needs no connect-style adapter.
// Open the URL Vite prints. Ctrl-C closes Vite, drains the API, then closes the store.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createServer } from "vite";
import { createApp } from "./app";
import { readServerConfig } from "./config";
import { identityBanner, openServerRuntime } from "./serverRuntime";
import { exitGracefullyOnSignals } from "./shutdown";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const config = readServerConfig();

const runtime = await openServerRuntime(config);
const app = await createApp(runtime.deps);
await app.listen({ port: config.port, host: "127.0.0.1" });

const vite = await createServer({ root });
await vite.listen();
vite.printUrls();
for (const line of identityBanner(runtime, config.port)) console.log(line);

exitGracefullyOnSignals({
  log: app.log,
  close: async () => {
    await vite.close();
    await app.close();
  },
});
