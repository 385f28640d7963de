// The one-time-code challenge, stream `otp-{purpose}-{target}` (ASVS L2 V2.7): issue, verify,
// consume. The adapter draws the 6-digit code from a secure random source, sends it, and passes
// only a keyed hash (HMAC with a server secret: a bare hash of 6 digits is trivially reversed);
// the code itself never reaches an event. Rules, and where they come from:
// - resend: refused until 30 s after the last issue (spec 1 §4, §9); a new issue replaces the
//   previous challenge, so only the newest code can verify;
// - a code expires 5 minutes after issue; 5 wrong codes kill it; it verifies once; it is bound
//   to its purpose (the verify and consume commands name the purpose they expect);
// - verification is redeemed once by the flow it was for (register, reset-password, a customer's
//   voucher claim or customer session, purpose `claim`) with
//   ConsumeVerification within 10 minutes, so a leaked verification token cannot be replayed.
// A wrong code is not a rejection: it appends OtpAttemptFailed (the count must persist) and the
// server answers with `verifyOutcome(events)`. Messages are ours (the spec only has the form
// rules 'OTP required', 'Invalid OTP format'); see otpRules.ts. Expiry instants are decided at
// issue/verify time and recorded, so changing the limits never changes an old challenge.
import { Schema } from "effect";
import type { Decider } from "../engine/decider";
import { Hash, Id, IsoInstant, PhoneNumber, message } from "./fields";
import { decideOtp } from "./otpRules";

export const OtpPurpose = Schema.Literals(["register", "reset-password", "login", "claim"]);
export type OtpPurpose = typeof OtpPurpose.Type;

export const OtpEvent = Schema.Union([
  message("OtpIssued", {
    challengeId: Id, purpose: OtpPurpose, target: PhoneNumber, codeHash: Hash,
    issuedAt: IsoInstant, expiresAt: IsoInstant,
  }),
  message("OtpAttemptFailed", {
    challengeId: Id, attempt: Schema.Int, attemptsLeft: Schema.Int, failedAt: IsoInstant,
  }),
  message("OtpVerified", { challengeId: Id, verifiedAt: IsoInstant, verificationExpiresAt: IsoInstant }),
  message("OtpVerificationConsumed", { challengeId: Id, consumedAt: IsoInstant }),
]);
export type OtpEvent = typeof OtpEvent.Type;

export const OtpCommand = Schema.Union([
  message("IssueOtp", { purpose: OtpPurpose, target: PhoneNumber, codeHash: Hash }),
  message("VerifyOtp", { purpose: OtpPurpose, codeHash: Hash }),
  message("ConsumeVerification", { purpose: OtpPurpose, challengeId: Id }),
]);
export type OtpCommand = typeof OtpCommand.Type;

export type ChallengeStatus = "pending" | "verified" | "dead" | "consumed";

export interface OtpChallenge {
  readonly challengeId: string;
  readonly purpose: OtpPurpose;
  readonly target: string;
  readonly codeHash: string;
  readonly issuedAt: string;
  readonly expiresAt: string;
  readonly failedAttempts: number;
  readonly status: ChallengeStatus;
  readonly verificationExpiresAt: string | null;
}

/** The newest challenge of this stream, or null before the first issue. */
export interface OtpState {
  readonly challenge: OtpChallenge | null;
}

export const initialOtpState: OtpState = { challenge: null };

const onChallenge = (state: OtpState, challengeId: string, patch: Partial<OtpChallenge>): OtpState =>
  state.challenge?.challengeId === challengeId ? { challenge: { ...state.challenge, ...patch } } : state;

export const evolveOtp = (state: OtpState, event: OtpEvent): OtpState => {
  switch (event.type) {
    case "OtpIssued":
      return {
        challenge: { ...event.data, failedAttempts: 0, status: "pending", verificationExpiresAt: null },
      };
    case "OtpAttemptFailed":
      return onChallenge(state, event.data.challengeId, {
        failedAttempts: event.data.attempt,
        status: event.data.attemptsLeft > 0 ? "pending" : "dead",
      });
    case "OtpVerified":
      return onChallenge(state, event.data.challengeId, {
        status: "verified",
        verificationExpiresAt: event.data.verificationExpiresAt,
      });
    case "OtpVerificationConsumed":
      return onChallenge(state, event.data.challengeId, { status: "consumed" });
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};

export const otpDecider: Decider<OtpState, OtpCommand, OtpEvent> = {
  initialState: initialOtpState,
  decide: decideOtp,
  evolve: evolveOtp,
};

export const otpStreamId = (purpose: OtpPurpose, target: string): string => `otp-${purpose}-${target}`;
