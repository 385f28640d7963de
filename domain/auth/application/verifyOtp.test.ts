import { describe, expect, it } from "vitest";
import { memoryEngine } from "../../../tests/support/memoryEngine";
import { typesOn } from "../../../tests/support/givenBusiness";
import { otpStreamId } from "../otpChallenge";
import { OTP_INVALID } from "../otpRules";
import { sendOtp } from "./sendOtp";
import { verifyOtp } from "./verifyOtp";

const ANONYMOUS = { actor: null };
const hash = (purpose: string, target: string, code: string) => `${purpose}:${target}:${code}`;
const delivery = { admit: async () => undefined, generate: () => "123456", hash, send: async () => undefined };

describe("verifyOtp", () => {
  it("verifies the right code and answers the verification", async () => {
    const { engine, store } = memoryEngine("2026-11-25T10:00:00Z");
    await sendOtp(engine, { target: "+60123450001" }, delivery, ANONYMOUS);
    const verified = await verifyOtp(engine, { target: "+60123450001", otp: "123456" }, hash, ANONYMOUS);
    expect(verified).toMatchObject({ purpose: "register", challengeId: expect.any(String), verificationExpiresAt: "2026-11-25T10:10:00.000Z" });
    expect(await typesOn(store, otpStreamId("register", "+60123450001"))).toEqual(["OtpIssued", "OtpVerified"]);
  });

  it("records a wrong code, then refuses it", async () => {
    const { engine, store } = memoryEngine();
    await sendOtp(engine, { target: "+60123450001" }, delivery, ANONYMOUS);
    await expect(verifyOtp(engine, { target: "+60123450001", otp: "000000" }, hash, ANONYMOUS)).rejects.toMatchObject({ message: OTP_INVALID, status: 400 });
    expect(await typesOn(store, otpStreamId("register", "+60123450001"))).toEqual(["OtpIssued", "OtpAttemptFailed"]);
  });
});
