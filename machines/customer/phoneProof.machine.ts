// A customer proving their phone on a member-facing page (issue 19; ARCHITECTURE §3): step `phone`
// (Send code: a `claim` OTP), step `otp` (Verify), then `redeeming`, where the injected `redeem`
// actor spends the verification on what the page is for (the voucher claim, or a customer
// session on the member store) and answers a customer token; `proven` keeps it. Buttons follow
// `snapshot.can(event)`. A failed call shows the server's message as a red notice and returns to
// the step's editing state; a refused redemption (quota reached, already claimed) goes back to
// the code step's start, since the spent or refused code cannot be reused.
// Decisions where the spec is silent: the phone is sent as typed (E.164, '+60...'), the server
// answers 'Invalid phone no' otherwise; `phone.edit` goes back to change the number.
import { assign, setup } from "xstate";
import { validateOtp } from "../../domain/auth/credentials";
import { sendOtpActor, unprovidedActor, verifyOtpActor } from "../auth/authActors";
import { type Notice, errorNotice, failureParams } from "../auth/notice";
import { isPlausibleMobileNumber } from "../auth/phoneCheck";

export type RedeemInput = { readonly phoneNumber: string; readonly verificationToken: string };
export type RedeemOutput = { readonly customerToken: string };

export type PhoneProofContext = {
  readonly phoneNumber: string;
  readonly code: string;
  readonly codeError: string | null;
  /** Held only while `redeeming` spends it. */
  readonly verificationToken: string | null;
  readonly customerToken: string | null;
  readonly notice: Notice | null;
};

export type PhoneProofEvent =
  | { readonly type: "phone.change"; readonly phoneNumber: string }
  | { readonly type: "otp.request" }
  | { readonly type: "code.change"; readonly code: string }
  | { readonly type: "otp.verify" }
  | { readonly type: "phone.edit" };

export const phoneProofMachine = setup({
  types: { context: {} as PhoneProofContext, events: {} as PhoneProofEvent },
  actors: {
    sendOtp: sendOtpActor,
    verifyOtp: verifyOtpActor,
    redeem: unprovidedActor<RedeemOutput, RedeemInput>("redeem"),
  },
  guards: {
    isPhoneValid: ({ context }) => isPlausibleMobileNumber(context.phoneNumber),
    isCodeWellFormed: ({ context }) => validateOtp(context.code) === null,
  },
  actions: {
    clearNotice: assign({ notice: null }),
    showFailure: assign({ notice: (_, { error }: { error: unknown }) => errorNotice(error) }),
  },
}).createMachine({
  id: "phoneProof",
  context: { phoneNumber: "", code: "", codeError: null, verificationToken: null, customerToken: null, notice: null },
  initial: "phone",
  states: {
    phone: {
      initial: "editing",
      states: {
        editing: {
          on: {
            "phone.change": { actions: assign({ phoneNumber: ({ event }) => event.phoneNumber.trim(), notice: null }) },
            "otp.request": { guard: "isPhoneValid", target: "sendingOtp" },
          },
        },
        sendingOtp: {
          entry: "clearNotice",
          invoke: {
            id: "sendOtp",
            src: "sendOtp",
            input: ({ context }) => ({ target: context.phoneNumber, purpose: "claim" as const }),
            onDone: { target: "#phoneProof.otp" },
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
            "phone.edit": { target: "#phoneProof.phone", actions: assign({ code: "", codeError: null, notice: null }) },
          },
        },
        verifying: {
          entry: "clearNotice",
          invoke: {
            id: "verifyOtp",
            src: "verifyOtp",
            input: ({ context }) => ({ target: context.phoneNumber, otp: context.code.trim(), purpose: "claim" as const }),
            onDone: { target: "redeeming", actions: assign({ verificationToken: ({ event }) => event.output.verificationToken }) },
            onError: { target: "editing", actions: { type: "showFailure", params: failureParams } },
          },
        },
        redeeming: {
          invoke: {
            id: "redeem",
            src: "redeem",
            input: ({ context }) => ({ phoneNumber: context.phoneNumber, verificationToken: context.verificationToken ?? "" }),
            onDone: {
              target: "#phoneProof.proven",
              actions: assign({ customerToken: ({ event }) => event.output.customerToken, verificationToken: null, code: "" }),
            },
            onError: {
              target: "#phoneProof.phone",
              actions: [assign({ code: "", verificationToken: null }), { type: "showFailure", params: failureParams }],
            },
          },
        },
      },
    },
    proven: { type: "final" },
  },
});
