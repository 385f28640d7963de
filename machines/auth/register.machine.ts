// Registration by phone one-time code (spec 1 §2 "Register", §4, §5): step `phone` (Get OTP),
// step `otp` (Verify), step `details` (Register), then the final `registered`. Each step is a
// parent state whose `editing` child takes input and whose other children wait on one injected
// actor, so `snapshot.matches("otp")` picks the step to render and `snapshot.can(event)` enables
// its button. On success the injected `signOut` action runs (the sign-up may have signed the user
// in with an identity provider) and context keeps 'User registered successfully' for the login
// screen; navigating to auth-login is the UI's job.
// Decisions where the spec is silent:
// - `otp.request` (Get OTP) is only enabled while the injected `isPhoneValid` guard accepts the
//   number (spec §5: the button stays disabled); there is no "invalid" transition to show.
// - `phone.edit` goes back from the code step to change the number; it forgets the typed code.
// - Verify and Register are always enabled in their step; a rejected submit shows field messages.
// - A failed call shows its message as a red notice and returns to the step's editing state.
// - The name is trimmed before it is sent; password and confirmation are sent untouched.
// - The default `signOut` does nothing: registering with our own server signs nobody in; the UI
//   provides it when the sign-up went through an identity provider's session.
import { assign, setup } from "xstate";
import {
  validateName,
  validateOtp,
  validatePassword,
  validatePasswordConfirmation,
} from "../../domain/auth/credentials";
import { PHONE_IN_USE } from "../../domain/auth/phoneClaim";
import { checkExistActor, sendOtpActor, unprovidedActor, verifyOtpActor } from "./authActors";
import {
  type FieldErrors,
  type Notice,
  errorNotice,
  failureParams,
  fieldErrorsOf,
  hasNoFieldErrors,
  successNotice,
  withoutFieldError,
} from "./notice";
import { isPlausibleMobileNumber } from "./phoneCheck";

export const USER_REGISTERED = "User registered successfully";

export type RegisterAccountInput = {
  readonly phoneNumber: string;
  readonly verificationToken: string;
  readonly name: string;
  readonly password: string;
};

type RegisterField = "code" | "name" | "password" | "passwordConfirmation";

export type RegisterContext = {
  readonly phoneNumber: string;
  readonly code: string;
  readonly verificationToken: string | null;
  readonly name: string;
  readonly password: string;
  readonly passwordConfirmation: string;
  readonly fieldErrors: FieldErrors<RegisterField>;
  readonly notice: Notice | null;
};

export type RegisterEvent =
  | { readonly type: "phone.change"; readonly phoneNumber: string }
  | { readonly type: "otp.request" }
  | { readonly type: "code.change"; readonly code: string }
  | { readonly type: "otp.verify" }
  | { readonly type: "phone.edit" }
  | { readonly type: "name.change"; readonly name: string }
  | { readonly type: "password.change"; readonly password: string }
  | { readonly type: "passwordConfirmation.change"; readonly passwordConfirmation: string }
  | { readonly type: "registration.submit" };

const detailRules = (context: RegisterContext) => ({
  name: validateName(context.name),
  password: validatePassword(context.password),
  passwordConfirmation: validatePasswordConfirmation(context.password, context.passwordConfirmation),
});

const initialContext: RegisterContext = {
  phoneNumber: "",
  code: "",
  verificationToken: null,
  name: "",
  password: "",
  passwordConfirmation: "",
  fieldErrors: {},
  notice: null,
};

export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
  },
  actors: {
    checkExist: checkExistActor,
    sendOtp: sendOtpActor,
    verifyOtp: verifyOtpActor,
    register: unprovidedActor<void, RegisterAccountInput>("register"),
  },
  guards: {
    isPhoneValid: ({ context }) => isPlausibleMobileNumber(context.phoneNumber),
    isPhoneInUse: (_, { exist }: { exist: boolean }) => exist,
    isCodeWellFormed: ({ context }) => validateOtp(context.code) === null,
    areDetailsValid: ({ context }) => hasNoFieldErrors(detailRules(context)),
  },
  actions: {
    signOut: () => {},
    clearNotice: assign({ notice: null }),
    showFailure: assign({ notice: (_, { error }: { error: unknown }) => errorNotice(error) }),
  },
}).createMachine({
  id: "register",
  context: initialContext,
  initial: "phone",
  states: {
    phone: {
      initial: "editing",
      states: {
        editing: {
          on: {
            "phone.change": { actions: assign({ phoneNumber: ({ event }) => event.phoneNumber, notice: null }) },
            "otp.request": { guard: "isPhoneValid", target: "checkingPhone" },
          },
        },
        checkingPhone: {
          entry: "clearNotice",
          invoke: {
            id: "checkExist",
            src: "checkExist",
            input: ({ context }) => ({ phoneNumber: context.phoneNumber }),
            onDone: [
              {
                guard: { type: "isPhoneInUse", params: ({ event }) => ({ exist: event.output.exist }) },
                target: "editing",
                actions: assign({ notice: errorNotice(PHONE_IN_USE) }),
              },
              { target: "sendingOtp" },
            ],
            onError: { target: "editing", actions: { type: "showFailure", params: failureParams } },
          },
        },
        sendingOtp: {
          invoke: {
            id: "sendOtp",
            src: "sendOtp",
            input: ({ context }) => ({ target: context.phoneNumber, purpose: "register" as const }),
            onDone: { target: "#register.otp" },
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
              target: "#register.phone",
              actions: assign({ code: "", fieldErrors: {}, notice: null }),
            },
          },
        },
        verifying: {
          entry: "clearNotice",
          invoke: {
            id: "verifyOtp",
            src: "verifyOtp",
            input: ({ context }) => ({ target: context.phoneNumber, otp: context.code.trim(), purpose: "register" as const }),
            onDone: {
              target: "#register.details",
              actions: assign({ verificationToken: ({ event }) => event.output.verificationToken }),
            },
            onError: { target: "editing", actions: { type: "showFailure", params: failureParams } },
          },
        },
      },
    },
    details: {
      initial: "editing",
      states: {
        editing: {
          on: {
            "name.change": {
              actions: assign(({ context, event }) => ({
                name: event.name,
                fieldErrors: withoutFieldError(context.fieldErrors, "name"),
              })),
            },
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
            "registration.submit": [
              { guard: "areDetailsValid", target: "registering" },
              { actions: assign({ fieldErrors: ({ context }) => fieldErrorsOf(detailRules(context)) }) },
            ],
          },
        },
        registering: {
          entry: "clearNotice",
          invoke: {
            id: "register",
            src: "register",
            input: ({ context }) => ({
              phoneNumber: context.phoneNumber,
              verificationToken: context.verificationToken ?? "",
              name: context.name.trim(),
              password: context.password,
            }),
            onDone: { target: "#register.registered" },
            onError: { target: "editing", actions: { type: "showFailure", params: failureParams } },
          },
        },
      },
    },
    registered: {
      type: "final",
      entry: [
        "signOut",
        assign({
          password: "",
          passwordConfirmation: "",
          verificationToken: null,
          notice: successNotice(USER_REGISTERED),
        }),
      ],
    },
  },
});
