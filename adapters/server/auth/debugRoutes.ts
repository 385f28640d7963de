// Switch user (debug) and switching back (spec 1 §2 "Switch user dialog", §4 "Debug", §6, §7):
//   GET  /user/search-by-phone/{phone} (bearer) → {data:{id, name, phoneNumber}}
//   POST /auth/debug-user/{id}         (bearer) → {data:{accessToken}}  token for user {id}, debug-by the caller
//   POST /auth/stop-debug              (bearer) → {data:{accessToken}}  a fresh token of the original user
// The switch dialog finds the user by phone, then starts debugging as that user's id.
// Only admin or staff users, or a user already debugging (whose authority is the impersonating
// admin's, checked on every request by requireUser) may search and switch (403 otherwise).
// Decisions where the spec is silent:
// - A phone that does not parse answers 400 'invalid phone number' (spec 1 §5, §8); a phone or id
//   with no account answers 404 'Invalid user'.
// - Switching from a debug session switches again as the original admin or staff user (debug-by
//   never nests); switching to oneself gives one's own plain token.
// - Staff may not impersonate an admin (that would grant admin rights): 403.
// - The 403 text is ours: 'You are not allowed to switch user'; switching back outside a debug
//   session is 400 'You are not switched to another user'.
import type { FastifyInstance } from "fastify";
import { flagsFor } from "../../../domain/auth/roleFlags";
import { INVALID_USER } from "../../../domain/auth/user";
import { DomainError } from "../../../domain/engine/decider";
import { INVALID_SWITCH_USER_PHONE } from "../../../domain/shared/phone";
import { success } from "../envelope";
import { findUserRow, userIdOfPhone } from "./accountLookup";
import type { AuthenticatedUser } from "./authenticatedUser";
import { phoneInPath } from "./phoneInput";
import { requireUser } from "./requireUser";

export const SWITCH_NOT_ALLOWED = "You are not allowed to switch user";
export const NOT_DEBUGGING = "You are not switched to another user";

const requireSwitcher = (user: AuthenticatedUser): string => {
  if (!flagsFor(user.claims).canSwitchUser) throw new DomainError(SWITCH_NOT_ALLOWED, 403);
  return user.debugBy ?? user.userId;
};

export const debugRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine, tokens } = app.identity;

  const rowOf = async (userId: string) => {
    const row = await findUserRow(engine, userId);
    if (row === undefined) throw new DomainError(INVALID_USER, 404);
    return row;
  };

  app.get<{ Params: { phone: string } }>("/user/search-by-phone/:phone", async (request) => {
    requireSwitcher(await requireUser(request));
    const userId = await userIdOfPhone(engine, phoneInPath(request.params.phone, INVALID_SWITCH_USER_PHONE));
    if (userId === null) throw new DomainError(INVALID_USER, 404);
    const { name, phoneNumber } = await rowOf(userId);
    return success({ id: userId, name, phoneNumber });
  });

  app.post<{ Params: { id: string } }>("/auth/debug-user/:id", async (request) => {
    const impersonatorId = requireSwitcher(await requireUser(request));
    const target = await rowOf(request.params.id);
    const impersonator = await rowOf(impersonatorId);
    if (target.roles.includes("admin") && !impersonator.roles.includes("admin")) {
      throw new DomainError(SWITCH_NOT_ALLOWED, 403);
    }
    const debugBy = target.userId === impersonatorId ? {} : { debugBy: impersonatorId };
    return success({ accessToken: await tokens.issueAccess({ userId: target.userId, roles: target.roles, ...debugBy }) });
  });

  app.post("/auth/stop-debug", async (request) => {
    const user = await requireUser(request);
    if (user.debugBy === undefined) throw new DomainError(NOT_DEBUGGING, 400);
    const original = await rowOf(user.debugBy);
    return success({ accessToken: await tokens.issueAccess({ userId: original.userId, roles: original.roles }) });
  });
};
