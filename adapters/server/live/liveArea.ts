// Live updates on the app (ARCHITECTURE §2.5): the socket.io channel with its `app.liveAlerts`
// publisher on the root instance (so every area's routes can publish), and outside production
// the hand-made alert route under /api/v2. Call after decorateIdentity.
import type { FastifyInstance } from "fastify";
import { attachLiveChannel } from "./liveChannel";
import { liveRoutes } from "./liveRoutes";

export const attachLive = async (app: FastifyInstance): Promise<void> => {
  attachLiveChannel(app);
  if (!app.identity.production) await app.register(liveRoutes, { prefix: "/api/v2" });
};
