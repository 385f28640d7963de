// The auth machines as the Machine Lab and the model-based test see them: sample input, mock
// actors that answer like a healthy server (so each flow runs to its end without one), and the
// sample payloads that let a model walk reach every state: valid and invalid form values, both
// answers of every yes/no call, and one failure per call. Sample data only: no clock, no randomness.
import { fromPromise } from "xstate";
import { actorDone, actorFailed, catalogueEntry } from "../catalogueEntry";
import type { CheckExistInput, CheckExistOutput, SendOtpInput, VerifyOtpInput, VerifyOtpOutput } from "./authActors";
import { type ResetPasswordInput, forgotPasswordMachine } from "./forgotPassword.machine";
import { type LoginInput, type LoginOutput, type SocialSignInInput, loginMachine } from "./login.machine";
import { otpCountdownMachine } from "./otpCountdown.machine";
import { phoneVerificationMachine } from "./phoneVerification.machine";
import { type RegisterAccountInput, registerMachine } from "./register.machine";
import { type SessionGrant, type SwitchUserInput, type TokenInput, sessionMachine } from "./session.machine";

const SAMPLE_PHONE = "+60123456789";
const SAMPLE_CODE = "123456";
const SAMPLE_PASSWORD = "correct-horse-8";

const sampleVerification = fromPromise<VerifyOtpOutput, VerifyOtpInput>(async ({ input }) => ({
  verificationToken: `sample-verification-${input.purpose}-${input.target}`,
}));
const sampleSend = fromPromise<void, SendOtpInput>(async () => undefined);
const phoneExists = (exist: boolean) =>
  fromPromise<CheckExistOutput, CheckExistInput>(async () => ({ exist }));

/** The shared phone proof, answering like a healthy server for a number the flow accepts. */
const sampleProof = (exist: boolean) =>
  phoneVerificationMachine.provide({ actors: { checkExist: phoneExists(exist), sendOtp: sampleSend, verifyOtp: sampleVerification } });
const SAMPLE_PROOF = { phoneNumber: SAMPLE_PHONE, verificationToken: "sample-verification-token" };

const ADMIN_GRANT: SessionGrant = {
  accessToken: "sample-admin-token",
  claims: { userId: "000000000000000000000001", roles: ["admin"], agentIds: [] },
};
const MEMBER_GRANT: SessionGrant = {
  accessToken: "sample-owner-token",
  claims: { userId: "000000000000000000000002", roles: [], agentIds: [] },
};
const DEBUG_GRANT: SessionGrant = {
  accessToken: "sample-debug-token",
  claims: { ...MEMBER_GRANT.claims, debugBy: ADMIN_GRANT.claims.userId },
};

const login = catalogueEntry({
  id: "auth.login",
  title: "Login",
  description: "Phone and password or social sign-in; a failed call keeps the server's message for a red notice.",
  machine: loginMachine,
  sampleInput: undefined,
  mockActors: {
    login: fromPromise<LoginOutput, LoginInput>(async ({ input }) => ({
      accessToken: `sample-access-token-${input.phoneNumber}`,
    })),
    socialSignIn: fromPromise<LoginOutput, SocialSignInInput>(async ({ input }) => ({
      accessToken: `sample-social-token-${input.provider}`,
    })),
  },
  sampleEvents: [
    { type: "phone.change", phoneNumber: SAMPLE_PHONE },
    { type: "password.change", password: SAMPLE_PASSWORD },
    actorDone("login", { accessToken: "sample-access-token" }),
    actorFailed("login", "Invalid phone number or password"),
    { type: "social.submit", provider: "google" },
    actorDone("socialSignIn", { accessToken: "sample-social-token" }),
    actorFailed("socialSignIn", "Invalid user"),
  ],
});

const phoneVerification = catalogueEntry({
  id: "auth.phoneVerification",
  title: "Phone verification",
  description: "The phone and its one-time code, shared by registration, password reset and a customer's claim; ends with a verification token.",
  machine: phoneVerificationMachine,
  sampleInput: { purpose: "register", phoneRule: "new" },
  mockActors: { checkExist: phoneExists(false), sendOtp: sampleSend, verifyOtp: sampleVerification },
  sampleEvents: [
    { type: "phone.change", phoneNumber: "+6012" },
    { type: "phone.change", phoneNumber: SAMPLE_PHONE },
    actorDone("checkExist", { exist: true }),
    actorDone("checkExist", { exist: false }),
    actorFailed("checkExist", "Network Error"),
    actorFailed("sendOtp", "Too many requests"),
    { type: "code.change", code: "12345" },
    { type: "code.change", code: SAMPLE_CODE },
    actorDone("verifyOtp", { verificationToken: "sample-verification-token" }),
    actorFailed("verifyOtp", "Invalid OTP"),
    actorFailed("verifyOtp", "Invalid user"),
  ],
});

const register = catalogueEntry({
  id: "auth.register",
  title: "Registration",
  description: "Phone, one-time code, then name and password; ends signed out with 'User registered successfully'.",
  machine: registerMachine,
  sampleInput: undefined,
  mockActors: {
    verification: sampleProof(false),
    register: fromPromise<void, RegisterAccountInput>(async () => undefined),
  },
  sampleEvents: [
    actorDone("verification", SAMPLE_PROOF),
    { type: "name.change", name: "Aisha Tan" },
    { type: "password.change", password: "short" },
    { type: "password.change", password: SAMPLE_PASSWORD },
    { type: "passwordConfirmation.change", passwordConfirmation: SAMPLE_PASSWORD },
    actorFailed("register", "This phone number already in use"),
  ],
});

const forgotPassword = catalogueEntry({
  id: "auth.forgotPassword",
  title: "Forgot password",
  description: "PHONE and OTP (the shared phone verification), RESET; 'Invalid user' from the server returns to PHONE; ends with 'Password changed'.",
  machine: forgotPasswordMachine,
  sampleInput: undefined,
  mockActors: {
    verification: sampleProof(true),
    resetPassword: fromPromise<void, ResetPasswordInput>(async () => undefined),
  },
  sampleEvents: [
    actorDone("verification", SAMPLE_PROOF),
    { type: "password.change", password: "short" },
    { type: "password.change", password: SAMPLE_PASSWORD },
    { type: "passwordConfirmation.change", passwordConfirmation: SAMPLE_PASSWORD },
    actorFailed("resetPassword", "Invalid user"),
    actorFailed("resetPassword", "Network Error"),
  ],
});

const otpCountdown = catalogueEntry({
  id: "auth.otpCountdown",
  title: "OTP resend countdown",
  description: "30 s after a code is sent, the timer text allows one resend, which restarts the countdown.",
  machine: otpCountdownMachine,
  sampleInput: { target: SAMPLE_PHONE, purpose: "register" },
  mockActors: { sendOtp: sampleSend },
  sampleEvents: [actorFailed("sendOtp", "Too many requests")],
});

const session = catalogueEntry({
  id: "auth.session",
  title: "Session",
  description: "Signed out or in; token refresh every 20 minutes; admin/staff switch user and switch back.",
  machine: sessionMachine,
  sampleInput: undefined,
  mockActors: {
    refreshToken: fromPromise<TokenInput, TokenInput>(async () => ({ accessToken: "sample-refreshed-token" })),
    switchUser: fromPromise<SessionGrant, SwitchUserInput>(async () => DEBUG_GRANT),
    stopDebug: fromPromise<SessionGrant, TokenInput>(async () => ADMIN_GRANT),
  },
  sampleEvents: [
    { type: "session.signIn", grant: ADMIN_GRANT },
    { type: "session.signIn", grant: MEMBER_GRANT },
    { type: "session.signIn", grant: DEBUG_GRANT },
    { type: "switchPhone.change", phoneNumber: "+6012" },
    { type: "switchPhone.change", phoneNumber: "+60198765432" },
    actorDone("refreshToken", { accessToken: "sample-refreshed-token" }),
    actorFailed("refreshToken", "Unauthorized request"),
    actorFailed("refreshToken", "Network Error"),
    actorDone("switchUser", DEBUG_GRANT),
    actorDone("switchUser", MEMBER_GRANT),
    actorFailed("switchUser", "User not found"),
    actorDone("stopDebug", ADMIN_GRANT),
    actorDone("stopDebug", DEBUG_GRANT),
    actorFailed("stopDebug", "Network Error"),
  ],
});

export const authCatalogue = [login, phoneVerification, register, forgotPassword, otpCountdown, session];
