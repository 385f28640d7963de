// Live updates on the app (ARCHITECTURE §2.5): the socket.io channel with its `app.liveAlerts`
// publisher on the root instance (so every area's routes can publish), and outside production
// the hand-made alert route under /api/v2. Call after decorateIdentity. With `adapter` (several
// processes on one PostgreSQL, liveClusterAdapter.ts) alerts reach sockets of every process.
import type { FastifyInstance } from "fastify";
import type { LiveAdapter } from "./liveChannel";
import { attachLiveChannel } from "./liveChannel";
import { liveRoutes } from "./liveRoutes";

export const attachLive = async (app: FastifyInstance, adapter?: LiveAdapter): Promise<void> => {
  attachLiveChannel(app, adapter);
  if (!app.identity.production) await app.register(liveRoutes, { prefix: "/api/v2" });
};
