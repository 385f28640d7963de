// The auth machines' actors, taken from the auth port (machines/auth/authActors.ts names their
// inputs and outputs), and the phone guard every auth flow shares. Screens provide these with
// `machine.provide({ actors: …, guards: … })`.
// Sign-in's actors are login/loginActors.ts: the login page, the first page most users see, then
// does not load the phone verification machine and the domain Schemas its messages come from.
import { fromPromise } from "xstate";
import type { CheckExistInput, CheckExistOutput, SendOtpInput, VerifyOtpInput, VerifyOtpOutput } from "../../machines/auth/authActors";
import type { ResetPasswordInput } from "../../machines/auth/forgotPassword.machine";
import { phoneVerificationMachine } from "../../machines/auth/phoneVerification.machine";
import type { RegisterAccountInput } from "../../machines/auth/register.machine";
import type { AuthPort } from "../ports/authPort";
import { isMemberPhone } from "../kit/phoneProof/phoneNumber";

export const otpActors = (auth: AuthPort) => ({
  checkExist: fromPromise<CheckExistOutput, CheckExistInput>(({ input }) => auth.checkExist(input)),
  sendOtp: fromPromise<void, SendOtpInput>(({ input }) => auth.sendOtp(input)),
  verifyOtp: fromPromise<VerifyOtpOutput, VerifyOtpInput>(({ input }) => auth.verifyOtp(input)),
});

/** The shared phone verification on the auth port, with the back office's phone rule. */
export const phoneVerification = (auth: AuthPort) =>
  phoneVerificationMachine.provide({ actors: otpActors(auth), guards: { isPhoneValid: memberPhoneGuard } });

export const registerActor = (auth: AuthPort) =>
  fromPromise<void, RegisterAccountInput>(({ input }) => auth.register(input));

export const resetPasswordActor = (auth: AuthPort) =>
  fromPromise<void, ResetPasswordInput>(({ input }) => auth.resetPassword(input));

/** The `isPhoneValid` guard of the phone verification in registration and forgot password. */
export const memberPhoneGuard = ({ context }: { context: { phoneNumber: string } }) => isMemberPhone(context.phoneNumber);
