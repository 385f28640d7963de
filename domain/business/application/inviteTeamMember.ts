// Inviting a user to a business's team by phone (POST /businesses/{id}/team): the phone must
// belong to a registered user ('Invalid user', 404), read in the same unit of work that records
// the invitation on the business stream.
import { userOfPhone } from "../../auth/application/phoneOwner";
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { businessDecider } from "../business";
import { businessStreamId } from "../businessModel";
import type { InviteMemberInput } from "../team";

/** Invites the phone's user and answers their id. */
export const inviteTeamMember = async (
  engine: Engine,
  { businessId, phoneNumber, grants }: InviteMemberInput & { readonly businessId: string },
  options: RunOptions,
): Promise<string> => {
  const { value } = await engine.runner.transact(async (unit) => {
    const userId = await userOfPhone(unit, phoneNumber);
    await unit.decide(businessDecider, businessStreamId(businessId), { type: "InviteTeamMember", data: { userId, phoneNumber, grants } });
    return userId;
  }, options);
  return value;
};
