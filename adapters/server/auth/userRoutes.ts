// The signed-in user (spec 1 §3 "User session", §6, §7):
//   GET /my/user (bearer) → {data:{id, name, phoneNumber, roles, agentIds, createdAt, debugBy?, flags}}
// `flags` are the derived flags of spec 1 §6 (isAdmin, isStaff, isAgent, isDebugUser,
// isAdminOrStaff, isAdminOrStaffOrAgent, canSwitchUser, canListenLive), computed once by
// domain/auth/roles.ts. No password hash or session cut-off ever leaves the server.
import type { FastifyInstance } from "fastify";
import { flagsFor } from "../../../domain/auth/roleFlags";
import { success } from "../envelope";
import { findUserRow, publicUser } from "./accountLookup";
import { UnauthorizedError, requireUser } from "./requireUser";

export const userRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;

  app.get("/my/user", async (request) => {
    const user = await requireUser(request);
    const row = await findUserRow(engine, user.userId);
    if (row === undefined) throw new UnauthorizedError();
    return success({
      ...publicUser(row),
      ...(user.debugBy === undefined ? {} : { debugBy: user.debugBy }),
      flags: flagsFor(user.claims),
    });
  });
};
