// One-time codes (ARCHITECTURE §3, spec 1 §4, §7, §9):
//   POST /auth/otp/v2/send   {target, purpose?, recaptchaToken?} → {data:{target, purpose, resendAvailableAt}}
//   POST /auth/otp/v2/verify {target, otp, purpose?}             → {data:{verificationToken}}
// The code is drawn and sent here; only its keyed hash reaches the challenge stream
// `otp-{purpose}-{target}`, whose decider enforces the 30 s resend wait (429 'Please wait before
// requesting another OTP'), the 5-minute life, the 5 wrong codes that kill it and single use.
// A wrong code is recorded (OtpAttemptFailed) and then answered 400 with `verifyOutcome`.
// The verification token is a signed, short-lived proof bound to target, purpose and challenge
// id; register and reset-password redeem it once (see accountRoutes.ts).
// Each is one application function (domain/auth/application/sendOtp.ts, verifyOtp.ts), which
// says how the purpose is chosen when none is asked for and which mismatches are refused.
// Decisions where the spec is silent:
// - `recaptchaToken` (spec 1 §7) is accepted and not checked: no captcha provider is configured;
//   the rate limits (rateLimits.ts) stand in for it.
import type { FastifyInstance } from "fastify";
import { Schema } from "effect";
import { Temporal } from "temporal-polyfill";
import { sendOtp } from "../../../domain/auth/application/sendOtp";
import { verifyOtp } from "../../../domain/auth/application/verifyOtp";
import type { OtpPurpose } from "../../../domain/auth/otpChallenge";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import { OtpInput, SignUpPurpose, TOKEN_MAX_LENGTH } from "./credentialInput";
import { boundedText } from "../../../domain/shared/inputBounds";
import { PhoneInput } from "./phoneInput";
import { refuseWhileWaiting } from "./rateLimits";

const SendBody = Schema.Struct({
  target: PhoneInput,
  purpose: Schema.optionalKey(SignUpPurpose),
  recaptchaToken: Schema.optionalKey(boundedText("Recaptcha token", TOKEN_MAX_LENGTH)),
});

const VerifyBody = Schema.Struct({ target: PhoneInput, otp: OtpInput, purpose: Schema.optionalKey(SignUpPurpose) });

export const otpRoutes = async (app: FastifyInstance): Promise<void> => {
  const { identity } = app;
  const { engine, limits, otpCodes } = identity;

  app.post("/auth/otp/v2/send", async (request, reply) => {
    await refuseWhileWaiting(limits.otpSendPerIp.hit(request.ip), reply);
    const { target, purpose } = decodeBody(SendBody, request.body);
    const delivery = {
      ...otpCodes,
      admit: (phone: string) => refuseWhileWaiting(limits.otpSendPerPhone.hit(phone), reply),
      send: (phone: string, code: string, purpose: OtpPurpose) => identity.otpTransport.sendOtp(phone, code, purpose),
    };
    return success(await sendOtp(engine, { target, purpose }, delivery, { actor: null, correlationId: request.id }));
  });

  app.post("/auth/otp/v2/verify", async (request, reply) => {
    await refuseWhileWaiting(limits.otpVerifyPerIp.hit(request.ip), reply);
    const { target, otp, purpose } = decodeBody(VerifyBody, request.body);
    const verified = await verifyOtp(engine, { target, otp, purpose }, otpCodes.hash, { actor: null, correlationId: request.id });
    const verificationToken = await identity.tokens.issueVerification(
      { target, purpose: verified.purpose, challengeId: verified.challengeId },
      Temporal.Instant.from(verified.verificationExpiresAt),
    );
    return success({ verificationToken });
  });
};
