// Owns: proving a phone with a one-time code, the child every phone flow invokes (registration
// and password reset, spec 1 §2, §4, §5; a customer's claim, ARCHITECTURE §3): step `phone`
// (Get OTP), where the number is checked against what the flow needs (`phoneRule`: a new number
// for registration, 'This phone number already in use'; a registered one for a reset, 'not
// registered as a member'; any for a customer), the code sent for the flow's `purpose`, step
// `otp` (Verify), then the final `verified`, whose output is the phone and its verification
// token. Each step is a parent state whose `editing` child takes input, so `snapshot.matches` picks
// the step to render and `snapshot.can(event)` enables its button.
// Decisions where the spec is silent:
// - `otp.request` is only enabled while the injected `isPhoneValid` guard accepts the number
//   (spec §5: the button stays disabled); the number is trimmed as it is typed.
// - `phone.edit` goes back from the code step to change the number; it forgets the typed code.
// - A failed call shows its message as a red notice and returns to the step's editing state;
//   'Invalid user' from Verify (the account vanished between steps) goes back to the phone step.
// - The parent may hand in a notice to show on the first step (a later step sent the user back).
// - Every flow passes through the check, so one path serves all three; a customer's page
//   (rule 'any') is given a check that asks the server nothing, since the public API has no
//   lookup and a customer must not learn whether a number has an account.
import { assign, setup } from "xstate";
import { validateOtp } from "../../domain/auth/credentials";
import { INVALID_USER, PHONE_IN_USE } from "../../domain/auth/authRefusals";
import { type OtpPurpose, checkExistActor, sendOtpActor, verifyOtpActor } from "./authActors";
import { type Notice, errorNotice, failureParams, messageOf } from "./notice";
import { isPlausibleMobileNumber } from "./phoneCheck";

export const NOT_A_MEMBER = "not registered as a member";

/** What the flow needs of the number: unused (registration), registered (reset), or any (a customer). */
export type PhoneRule = "new" | "registered" | "any";

export type PhoneVerificationInput = {
  readonly purpose: OtpPurpose;
  readonly phoneRule: PhoneRule;
  readonly phoneNumber?: string;
  readonly notice?: Notice | null;
};

export type PhoneVerificationOutput = { readonly phoneNumber: string; readonly verificationToken: string };

export type PhoneVerificationContext = {
  readonly purpose: OtpPurpose;
  readonly phoneRule: PhoneRule;
  readonly phoneNumber: string;
  readonly code: string;
  readonly codeError: string | null;
  readonly verificationToken: string | null;
  readonly notice: Notice | null;
};

export type PhoneVerificationEvent =
  | { readonly type: "phone.change"; readonly phoneNumber: string }
  | { readonly type: "otp.request" }
  | { readonly type: "code.change"; readonly code: string }
  | { readonly type: "otp.verify" }
  | { readonly type: "phone.edit" };

/** The refusal of a number the flow cannot use, or null. */
const refusalOf = (rule: PhoneRule, exist: boolean): string | null =>
  rule === "new" && exist ? PHONE_IN_USE : rule === "registered" && !exist ? NOT_A_MEMBER : null;

export const phoneVerificationMachine = setup({
  types: {
    context: {} as PhoneVerificationContext,
    events: {} as PhoneVerificationEvent,
    input: {} as PhoneVerificationInput,
    output: {} as PhoneVerificationOutput,
  },
  actors: { checkExist: checkExistActor, sendOtp: sendOtpActor, verifyOtp: verifyOtpActor },
  guards: {
    isPhoneValid: ({ context }) => isPlausibleMobileNumber(context.phoneNumber),
    isRefused: ({ context }, { exist }: { exist: boolean }) => refusalOf(context.phoneRule, exist) !== null,
    isCodeWellFormed: ({ context }) => validateOtp(context.code) === null,
    isInvalidUser: (_, { error }: { error: unknown }) => messageOf(error) === INVALID_USER,
  },
  actions: {
    clearNotice: assign({ notice: null }),
    showFailure: assign({ notice: (_, { error }: { error: unknown }) => errorNotice(error) }),
  },
}).createMachine({
  id: "phoneVerification",
  context: ({ input }) => ({
    purpose: input.purpose,
    phoneRule: input.phoneRule,
    phoneNumber: input.phoneNumber ?? "",
    code: "",
    codeError: null,
    verificationToken: null,
    notice: input.notice ?? null,
  }),
  initial: "phone",
  states: {
    phone: {
      initial: "editing",
      states: {
        editing: {
          on: {
            "phone.change": { actions: assign({ phoneNumber: ({ event }) => event.phoneNumber.trim(), notice: null }) },
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
                guard: { type: "isRefused", params: ({ event }) => ({ exist: event.output.exist }) },
                target: "editing",
                actions: assign({ notice: ({ context, event }) => errorNotice(refusalOf(context.phoneRule, event.output.exist)) }),
              },
              { target: "sendingOtp" },
            ],
            onError: { target: "editing", actions: { type: "showFailure", params: failureParams } },
          },
        },
        sendingOtp: {
          entry: "clearNotice",
          invoke: {
            id: "sendOtp",
            src: "sendOtp",
            input: ({ context }) => ({ target: context.phoneNumber, purpose: context.purpose }),
            onDone: { target: "#phoneVerification.otp" },
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
            "code.change": { actions: assign({ code: ({ event }) => event.code, codeError: null, notice: null }) },
            "otp.verify": [
              { guard: "isCodeWellFormed", target: "verifying" },
              { actions: assign({ codeError: ({ context }) => validateOtp(context.code) }) },
            ],
            "phone.edit": { target: "#phoneVerification.phone", actions: assign({ code: "", codeError: null, notice: null }) },
          },
        },
        verifying: {
          entry: "clearNotice",
          invoke: {
            id: "verifyOtp",
            src: "verifyOtp",
            input: ({ context }) => ({ target: context.phoneNumber, otp: context.code.trim(), purpose: context.purpose }),
            onDone: {
              target: "#phoneVerification.verified",
              actions: assign({ verificationToken: ({ event }) => event.output.verificationToken }),
            },
            onError: [
              {
                guard: { type: "isInvalidUser", params: failureParams },
                target: "#phoneVerification.phone",
                actions: [assign({ code: "" }), { type: "showFailure", params: failureParams }],
              },
              { target: "editing", actions: { type: "showFailure", params: failureParams } },
            ],
          },
        },
      },
    },
    verified: { type: "final" },
  },
  output: ({ context }) => ({ phoneNumber: context.phoneNumber, verificationToken: context.verificationToken ?? "" }),
});
