// Sign-in by phone and password (spec 1 §2 "Login", §7 POST /auth/login). The form's fields live
// in context; `login.submit` either starts the injected `login` actor or, when a field is empty,
// stays and shows the field messages. A failed call keeps the server's message for the red notice;
// success ends in the final `signedIn` state with the access token in context (the UI then hands
// the token to the session machine and navigates to /).
// Decisions where the spec is silent:
// - Sign-in checks presence only ('Phone is required', 'Password required'): phone shape and
//   password length are the server's answer to give, so accounts from any country (the
//   provisioned admin) and passwords older than the 8-character rule can still sign in.
// - The password is dropped from context once signed in; after a failure it stays for a retry.
// - Social sign-in (spec 1 §2, two identity providers) is the other way out of `editing`: the
//   injected `socialSignIn` actor runs the provider's popup and the server exchange and answers
//   the same access token as a login; its failure is the same red notice (spec 1 §8). It needs
//   neither field, so it leaves their messages alone and keeps what was typed.
import { assertEvent, assign, setup } from "xstate";
import { validatePasswordEntered } from "../../domain/auth/credentials";
import { unprovidedActor } from "./authActors";
import { type FieldErrors, type Notice, errorNotice, fieldErrorsOf, hasNoFieldErrors, withoutFieldError } from "./notice";

export const PHONE_REQUIRED = "Phone is required";

export type LoginInput = { readonly phoneNumber: string; readonly password: string };
export type LoginOutput = { readonly accessToken: string };
export type SocialProvider = "google" | "facebook";
export type SocialSignInInput = { readonly provider: SocialProvider };

type LoginField = "phoneNumber" | "password";

export type LoginContext = {
  readonly phoneNumber: string;
  readonly password: string;
  readonly fieldErrors: FieldErrors<LoginField>;
  readonly notice: Notice | null;
  readonly accessToken: string | null;
};

export type LoginEvent =
  | { readonly type: "phone.change"; readonly phoneNumber: string }
  | { readonly type: "password.change"; readonly password: string }
  | { readonly type: "login.submit" }
  | { readonly type: "social.submit"; readonly provider: SocialProvider };

const credentialRules = ({ phoneNumber, password }: LoginContext) => ({
  phoneNumber: phoneNumber.trim().length === 0 ? PHONE_REQUIRED : null,
  password: validatePasswordEntered(password),
});

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
  },
  actors: {
    login: unprovidedActor<LoginOutput, LoginInput>("login"),
    socialSignIn: unprovidedActor<LoginOutput, SocialSignInInput>("socialSignIn"),
  },
  guards: {
    areCredentialsEntered: ({ context }) => hasNoFieldErrors(credentialRules(context)),
  },
  actions: {
    showCredentialErrors: assign({ fieldErrors: ({ context }) => fieldErrorsOf(credentialRules(context)) }),
    clearNotice: assign({ notice: null }),
  },
}).createMachine({
  id: "login",
  context: { phoneNumber: "", password: "", fieldErrors: {}, notice: null, accessToken: null },
  initial: "editing",
  states: {
    editing: {
      on: {
        "phone.change": {
          actions: assign(({ context, event }) => ({
            phoneNumber: event.phoneNumber,
            fieldErrors: withoutFieldError(context.fieldErrors, "phoneNumber"),
          })),
        },
        "password.change": {
          actions: assign(({ context, event }) => ({
            password: event.password,
            fieldErrors: withoutFieldError(context.fieldErrors, "password"),
          })),
        },
        "login.submit": [
          { guard: "areCredentialsEntered", target: "submitting" },
          { actions: "showCredentialErrors" },
        ],
        "social.submit": { target: "signingInSocially" },
      },
    },
    submitting: {
      entry: "clearNotice",
      invoke: {
        id: "login",
        src: "login",
        input: ({ context }) => ({ phoneNumber: context.phoneNumber.trim(), password: context.password }),
        onDone: {
          target: "signedIn",
          actions: assign({ accessToken: ({ event }) => event.output.accessToken, password: "" }),
        },
        onError: { target: "editing", actions: assign({ notice: ({ event }) => errorNotice(event.error) }) },
      },
    },
    signingInSocially: {
      entry: "clearNotice",
      invoke: {
        id: "socialSignIn",
        src: "socialSignIn",
        input: ({ event }) => {
          assertEvent(event, "social.submit");
          return { provider: event.provider };
        },
        onDone: { target: "signedIn", actions: assign({ accessToken: ({ event }) => event.output.accessToken, password: "" }) },
        onError: { target: "editing", actions: assign({ notice: ({ event }) => errorNotice(event.error) }) },
      },
    },
    signedIn: { type: "final" },
  },
});
