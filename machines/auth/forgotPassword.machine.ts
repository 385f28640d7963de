// Password reset (spec 1 §2 "Forgot password", §4, §8): steps PHONE and OTP in the shared child
// `verification` (phoneVerification.machine.ts: the code is only sent to a registered phone,
// otherwise 'not registered as a member'), then RESET as `reset`, then the final `passwordChanged`
// with 'Password changed' in context (the UI returns to login). When the server answers 'Invalid
// user' (the account vanished between steps), the flow returns to PHONE with that message and
// forgets the verification token.
// Decisions where the spec is silent:
// - 'Invalid user' is honoured from both Verify (in the child) and resetPassword, the two calls
//   made after the phone check; any other failure shows its message and stays on the step.
// - RESET asks for the new password twice, with the registration rules ('At least 8 characters',
//   'Password not identical'); `phone.edit` goes back from OTP like in registration.
import { assign, setup } from "xstate";
import { validatePassword, validatePasswordConfirmation } from "../../domain/auth/credentials";
import { INVALID_USER } from "../../domain/auth/authRefusals";
import { unprovidedActor } from "./authActors";
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
import { phoneVerificationMachine } from "./phoneVerification.machine";

export { NOT_A_MEMBER } from "./phoneVerification.machine";
export const PASSWORD_CHANGED = "Password changed";

export type ResetPasswordInput = {
  readonly phoneNumber: string;
  readonly verificationToken: string;
  readonly password: string;
};

type ResetField = "password" | "passwordConfirmation";

export type ForgotPasswordContext = {
  readonly phoneNumber: string;
  readonly verificationToken: string | null;
  readonly password: string;
  readonly passwordConfirmation: string;
  readonly fieldErrors: FieldErrors<ResetField>;
  readonly notice: Notice | null;
};

export type ForgotPasswordEvent =
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
    children: {} as { verification: "verification"; resetPassword: "resetPassword" },
  },
  actors: {
    verification: phoneVerificationMachine,
    resetPassword: unprovidedActor<void, ResetPasswordInput>("resetPassword"),
  },
  guards: {
    isInvalidUser: (_, { error }: { error: unknown }) => messageOf(error) === INVALID_USER,
    isNewPasswordValid: ({ context }) => hasNoFieldErrors(newPasswordRules(context)),
  },
  actions: {
    clearNotice: assign({ notice: null }),
    showFailure: assign({ notice: (_, { error }: { error: unknown }) => errorNotice(error) }),
    forgetVerification: assign({
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
    verificationToken: null,
    password: "",
    passwordConfirmation: "",
    fieldErrors: {},
    notice: null,
  },
  initial: "verification",
  states: {
    verification: {
      invoke: {
        id: "verification",
        src: "verification",
        input: ({ context }) => ({ purpose: "reset-password", phoneRule: "registered", phoneNumber: context.phoneNumber, notice: context.notice }),
        onDone: {
          target: "reset",
          actions: assign({
            phoneNumber: ({ event }) => event.output.phoneNumber,
            verificationToken: ({ event }) => event.output.verificationToken,
            notice: null,
          }),
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
                target: "#forgotPassword.verification",
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
