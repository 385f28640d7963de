// Setting a user's provider role (ARCHITECTURE §3, pinned: `PUT /admin/provider-roles/{phone}
// {role: "staff"|"admin"|null}`, admin only): the user found by phone ('Invalid user', 404) gets
// exactly that role, the other revoked, in one unit of work; null removes both. The user's next
// token carries it.
import type { Engine, RunOptions } from "../../engine/commandRunner";
import type { ProviderRole } from "../roles";
import { userDecider, userStreamId } from "../user";
import { userOfPhone } from "./phoneOwner";

const ROLES: ReadonlyArray<ProviderRole> = ["admin", "staff"];

/** Gives the phone's user `role` (or none) and answers the user's id. */
export const setProviderRole = async (engine: Engine, change: { readonly phoneNumber: string; readonly role: ProviderRole | null }, options: RunOptions): Promise<string> => {
  const { value } = await engine.runner.transact(async (unit) => {
    const userId = await userOfPhone(unit, change.phoneNumber);
    for (const role of ROLES) {
      const command = role === change.role ? { type: "GrantRole" as const, data: { role } } : { type: "RevokeRole" as const, data: { role } };
      await unit.decide(userDecider, userStreamId(userId), command);
    }
    return userId;
  }, options);
  return value;
};
