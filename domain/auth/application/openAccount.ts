// Opening an account (POST /auth/register, the provider admin's provisioning, demo and seed
// owners): the phone claim `phone-{e164}`, the user `user-{id}`, and, when the account comes
// from a verified OTP, the redemption of that verification, all decided in ONE unit of work and
// appended in one transaction. A crash can therefore never leave a phone claimed by no user, a
// user without a phone, or a spent verification with no account. A phone already claimed answers
// 'This phone number already in use' (phoneClaim.ts) and nothing is written.
import type { Engine } from "../../engine/commandRunner";
import type { UnitOfWork } from "../../engine/unitOfWork";
import type { ProviderRole } from "../roles";
import { type OtpPurpose, otpDecider, otpStreamId } from "../otpChallenge";
import { phoneClaimDecider, phoneStreamId } from "../phoneClaim";
import { userDecider, userStreamId } from "../user";

export interface NewAccount {
  readonly phoneNumber: string;
  readonly name: string;
  readonly passwordHash: string;
  /** A provider role granted with the account (the provisioned admin). */
  readonly role?: ProviderRole;
}

/** A verified OTP to redeem with the account (spent once: its challenge stream says so). */
export interface Redemption {
  readonly purpose: OtpPurpose;
  readonly target: string;
  readonly challengeId: string;
}

export const redeemVerification = (unit: UnitOfWork, { purpose, target, challengeId }: Redemption) =>
  unit.decide(otpDecider, otpStreamId(purpose, target), { type: "ConsumeVerification", data: { purpose, challengeId } });

/** Opens the account and answers the new user's id. */
export const openAccount = async (
  engine: Engine,
  account: NewAccount,
  actor: string | null,
  redemption?: Redemption,
): Promise<string> => {
  const { phoneNumber, name, passwordHash, role } = account;
  const userId = engine.context().newId();
  await engine.runner.transact(async (unit) => {
    if (redemption !== undefined) await redeemVerification(unit, redemption);
    await unit.decide(phoneClaimDecider, phoneStreamId(phoneNumber), { type: "ClaimPhone", data: { phoneNumber, userId } });
    await unit.decide(userDecider, userStreamId(userId), { type: "RegisterUser", data: { userId, phoneNumber, name, passwordHash } });
    if (role !== undefined) await unit.decide(userDecider, userStreamId(userId), { type: "GrantRole", data: { role } });
  }, { actor });
  return userId;
};
