// The rules of the OTP challenge (shapes and evolve are in otpChallenge.ts): limits, messages,
// one small function per command, and `verifyOutcome`, which turns the events of a VerifyOtp into
// the answer the caller gets. Messages are ours (spec 1 §8 has none for these cases); statuses:
// 400 for a wrong, spent or late code, 409 for a resend inside the 30 s window (DomainError has
// no 429), 403 for a verification that cannot be redeemed.
import { Result } from "effect";
import { Temporal } from "temporal-polyfill";
import { type DecideContext, type Decision, DomainError, accept, reject } from "../engine/decider";
import { OTP_RESEND_WAIT_SECONDS } from "./credentials";
import { elapsedAtLeast, instantOf, isoOf } from "./fields";
import type { OtpChallenge, OtpCommand, OtpEvent, OtpState } from "./otpChallenge";

export const OTP_RESEND_INTERVAL = Temporal.Duration.from({ seconds: OTP_RESEND_WAIT_SECONDS });
export const OTP_TTL = Temporal.Duration.from({ minutes: 5 });
export const OTP_MAX_ATTEMPTS = 5;
export const VERIFICATION_TTL = Temporal.Duration.from({ minutes: 10 });

export const OTP_WAIT = "Please wait before requesting another OTP";
export const OTP_NOT_REQUESTED = "Please request an OTP first";
export const OTP_INVALID = "Invalid OTP";
export const OTP_EXPIRED = "OTP expired, please request a new one";
export const OTP_USED = "OTP already used, please request a new one";
export const OTP_TOO_MANY_ATTEMPTS = "Too many attempts, please request a new OTP";
export const VERIFICATION_INVALID = "Invalid verification token";
export const VERIFICATION_EXPIRED = "Verification expired, please request a new OTP";

type Data<C extends OtpCommand["type"]> = Extract<OtpCommand, { type: C }>["data"];

/** Compares two hashes in time independent of where they first differ. */
export const sameHash = (a: string, b: string): boolean => {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a.charCodeAt(i) | 0) ^ (b.charCodeAt(i) | 0);
  return diff === 0;
};

/** When the next IssueOtp will be accepted (null: now). Feeds the resend countdown. */
export const resendAvailableAt = (state: OtpState): Temporal.Instant | null =>
  state.challenge === null ? null : instantOf(state.challenge.issuedAt).add(OTP_RESEND_INTERVAL);

const issueOtp = (data: Data<"IssueOtp">, state: OtpState, ctx: DecideContext): Decision<OtpEvent> => {
  const last = state.challenge;
  if (last !== null && !elapsedAtLeast(instantOf(last.issuedAt), ctx.now, OTP_RESEND_INTERVAL)) {
    return reject(OTP_WAIT, 429);
  }
  const issuedAt = isoOf(ctx.now);
  const expiresAt = isoOf(ctx.now.add(OTP_TTL));
  const { purpose, target, codeHash } = data;
  return accept({ type: "OtpIssued", data: { challengeId: ctx.newId(), purpose, target, codeHash, issuedAt, expiresAt } });
};

const refusalOf = (challenge: OtpChallenge, purpose: string): string | null => {
  if (challenge.purpose !== purpose) return OTP_INVALID;
  switch (challenge.status) {
    case "pending": return null;
    case "verified":
    case "consumed": return OTP_USED;
    case "dead": return OTP_TOO_MANY_ATTEMPTS;
    default: {
      const unknown: never = challenge.status;
      return unknown;
    }
  }
};

const verifyOtp = (data: Data<"VerifyOtp">, state: OtpState, ctx: DecideContext): Decision<OtpEvent> => {
  const challenge = state.challenge;
  if (challenge === null) return reject(OTP_NOT_REQUESTED);
  const refusal = refusalOf(challenge, data.purpose);
  if (refusal !== null) return reject(refusal);
  const { challengeId, expiresAt, codeHash, failedAttempts } = challenge;
  if (Temporal.Instant.compare(ctx.now, instantOf(expiresAt)) >= 0) return reject(OTP_EXPIRED);
  if (sameHash(codeHash, data.codeHash)) {
    const verificationExpiresAt = isoOf(ctx.now.add(VERIFICATION_TTL));
    return accept({ type: "OtpVerified", data: { challengeId, verifiedAt: isoOf(ctx.now), verificationExpiresAt } });
  }
  const attempt = failedAttempts + 1;
  const attemptsLeft = OTP_MAX_ATTEMPTS - attempt;
  return accept({ type: "OtpAttemptFailed", data: { challengeId, attempt, attemptsLeft, failedAt: isoOf(ctx.now) } });
};

const consumeVerification = (
  data: Data<"ConsumeVerification">,
  state: OtpState,
  ctx: DecideContext,
): Decision<OtpEvent> => {
  const challenge = state.challenge;
  if (
    challenge === null || challenge.challengeId !== data.challengeId ||
    challenge.purpose !== data.purpose || challenge.status !== "verified" ||
    challenge.verificationExpiresAt === null
  ) return reject(VERIFICATION_INVALID, 403);
  if (Temporal.Instant.compare(ctx.now, instantOf(challenge.verificationExpiresAt)) >= 0) {
    return reject(VERIFICATION_EXPIRED, 403);
  }
  return accept({ type: "OtpVerificationConsumed", data: { challengeId: data.challengeId, consumedAt: isoOf(ctx.now) } });
};

export const decideOtp = (command: OtpCommand, state: OtpState, ctx: DecideContext): Decision<OtpEvent> => {
  switch (command.type) {
    case "IssueOtp": return issueOtp(command.data, state, ctx);
    case "VerifyOtp": return verifyOtp(command.data, state, ctx);
    case "ConsumeVerification": return consumeVerification(command.data, state, ctx);
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
};

/** The caller's answer to a VerifyOtp whose events were appended: the verification, or why not. */
export const verifyOutcome = (
  events: ReadonlyArray<OtpEvent>,
): Result.Result<{ readonly challengeId: string; readonly verificationExpiresAt: string }, DomainError> => {
  for (const event of events) {
    if (event.type === "OtpVerified") return Result.succeed(event.data);
    if (event.type === "OtpAttemptFailed") {
      return Result.fail(new DomainError(event.data.attemptsLeft > 0 ? OTP_INVALID : OTP_TOO_MANY_ATTEMPTS, 400, ["otp"]));
    }
  }
  return Result.fail(new DomainError(OTP_INVALID, 400, ["otp"]));
};
