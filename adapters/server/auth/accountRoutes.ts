// Accounts (spec 1 §2, §4, §5, §7, §8; ARCHITECTURE §3):
//   GET  /auth/check-exist/{phone}                                → {data:{exist}}
//   POST /auth/register {phoneNumber, verificationToken, name, password} → {data:{id, name, phoneNumber}}
//   POST /auth/reset-password {phoneNumber, verificationToken, password} → {data:{}}
// Both writes redeem the verification token of a verified OTP (otpRoutes.ts) exactly once
// (ConsumeVerification on its challenge stream), for the same phone and purpose; any other
// token answers 403 'Invalid verification token'. The redemption and the account (or the new
// password) are one unit of work (domain/auth/application/): 'This phone number already in use'
// leaves the verification unspent. A new password also revokes every token issued before it.
// Decisions where the spec is silent:
// - Reset for a phone without an account answers 404 'Invalid user': the spec's message when the
//   user goes missing during reset, which sends the forgot-password flow back to its PHONE step
//   (spec 1 §4, §8). 'not registered as a member' is the phone step's answer (OTP send).
// - Order of work: decode, check the token's signature and binding (cheap: no unauthenticated
//   caller makes the server hash), hash the password (slow), then redeem and write together. Registration answers
//   the new user without any secret.
// - The confirmation field ('Password not identical') is the form's rule and not sent.
import type { FastifyInstance } from "fastify";
import { Schema } from "effect";
import { openAccount } from "../../../domain/auth/application/openAccount";
import { resetPassword } from "../../../domain/auth/application/resetPassword";
import type { OtpPurpose } from "../../../domain/auth/otpChallenge";
import { VERIFICATION_INVALID } from "../../../domain/auth/otpRules";
import { INVALID_USER } from "../../../domain/auth/user";
import { DomainError } from "../../../domain/engine/decider";
import type { Verification } from "../../auth/tokens";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import { userIdOfPhone } from "./accountLookup";
import { NameInput, NewPasswordInput, VerificationTokenInput } from "./credentialInput";
import type { Identity } from "./identity";
import { NewAccountPhoneInput, PhoneInput, phoneInPath } from "./phoneInput";
import { refuseWhileWaiting } from "./rateLimits";

const RegisterBody = Schema.Struct({
  phoneNumber: NewAccountPhoneInput,
  verificationToken: VerificationTokenInput,
  name: NameInput,
  password: NewPasswordInput,
});

const ResetBody = Schema.Struct({
  phoneNumber: PhoneInput,
  verificationToken: VerificationTokenInput,
  password: NewPasswordInput,
});

/** The verification `token` proves for `phoneNumber` and `purpose`, or 403 (nothing redeemed yet). */
const verificationOf = async (identity: Identity, token: string, purpose: OtpPurpose, phoneNumber: string) => {
  const verification = await identity.tokens.verifyVerification(token);
  if (verification === null || verification.purpose !== purpose || verification.target !== phoneNumber) {
    throw new DomainError(VERIFICATION_INVALID, 403, ["verificationToken"]);
  }
  return verification;
};

export const accountRoutes = async (app: FastifyInstance): Promise<void> => {
  const { identity } = app;
  const { engine, passwords } = identity;

  app.get<{ Params: { phone: string } }>("/auth/check-exist/:phone", async (request, reply) => {
    await refuseWhileWaiting(identity.limits.checkExistPerIp.hit(request.ip), reply);
    const phoneNumber = phoneInPath(request.params.phone);
    return success({ exist: (await userIdOfPhone(engine, phoneNumber)) !== null });
  });

  app.post("/auth/register", async (request) => {
    const { phoneNumber, verificationToken, name, password } = decodeBody(RegisterBody, request.body);
    const verification = await verificationOf(identity, verificationToken, "register", phoneNumber);
    const passwordHash = await passwords.hash(password);
    const id = await openAccount(engine, { phoneNumber, name, passwordHash }, null, verification);
    return success({ id, name, phoneNumber });
  });

  app.post("/auth/reset-password", async (request) => {
    const { phoneNumber, verificationToken, password } = decodeBody(ResetBody, request.body);
    const userId = await userIdOfPhone(engine, phoneNumber);
    if (userId === null) throw new DomainError(INVALID_USER, 404, ["phoneNumber"]);
    const verification = await verificationOf(identity, verificationToken, "reset-password", phoneNumber);
    const passwordHash = await passwords.hash(password);
    await resetPassword(engine, userId, passwordHash, verification);
    return success({});
  });
};
