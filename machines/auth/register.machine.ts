// Registration by phone one-time code (spec 1 §2 "Register", §4, §5): the phone and its code are
// proven by the shared child `verification` (phoneVerification.machine.ts: step Phone with 'Get
// OTP', refusing a number in use, step OTP with 'Verify'), then step `details` (Register), then the
// final `registered`. Each step is a parent state whose `editing` child takes input and whose
// other children wait on one injected actor, so `snapshot.matches("details")` picks the step to
// render and `snapshot.can(event)` enables its button. On success the injected `signOut` action
// runs (the sign-up may have signed the user in with an identity provider) and context keeps
// 'User registered successfully' for the login screen; navigating to auth-login is the UI's job.
// Decisions where the spec is silent:
// - Register is always enabled in its step; a rejected submit shows field messages.
// - A failed call shows its message as a red notice and returns to the step's editing state.
// - The name is trimmed before it is sent; password and confirmation are sent untouched.
// - The default `signOut` does nothing: registering with our own server signs nobody in; the UI
//   provides it when the sign-up went through an identity provider's session.
import { assign, setup } from "xstate";
import { validateName, validatePassword, validatePasswordConfirmation } from "../../domain/auth/credentials";
import { unprovidedActor } from "./authActors";
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
import { phoneVerificationMachine } from "./phoneVerification.machine";

export const USER_REGISTERED = "User registered successfully";

export type RegisterAccountInput = {
  readonly phoneNumber: string;
  readonly verificationToken: string;
  readonly name: string;
  readonly password: string;
};

type RegisterField = "name" | "password" | "passwordConfirmation";

export type RegisterContext = {
  readonly phoneNumber: string;
  readonly verificationToken: string | null;
  readonly name: string;
  readonly password: string;
  readonly passwordConfirmation: string;
  readonly fieldErrors: FieldErrors<RegisterField>;
  readonly notice: Notice | null;
};

export type RegisterEvent =
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
    children: {} as { verification: "verification"; register: "register" },
  },
  actors: {
    verification: phoneVerificationMachine,
    register: unprovidedActor<void, RegisterAccountInput>("register"),
  },
  guards: {
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
  initial: "verification",
  states: {
    verification: {
      invoke: {
        id: "verification",
        src: "verification",
        input: { purpose: "register", phoneRule: "new" },
        onDone: {
          target: "details",
          actions: assign({
            phoneNumber: ({ event }) => event.output.phoneNumber,
            verificationToken: ({ event }) => event.output.verificationToken,
          }),
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
