// Password reset (spec 1 §2 "Forgot password", §4, §8): steps PHONE, OTP and RESET as the parent
// states `phone`, `otp` and `reset`, then the final `passwordChanged` with 'Password changed' in
// context (the UI returns to login). The code is only sent to a phone the injected `checkExist`
// finds registered; otherwise the flow stays on PHONE with 'not registered as a member'. When the
// server answers 'Invalid user' (the account vanished between steps), the flow returns to PHONE
// with that message and forgets the code and the verification token.
// Decisions where the spec is silent:
// - 'Invalid user' is honoured from both verifyOtp and resetPassword, the two calls made after the
//   phone check; any other failure shows its message and stays on the step.
// - RESET asks for the new password twice, with the registration rules ('At least 8 characters',
//   'Password not identical'); `phone.edit` goes back from OTP like in registration.
import { assign, setup } from "xstate";
import { validateOtp, validatePassword, validatePasswordConfirmation } from "../../domain/auth/credentials";
import { INVALID_USER } from "../../domain/auth/user";
import { checkExistActor, sendOtpActor, unprovidedActor, verifyOtpActor } from "./authActors";
import {
  type FieldErrors,
  type Notice,
  errorNotice,
  failureParams,
  fieldErrorsOf,
  hasNoFieldErrors,
  messageOf,
  successNotice,
  withoutFieldError,
} from "./notice";
import { isPlausibleMobileNumber } from "./phoneCheck";

export const NOT_A_MEMBER = "not registered as a member";
export const PASSWORD_CHANGED = "Password changed";

export type ResetPasswordInput = {
  readonly phoneNumber: string;
  readonly verificationToken: string;
  readonly password: string;
};

type ResetField = "code" | "password" | "passwordConfirmation";

export type ForgotPasswordContext = {
  readonly phoneNumber: string;
  readonly code: string;
  readonly verificationToken: string | null;
  readonly password: string;
  readonly passwordConfirmation: string;
  readonly fieldErrors: FieldErrors<ResetField>;
  readonly notice: Notice | null;
};

export type ForgotPasswordEvent =
  | { readonly type: "phone.change"; readonly phoneNumber: string }
  | { readonly type: "otp.request" }
  | { readonly type: "code.change"; readonly code: string }
  | { readonly type: "otp.verify" }
  | { readonly type: "phone.edit" }
  | { readonly type: "password.change"; readonly password: string }
  | { readonly type: "passwordConfirmation.change"; readonly passwordConfirmation: string }
  | { readonly type: "password.reset" };

const newPasswordRules = (context: ForgotPasswordContext) => ({
  password: validatePassword(context.password),
  passwordConfirmation: validatePasswordConfirmation(context.password, context.passwordConfirmation),
});

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
  },
  actors: {
    checkExist: checkExistActor,
    sendOtp: sendOtpActor,
    verifyOtp: verifyOtpActor,
    resetPassword: unprovidedActor<void, ResetPasswordInput>("resetPassword"),
  },
  guards: {
    isPhoneValid: ({ context }) => isPlausibleMobileNumber(context.phoneNumber),
    isRegistered: (_, { exist }: { exist: boolean }) => exist,
    isInvalidUser: (_, { error }: { error: unknown }) => messageOf(error) === INVALID_USER,
    isCodeWellFormed: ({ context }) => validateOtp(context.code) === null,
    isNewPasswordValid: ({ context }) => hasNoFieldErrors(newPasswordRules(context)),
  },
  actions: {
    clearNotice: assign({ notice: null }),
    showFailure: assign({ notice: (_, { error }: { error: unknown }) => errorNotice(error) }),
    forgetVerification: assign({
      code: "",
      verificationToken: null,
      password: "",
      passwordConfirmation: "",
      fieldErrors: {},
      notice: errorNotice(INVALID_USER),
    }),
  },
}).createMachine({
  id: "forgotPassword",
  context: {
    phoneNumber: "",
    code: "",
    verificationToken: null,
    password: "",
    passwordConfirmation: "",
    fieldErrors: {},
    notice: null,
  },
  initial: "phone",
  states: {
    phone: {
      initial: "editing",
      states: {
        editing: {
          on: {
            "phone.change": { actions: assign({ phoneNumber: ({ event }) => event.phoneNumber, notice: null }) },
            "otp.request": { guard: "isPhoneValid", target: "checkingMembership" },
          },
        },
        checkingMembership: {
          entry: "clearNotice",
          invoke: {
            id: "checkExist",
            src: "checkExist",
            input: ({ context }) => ({ phoneNumber: context.phoneNumber }),
            onDone: [
              {
                guard: { type: "isRegistered", params: ({ event }) => ({ exist: event.output.exist }) },
                target: "sendingOtp",
              },
              { target: "editing", actions: assign({ notice: errorNotice(NOT_A_MEMBER) }) },
            ],
            onError: { target: "editing", actions: { type: "showFailure", params: failureParams } },
          },
        },
        sendingOtp: {
          invoke: {
            id: "sendOtp",
            src: "sendOtp",
            input: ({ context }) => ({ target: context.phoneNumber, purpose: "reset-password" as const }),
            onDone: { target: "#forgotPassword.otp" },
            onError: { target: "editing", actions: { type: "showFailure", params: failureParams } },
          },
        },
      },
    },
    otp: {
      initial: "editing",
      states: {
        editing: {
          on: {
            "code.change": {
              actions: assign(({ context, event }) => ({
                code: event.code,
                fieldErrors: withoutFieldError(context.fieldErrors, "code"),
                notice: null,
              })),
            },
            "otp.verify": [
              { guard: "isCodeWellFormed", target: "verifying" },
              { actions: assign({ fieldErrors: ({ context }) => fieldErrorsOf({ code: validateOtp(context.code) }) }) },
            ],
            "phone.edit": {
              target: "#forgotPassword.phone",
              actions: assign({ code: "", fieldErrors: {}, notice: null }),
            },
          },
        },
        verifying: {
          entry: "clearNotice",
          invoke: {
            id: "verifyOtp",
            src: "verifyOtp",
            input: ({ context }) => ({
              target: context.phoneNumber,
              otp: context.code.trim(),
              purpose: "reset-password" as const,
            }),
            onDone: {
              target: "#forgotPassword.reset",
              actions: assign({ verificationToken: ({ event }) => event.output.verificationToken }),
            },
            onError: [
              {
                guard: { type: "isInvalidUser", params: failureParams },
                target: "#forgotPassword.phone",
                actions: "forgetVerification",
              },
              { target: "editing", actions: { type: "showFailure", params: failureParams } },
            ],
          },
        },
      },
    },
    reset: {
      initial: "editing",
      states: {
        editing: {
          on: {
            "password.change": {
              actions: assign(({ context, event }) => ({
                password: event.password,
                fieldErrors: withoutFieldError(context.fieldErrors, "password"),
              })),
            },
            "passwordConfirmation.change": {
              actions: assign(({ context, event }) => ({
                passwordConfirmation: event.passwordConfirmation,
                fieldErrors: withoutFieldError(context.fieldErrors, "passwordConfirmation"),
              })),
            },
            "password.reset": [
              { guard: "isNewPasswordValid", target: "resetting" },
              { actions: assign({ fieldErrors: ({ context }) => fieldErrorsOf(newPasswordRules(context)) }) },
            ],
          },
        },
        resetting: {
          entry: "clearNotice",
          invoke: {
            id: "resetPassword",
            src: "resetPassword",
            input: ({ context }) => ({
              phoneNumber: context.phoneNumber,
              verificationToken: context.verificationToken ?? "",
              password: context.password,
            }),
            onDone: { target: "#forgotPassword.passwordChanged" },
            onError: [
              {
                guard: { type: "isInvalidUser", params: failureParams },
                target: "#forgotPassword.phone",
                actions: "forgetVerification",
              },
              { target: "editing", actions: { type: "showFailure", params: failureParams } },
            ],
          },
        },
      },
    },
    passwordChanged: {
      type: "final",
      entry: assign({
        password: "",
        passwordConfirmation: "",
        verificationToken: null,
        notice: successNotice(PASSWORD_CHANGED),
      }),
    },
  },
});
