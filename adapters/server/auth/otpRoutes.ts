// One-time codes (ARCHITECTURE §3, spec 1 §4, §7, §9):
//   POST /auth/otp/v2/send   {target, purpose?, recaptchaToken?} → {data:{target, purpose, resendAvailableAt}}
//   POST /auth/otp/v2/verify {target, otp, purpose?}             → {data:{verificationToken}}
// The code is drawn and sent here; only its keyed hash reaches the challenge stream
// `otp-{purpose}-{target}`, whose decider enforces the 30 s resend wait (429 'Please wait before
// requesting another OTP'), the 5-minute life, the 5 wrong codes that kill it and single use.
// A wrong code is recorded (OtpAttemptFailed) and then answered 400 with `verifyOutcome`.
// The verification token is a signed, short-lived proof bound to target, purpose and challenge
// id; register and reset-password redeem it once (see accountRoutes.ts).
// Decisions where the spec is silent:
// - `purpose` is optional: an unknown phone defaults to `register`, a registered one to
//   `reset-password`. Asking for a registration code for a registered phone answers 409
//   'This phone number already in use'; a reset code for an unknown phone answers 404
//   'not registered as a member' (spec 1 §8, forgot-password phone step). No code is sent then.
// - A registration code needs a MY or SG number ('Invalid country code'), like registration.
// - `recaptchaToken` (spec 1 §7) is accepted and not checked: no captcha provider is configured;
//   the rate limits (rateLimits.ts) stand in for it.
import type { FastifyInstance } from "fastify";
import { Result, Schema } from "effect";
import { Temporal } from "temporal-polyfill";
import { isoOf } from "../../../domain/auth/fields";
import { type OtpEvent, otpDecider, otpStreamId } from "../../../domain/auth/otpChallenge";
import { resendAvailableAt, verifyOutcome } from "../../../domain/auth/otpRules";
import { PHONE_IN_USE } from "../../../domain/auth/phoneClaim";
import { DomainError } from "../../../domain/engine/decider";
import { checkPhone } from "../../../domain/shared/phone";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import { RequestValidationError } from "../requestValidationError";
import { userIdOfPhone } from "./accountLookup";
import { OtpInput, SignUpPurpose, TOKEN_MAX_LENGTH } from "./credentialInput";
import { boundedText } from "../../../domain/shared/inputBounds";
import type { Identity } from "./identity";
import { PhoneInput } from "./phoneInput";
import { refuseWhileWaiting } from "./rateLimits";
import { runCommand } from "./runCommand";

export const NOT_A_MEMBER = "not registered as a member";

const SendBody = Schema.Struct({
  target: PhoneInput,
  purpose: Schema.optionalKey(SignUpPurpose),
  recaptchaToken: Schema.optionalKey(boundedText("Recaptcha token", TOKEN_MAX_LENGTH)),
});

const VerifyBody = Schema.Struct({ target: PhoneInput, otp: OtpInput, purpose: Schema.optionalKey(SignUpPurpose) });

/** The purpose asked for, or the one the phone's state implies. */
const purposeFor = async (identity: Identity, target: string, asked: SignUpPurpose | undefined) => {
  const owner = await userIdOfPhone(identity.engine, target);
  return { purpose: asked ?? (owner === null ? "register" : "reset-password"), owner } as const;
};

const refuseMismatch = (purpose: SignUpPurpose, target: string, owner: string | null): void => {
  if (purpose === "register" && owner !== null) throw new DomainError(PHONE_IN_USE, 409, ["target"]);
  if (purpose === "reset-password" && owner === null) throw new DomainError(NOT_A_MEMBER, 404, ["target"]);
  const countryProblem = purpose === "register" ? checkPhone(target) : null;
  if (countryProblem !== null) throw new RequestValidationError([{ path: ["target"], message: countryProblem }]);
};

export const otpRoutes = async (app: FastifyInstance): Promise<void> => {
  const { identity } = app;
  const { engine, limits, otpCodes } = identity;

  app.post("/auth/otp/v2/send", async (request, reply) => {
    refuseWhileWaiting(limits.otpSendPerIp.hit(request.ip), reply);
    const body = decodeBody(SendBody, request.body);
    const { target } = body;
    const { purpose, owner } = await purposeFor(identity, target, body.purpose);
    refuseMismatch(purpose, target, owner);
    refuseWhileWaiting(limits.otpSendPerPhone.hit(target), reply);
    const code = otpCodes.generate();
    const codeHash = otpCodes.hash(purpose, target, code);
    const issued = await runCommand(engine, otpDecider, otpStreamId(purpose, target), {
      type: "IssueOtp",
      data: { purpose, target, codeHash },
    }, null);
    await identity.otpTransport.sendOtp(target, code, purpose);
    const resendAt = resendAvailableAt(issued.state);
    return success({ target, purpose, resendAvailableAt: resendAt === null ? null : isoOf(resendAt) });
  });

  app.post("/auth/otp/v2/verify", async (request, reply) => {
    refuseWhileWaiting(limits.otpVerifyPerIp.hit(request.ip), reply);
    const body = decodeBody(VerifyBody, request.body);
    const { target, otp } = body;
    const { purpose } = await purposeFor(identity, target, body.purpose);
    const outcome = await runCommand(engine, otpDecider, otpStreamId(purpose, target), {
      type: "VerifyOtp",
      data: { purpose, codeHash: otpCodes.hash(purpose, target, otp) },
    }, null);
    const verified = verifyOutcome(outcome.events as unknown as ReadonlyArray<OtpEvent>);
    if (Result.isFailure(verified)) throw verified.failure;
    const { challengeId, verificationExpiresAt } = verified.success;
    const verificationToken = await identity.tokens.issueVerification(
      { target, purpose, challengeId },
      Temporal.Instant.from(verificationExpiresAt),
    );
    return success({ verificationToken });
  });
};
