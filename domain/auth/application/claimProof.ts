// A customer's proof of phone (issue 19, ARCHITECTURE §3): a verified OTP of purpose `claim`,
// spent once inside the unit of work of what it was proven for: a voucher claim
// (domain/marketing/application/claimVoucher.ts) or a customer session (openCustomerSession.ts).
// Decision where the spec is silent: a proof that cannot be spent (spent, expired, for another
// challenge) is 401 PHONE_NOT_VERIFIED, like a missing one, so the customer asks for a new code.
import { DomainError } from "../../engine/decider";
import type { UnitOfWork } from "../../engine/unitOfWork";
import { redeemVerification } from "./openAccount";

export const PHONE_NOT_VERIFIED = "Phone number not verified, please request a new OTP";

/** The verified challenge a proof names (the phone and purpose are the caller's). */
export interface ClaimProof {
  readonly challengeId: string;
}

/** Spends the `claim` proof of `phoneNumber` in `unit`, or 401 PHONE_NOT_VERIFIED. */
export const spendClaimProof = async (unit: UnitOfWork, phoneNumber: string, proof: ClaimProof): Promise<void> => {
  try {
    await redeemVerification(unit, { purpose: "claim", target: phoneNumber, challengeId: proof.challengeId });
  } catch (error) {
    if (error instanceof DomainError) throw new DomainError(PHONE_NOT_VERIFIED, 401, ["verificationToken"]);
    throw error;
  }
};
