// A customer proving their phone on a member-facing page (issue 19; ARCHITECTURE §3): the shared
// child `verification` (machines/auth/phoneVerification.machine.ts: step Phone with Send code, a
// `claim` OTP, any number; step OTP with Verify), then `redeeming`, where the injected `redeem`
// actor spends the verification on what the page is for (the voucher claim, or a customer
// session on the member store) and answers a customer token; `proven` keeps it. A refused
// redemption (quota reached, already claimed) starts the proof again with the server's message,
// since the spent or refused code cannot be reused.
// Decision where the spec is silent: the phone is sent as typed (E.164, '+60...'); the server
// answers 'Invalid phone no' otherwise.
import { assign, setup } from "xstate";
import { unprovidedActor } from "../auth/authActors";
import { type Notice, errorNotice } from "../auth/notice";
import { type PhoneVerificationOutput, phoneVerificationMachine } from "../auth/phoneVerification.machine";

export type RedeemInput = PhoneVerificationOutput;
export type RedeemOutput = { readonly customerToken: string };

export type PhoneProofContext = {
  readonly phoneNumber: string;
  /** Held only while `redeeming` spends it. */
  readonly verificationToken: string | null;
  readonly customerToken: string | null;
  /** A refused redemption, shown when the proof starts again. */
  readonly notice: Notice | null;
};

export const phoneProofMachine = setup({
  types: { context: {} as PhoneProofContext, children: {} as { verification: "verification"; redeem: "redeem" } },
  actors: {
    verification: phoneVerificationMachine,
    redeem: unprovidedActor<RedeemOutput, RedeemInput>("redeem"),
  },
}).createMachine({
  id: "phoneProof",
  context: { phoneNumber: "", verificationToken: null, customerToken: null, notice: null },
  initial: "verification",
  states: {
    verification: {
      invoke: {
        id: "verification",
        src: "verification",
        input: ({ context }) => ({ purpose: "claim", phoneRule: "any", phoneNumber: context.phoneNumber, notice: context.notice }),
        onDone: {
          target: "redeeming",
          actions: assign({
            phoneNumber: ({ event }) => event.output.phoneNumber,
            verificationToken: ({ event }) => event.output.verificationToken,
            notice: null,
          }),
        },
      },
    },
    redeeming: {
      invoke: {
        id: "redeem",
        src: "redeem",
        input: ({ context }) => ({ phoneNumber: context.phoneNumber, verificationToken: context.verificationToken ?? "" }),
        onDone: {
          target: "proven",
          actions: assign({ customerToken: ({ event }) => event.output.customerToken, verificationToken: null }),
        },
        onError: {
          target: "verification",
          actions: assign({ verificationToken: null, notice: ({ event }) => errorNotice(event.error) }),
        },
      },
    },
    proven: { type: "final" },
  },
});
