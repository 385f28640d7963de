// The OTP component's timer text (spec 1 §2, §4): 'Resend OTP in 30s' counting down after a
// code was sent, then 'Resend OTP', which sends a new code when clicked and starts the count
// again (machines/auth/otpCountdown.machine.ts). A failed resend shows its message in red.
import { useMachine } from "@xstate/react";
import { Button } from "primereact/button";
import { useMemo } from "react";
import { fromPromise } from "xstate";
import type { OtpPurpose, SendOtpInput } from "../../../machines/auth/authActors";
import { otpCountdownMachine } from "../../../machines/auth/otpCountdown.machine";
import { usePorts } from "../../ports/PortsProvider";
import { FieldError } from "./FieldError";

export interface ResendTimerProps {
  readonly target: string;
  readonly purpose: OtpPurpose;
}

export const ResendTimer = ({ target, purpose }: ResendTimerProps) => {
  const { auth } = usePorts();
  const logic = useMemo(
    () => otpCountdownMachine.provide({ actors: { sendOtp: fromPromise<void, SendOtpInput>(({ input }) => auth.sendOtp(input)) } }),
    [auth],
  );
  const [snapshot, send] = useMachine(logic, { input: { target, purpose } });
  const label = snapshot.matches("counting")
    ? `Resend OTP in ${snapshot.context.secondsLeft}s`
    : snapshot.matches("resending")
      ? "Sending OTP..."
      : "Resend OTP";
  return (
    <div>
      <Button
        type="button"
        link
        label={label}
        disabled={!snapshot.can({ type: "otp.resend" })}
        onClick={() => send({ type: "otp.resend" })}
        style={{ padding: 0 }}
      />
      <FieldError message={snapshot.context.notice?.message} />
    </div>
  );
};
