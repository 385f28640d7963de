// GET /api/health: liveness for load balancers and test harnesses (pinned: ARCHITECTURE §3).
import type { FastifyInstance } from "fastify";
import { success } from "./envelope";

export const healthRoutes = async (app: FastifyInstance): Promise<void> => {
  app.get("/health", async () => success({ status: "ok" }));
};
