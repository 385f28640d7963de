// The resend timer of the OTP verification component (spec 1 §2, §4, §9): after a code is sent,
// a 30-second countdown blocks resending; when it ends, `otp.resend` (the clicked timer text)
// invokes the injected `sendOtp` and the countdown starts again. Time comes only from XState
// `after` delays: one tick per second decrements `secondsLeft`, so a SimulatedClock drives it.
// Decisions where the spec is silent:
// - The machine starts counting at once: it is mounted by a flow that has just sent the first
//   code (registration or forgot-password), and it carries that flow's target and purpose.
// - A failed resend shows its message and leaves resending allowed (`ready`), so the user can
//   try again without waiting another 30 s for a code that never left.
import { assign, setup } from "xstate";
import { OTP_RESEND_WAIT_SECONDS } from "../../domain/auth/credentials";
import { type OtpPurpose, sendOtpActor } from "./authActors";
import { type Notice, errorNotice } from "./notice";

export const ONE_SECOND_MS = 1000;

export type OtpCountdownInput = { readonly target: string; readonly purpose: OtpPurpose };

export type OtpCountdownContext = OtpCountdownInput & {
  readonly secondsLeft: number;
  readonly notice: Notice | null;
};

export type OtpCountdownEvent = { readonly type: "otp.resend" };

export const otpCountdownMachine = setup({
  types: {
    input: {} as OtpCountdownInput,
    context: {} as OtpCountdownContext,
    events: {} as OtpCountdownEvent,
  },
  actors: { sendOtp: sendOtpActor },
  guards: {
    isLastSecond: ({ context }) => context.secondsLeft <= 1,
  },
  actions: {
    tick: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
  },
}).createMachine({
  id: "otpCountdown",
  context: ({ input }) => ({
    target: input.target,
    purpose: input.purpose,
    secondsLeft: OTP_RESEND_WAIT_SECONDS,
    notice: null,
  }),
  initial: "counting",
  states: {
    counting: {
      after: {
        [ONE_SECOND_MS]: [
          { guard: "isLastSecond", target: "ready", actions: "tick" },
          { target: "counting", reenter: true, actions: "tick" },
        ],
      },
    },
    ready: {
      on: { "otp.resend": { target: "resending" } },
    },
    resending: {
      entry: assign({ notice: null }),
      invoke: {
        id: "sendOtp",
        src: "sendOtp",
        input: ({ context }) => ({ target: context.target, purpose: context.purpose }),
        onDone: { target: "counting", actions: assign({ secondsLeft: OTP_RESEND_WAIT_SECONDS }) },
        onError: { target: "ready", actions: assign({ notice: ({ event }) => errorNotice(event.error) }) },
      },
    },
  },
});
