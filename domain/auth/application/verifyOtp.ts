// Checking a one-time code (POST /auth/otp/v2/verify) on the challenge of the purpose asked for
// (or implied, sendOtp.ts). A wrong code is recorded (OtpAttemptFailed: five kill the challenge)
// and then refused with 'Invalid OTP'; a right one answers the verification the caller turns
// into a short-lived verification token, redeemed once by registration or password reset.
import { Result } from "effect";
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { type OtpEvent, type OtpPurpose, otpDecider, otpStreamId } from "../otpChallenge";
import { verifyOutcome } from "../otpRules";
import { type SignUpPurpose, purposeFor } from "./sendOtp";

export interface Verified {
  readonly purpose: OtpPurpose;
  readonly challengeId: string;
  readonly verificationExpiresAt: string;
}

export const verifyOtp = async (
  engine: Engine,
  request: { readonly target: string; readonly otp: string; readonly purpose?: SignUpPurpose | undefined },
  hash: (purpose: OtpPurpose, target: string, code: string) => string,
  options: RunOptions,
): Promise<Verified> => {
  const { target, otp } = request;
  const { purpose } = await purposeFor(engine, target, request.purpose);
  const outcome = await engine.runner.run(otpDecider, otpStreamId(purpose, target), { type: "VerifyOtp", data: { purpose, codeHash: hash(purpose, target, otp) } }, options);
  const verified = verifyOutcome(outcome.events as unknown as ReadonlyArray<OtpEvent>);
  if (Result.isFailure(verified)) throw verified.failure;
  return { purpose, ...verified.success };
};
