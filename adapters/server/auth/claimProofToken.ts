// What a customer's verification token proves (issue 19): a `claim` OTP verified for exactly this
// phone, checked by signature, audience, expiry and binding before anything is written; anything
// else is 401 'Phone number not verified, please request a new OTP'. Spending it is the
// application function's (domain/auth/application/claimProof.ts).
import { type ClaimProof, PHONE_NOT_VERIFIED } from "../../../domain/auth/application/claimProof";
import { DomainError } from "../../../domain/engine/decider";
import type { Tokens } from "../../auth/tokens";

export const claimProofOf = async (tokens: Tokens, token: string, phoneNumber: string): Promise<ClaimProof> => {
  const verification = token === "" ? null : await tokens.verifyVerification(token);
  if (verification === null || verification.purpose !== "claim" || verification.target !== phoneNumber) {
    throw new DomainError(PHONE_NOT_VERIFIED, 401, ["verificationToken"]);
  }
  return { challengeId: verification.challengeId };
};
