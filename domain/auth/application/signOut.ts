// Signing out (POST /auth/logout): every token the user was issued before now stops working
// (user.ts RevokeSessions). While debugging, the caller passes the impersonating user: the debug
// session is theirs.
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { userDecider, userStreamId } from "../user";

export const signOut = async (engine: Engine, userId: string, options: RunOptions): Promise<void> => {
  await engine.runner.run(userDecider, userStreamId(userId), { type: "RevokeSessions", data: {} }, options);
};
