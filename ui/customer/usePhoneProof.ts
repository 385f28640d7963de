// The phone proof machine (machines/customer/phoneProof.machine.ts) wired to the customer port:
// codes of purpose `claim`, and the page's own `redeem` (the voucher claim, or a session).
import { useMachine } from "@xstate/react";
import { useMemo } from "react";
import { fromPromise } from "xstate";
import type { CheckExistInput, CheckExistOutput, SendOtpInput, VerifyOtpInput, VerifyOtpOutput } from "../../machines/auth/authActors";
import { phoneVerificationMachine } from "../../machines/auth/phoneVerification.machine";
import { type RedeemInput, type RedeemOutput, phoneProofMachine } from "../../machines/customer/phoneProof.machine";
import type { CustomerPort } from "../ports/customerPort";
import { usePorts } from "../ports/PortsProvider";

const MISSING_PORT = new Error("The member pages are not available here");

export const usePhoneProof = (redeem: (port: CustomerPort, input: RedeemInput) => Promise<RedeemOutput>) => {
  const { customer } = usePorts();
  const logic = useMemo(() => {
    const port = () => (customer === undefined ? Promise.reject(MISSING_PORT) : customer());
    return phoneProofMachine.provide({
      actors: {
        verification: phoneVerificationMachine.provide({
          actors: {
            // Any number may claim (rule 'any'): nothing is looked up.
            checkExist: fromPromise<CheckExistOutput, CheckExistInput>(async () => ({ exist: false })),
            sendOtp: fromPromise<void, SendOtpInput>(async ({ input }) => (await port()).sendOtp(input)),
            verifyOtp: fromPromise<VerifyOtpOutput, VerifyOtpInput>(async ({ input }) => (await port()).verifyOtp(input)),
          },
        }),
        redeem: fromPromise<RedeemOutput, RedeemInput>(async ({ input }) => redeem(await port(), input)),
      },
    });
    // `redeem` is fixed per page.
  }, [customer]);
  return useMachine(logic);
};
