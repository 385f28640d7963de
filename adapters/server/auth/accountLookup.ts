// Who holds a phone and what a user looks like, read the way each caller needs it: the phone's
// owner from its claim stream (the one place phone uniqueness holds, so never stale), the full
// user state (with the password hash) from the user stream for sign-in, and the public row from
// the `users` read model for everything else.
import { ownerOfPhone } from "../../../domain/auth/application/phoneOwner";
import { type RegisteredUser, type UserState, userDecider, userStreamId } from "../../../domain/auth/user";
import { type UserRow, readUserRow } from "../../../domain/auth/users.projection";
import type { Engine } from "../../../domain/engine/commandRunner";

/** The id of the user holding `e164`, or null when no account uses it. */
export const userIdOfPhone = (engine: Engine, e164: string): Promise<string | null> => ownerOfPhone(engine.runner, e164);

/** The user aggregate's state, password hash included: only sign-in needs it. */
export const loadUserState = async (engine: Engine, userId: string): Promise<UserState> =>
  (await engine.runner.load(userDecider, userStreamId(userId))).state;

/** The registered user holding `e164` (password hash included, for sign-in), or null. */
export const registeredUserOfPhone = async (engine: Engine, e164: string): Promise<RegisteredUser | null> => {
  const userId = await userIdOfPhone(engine, e164);
  const state = userId === null ? null : await loadUserState(engine, userId);
  return state?.status === "registered" ? state : null;
};

/** The public row of a user (no secrets), or undefined. */
export const findUserRow = (engine: Engine, userId: string): Promise<UserRow | undefined> =>
  readUserRow((table, key) => engine.readModels.get(table, key), userId);

/** What the API shows of a user: never a hash, never the session cut-off. */
export const publicUser = ({ userId, name, phoneNumber, roles, agentIds, createdAt }: UserRow) => ({
  id: userId,
  name,
  phoneNumber,
  roles,
  agentIds,
  createdAt,
});
