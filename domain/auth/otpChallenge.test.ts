import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { at, given, thenError, thenEvents } from "./deciderSpec";
import { type OtpCommand, type OtpEvent, otpDecider, otpStreamId } from "./otpChallenge";
import {
  OTP_EXPIRED, OTP_INVALID, OTP_NOT_REQUESTED, OTP_TOO_MANY_ATTEMPTS, OTP_USED, OTP_WAIT,
  VERIFICATION_EXPIRED, VERIFICATION_INVALID, resendAvailableAt, sameHash, verifyOutcome,
} from "./otpRules";

const T0 = "2025-03-01T08:00:00.000Z";
const phone = "+60123456789";

const issue: OtpCommand = { type: "IssueOtp", data: { purpose: "register", target: phone, codeHash: "good" } };
const verify = (codeHash: string, purpose: "register" | "reset-password" = "register"): OtpCommand =>
  ({ type: "VerifyOtp", data: { purpose, codeHash } });
const consume = (challengeId = "c1", purpose: "register" | "login" = "register"): OtpCommand =>
  ({ type: "ConsumeVerification", data: { purpose, challengeId } });

const issued: OtpEvent = {
  type: "OtpIssued",
  data: {
    challengeId: "c1", purpose: "register", target: phone, codeHash: "good",
    issuedAt: T0, expiresAt: "2025-03-01T08:05:00.000Z",
  },
};
const failed = (attempt: number): OtpEvent => ({
  type: "OtpAttemptFailed",
  data: { challengeId: "c1", attempt, attemptsLeft: 5 - attempt, failedAt: T0 },
});
const verified: OtpEvent = {
  type: "OtpVerified",
  data: { challengeId: "c1", verifiedAt: "2025-03-01T08:01:00.000Z", verificationExpiresAt: "2025-03-01T08:11:00.000Z" },
};

describe("IssueOtp", () => {
  it("records only the hash, with its expiry decided at issue time", () => {
    const outcome = given(otpDecider, []).when(issue, at(T0));
    expect(outcome).toEqual(thenEvents({ ...issued, data: { ...issued.data, challengeId: "id-1" } }));
  });
  it("refuses a resend less than 30 s after the last one", () => {
    expect(given(otpDecider, [issued]).when(issue, at("2025-03-01T08:00:29.999Z"))).toEqual(thenError(OTP_WAIT, 429));
    expect(resendAvailableAt(given(otpDecider, [issued]).state)?.toString()).toBe("2025-03-01T08:00:30Z");
  });
  it("allows a resend from 30 s on, which replaces the challenge", () => {
    const outcome = given(otpDecider, [issued, failed(1)]).when(issue, at("2025-03-01T08:00:30.000Z"));
    expect(outcome.events?.[0]?.type).toBe("OtpIssued");
    const state = given(otpDecider, [issued, failed(1), outcome.events?.[0] as OtpEvent]).state;
    expect(state.challenge).toMatchObject({ challengeId: "id-1", failedAttempts: 0, status: "pending" });
  });
});

describe("VerifyOtp", () => {
  it("verifies the right code before expiry", () => {
    expect(given(otpDecider, [issued]).when(verify("good"), at("2025-03-01T08:01:00.000Z"))).toEqual(thenEvents(verified));
  });
  it("records a wrong code as a failed attempt (the answer comes from verifyOutcome)", () => {
    const outcome = given(otpDecider, [issued]).when(verify("bad"), at(T0));
    expect(outcome).toEqual(thenEvents(failed(1)));
    expect(verifyOutcome(outcome.events ?? [])).toEqual(Result.fail(expect.objectContaining({ message: OTP_INVALID })));
  });
  it("kills the challenge on the fifth wrong code, even for the right code afterwards", () => {
    const four = [issued, failed(1), failed(2), failed(3), failed(4)];
    const fifth = given(otpDecider, four).when(verify("bad"), at(T0));
    expect(fifth).toEqual(thenEvents(failed(5)));
    expect(verifyOutcome(fifth.events ?? [])).toEqual(Result.fail(expect.objectContaining({ message: OTP_TOO_MANY_ATTEMPTS })));
    expect(given(otpDecider, [...four, failed(5)]).when(verify("good"), at(T0))).toEqual(thenError(OTP_TOO_MANY_ATTEMPTS));
  });
  it("refuses a code at or after five minutes", () => {
    expect(given(otpDecider, [issued]).when(verify("good"), at("2025-03-01T08:05:00.000Z"))).toEqual(thenError(OTP_EXPIRED));
  });
  it("verifies once only", () => {
    expect(given(otpDecider, [issued, verified]).when(verify("good"), at(T0))).toEqual(thenError(OTP_USED));
  });
  it("is bound to its purpose", () => {
    expect(given(otpDecider, [issued]).when(verify("good", "reset-password"), at(T0))).toEqual(thenError(OTP_INVALID));
  });
  it("needs an issued challenge", () => {
    expect(given(otpDecider, []).when(verify("good"), at(T0))).toEqual(thenError(OTP_NOT_REQUESTED));
  });
});

describe("ConsumeVerification", () => {
  it("redeems a verification once, within ten minutes", () => {
    const redeem = given(otpDecider, [issued, verified]).when(consume(), at("2025-03-01T08:10:59.999Z"));
    expect(redeem).toEqual(thenEvents({
      type: "OtpVerificationConsumed", data: { challengeId: "c1", consumedAt: "2025-03-01T08:10:59.999Z" },
    }));
    const again = given(otpDecider, [issued, verified, ...(redeem.events ?? [])]).when(consume(), at(T0));
    expect(again).toEqual(thenError(VERIFICATION_INVALID, 403));
  });
  it("refuses a late, unverified, foreign or wrong-purpose verification", () => {
    expect(given(otpDecider, [issued, verified]).when(consume(), at("2025-03-01T08:11:00.000Z")))
      .toEqual(thenError(VERIFICATION_EXPIRED, 403));
    expect(given(otpDecider, [issued]).when(consume(), at(T0))).toEqual(thenError(VERIFICATION_INVALID, 403));
    expect(given(otpDecider, [issued, verified]).when(consume("c9"), at(T0))).toEqual(thenError(VERIFICATION_INVALID, 403));
    expect(given(otpDecider, [issued, verified]).when(consume("c1", "login"), at(T0))).toEqual(thenError(VERIFICATION_INVALID, 403));
  });
});

describe("helpers", () => {
  it("names the stream by purpose and target", () => expect(otpStreamId("register", phone)).toBe("otp-register-+60123456789"));
  it("compares hashes exactly", () => {
    expect(sameHash("abc", "abc")).toBe(true);
    expect(sameHash("abc", "abd")).toBe(false);
    expect(sameHash("abc", "abcd")).toBe(false);
    expect(sameHash("", "a")).toBe(false);
  });
});
