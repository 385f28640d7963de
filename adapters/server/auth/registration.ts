// Opening an account across two streams (domain/auth/phoneClaim.ts): claim `phone-{e164}` for a
// new user id, then register `user-{id}`; when the registration fails, release the claim so no
// orphan blocks the phone. A phone already claimed answers 'This phone number already in use'.
// Used by POST /auth/register (after the OTP verification is redeemed) and by the start-up
// provisioning of the provider admin.
import { phoneClaimDecider, phoneStreamId } from "../../../domain/auth/phoneClaim";
import { userDecider, userStreamId } from "../../../domain/auth/user";
import type { EngineRuntime } from "../engineRuntime";
import { runCommand } from "./runCommand";

export interface NewAccount {
  readonly phoneNumber: string;
  readonly name: string;
  readonly passwordHash: string;
}

/** Opens the account and answers the new user's id. */
export const openAccount = async (engine: EngineRuntime, account: NewAccount, actor: string | null): Promise<string> => {
  const { phoneNumber, name, passwordHash } = account;
  const userId = engine.context().newId();
  const phoneStream = phoneStreamId(phoneNumber);
  await runCommand(engine, phoneClaimDecider, phoneStream, { type: "ClaimPhone", data: { phoneNumber, userId } }, actor);
  try {
    await runCommand(engine, userDecider, userStreamId(userId), {
      type: "RegisterUser",
      data: { userId, phoneNumber, name, passwordHash },
    }, actor);
  } catch (error) {
    await runCommand(engine, phoneClaimDecider, phoneStream, { type: "ReleasePhone", data: { phoneNumber, userId } }, actor);
    throw error;
  }
  return userId;
};
