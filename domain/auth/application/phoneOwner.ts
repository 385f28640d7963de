// Who holds a phone: the owner recorded on its claim stream `phone-{e164}` (phoneClaim.ts), the
// one place phone uniqueness holds, so never stale. Read through the runner, or inside a unit of
// work so that what the unit decides rests on the same state.
import type { UnitOfWork } from "../../engine/unitOfWork";
import { INVALID_USER } from "../user";
import { DomainError } from "../../engine/decider";
import { ownerOf, phoneClaimDecider, phoneStreamId } from "../phoneClaim";

/** The runner's or a unit's `load`. */
export type StreamReader = Pick<UnitOfWork, "load">;

/** The id of the user holding `e164`, or null when no account uses it. */
export const ownerOfPhone = async (reader: StreamReader, e164: string): Promise<string | null> =>
  ownerOf((await reader.load(phoneClaimDecider, phoneStreamId(e164))).state);

/** The id of the user holding `e164`, or 404 'Invalid user'. */
export const userOfPhone = async (reader: StreamReader, e164: string): Promise<string> => {
  const userId = await ownerOfPhone(reader, e164);
  if (userId === null) throw new DomainError(INVALID_USER, 404);
  return userId;
};
