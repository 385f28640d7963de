// The reporting token (spec 1 §1 "a reporting token for a report section", §7), under /api/v2:
//   GET /report/token → {token, expiresAt}: a signed token for the analytics backend
// Decisions where the spec is silent: the token names the businesses its holder may report on,
// those the caller can read (its permission records and, for an agent, the businesses it
// resells), or "all" for a provider who reads every business; it lives 1 hour and has its own
// audience, so it never works as an access token here (adapters/auth/tokens.ts).
import type { FastifyInstance } from "fastify";
import { success } from "../envelope";
import { isProvider } from "./access";
import { ownBusinesses } from "./businessRoutes";
import { callerOf } from "./caller";

export const reportRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine, tokens } = app.identity;
  app.get("/report/token", async (request) => {
    const caller = await callerOf(request, engine);
    const businesses = isProvider(caller, "read", "Business") ? "all" : (await ownBusinesses(caller)).map((row) => String(row.id));
    const { token, expiresAt } = await tokens.issueReport({ userId: caller.user.userId, businesses });
    return success({ token, expiresAt: expiresAt.toString() });
  });
};
