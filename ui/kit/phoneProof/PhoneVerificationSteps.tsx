// Owns: the shared phone verification (machines/auth/phoneVerification.machine.ts) as every phone
// flow shows it (registration, forgot password, a customer's claim): its red notice, the phone
// step, then the code step. A flow's page renders it while its own machine is in `verification`,
// handing in that child actor; `useVerificationStep` tells the page's step header where it is.
import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { phoneVerificationMachine } from "../../../machines/auth/phoneVerification.machine";
import { NoticeMessage } from "./NoticeMessage";
import { OtpStep } from "./OtpStep";
import { PhoneStep } from "./PhoneStep";

export type PhoneVerificationActor = ActorRefFrom<typeof phoneVerificationMachine>;

/** The verification's step ("phone" or "otp"), or undefined once it is over. */
export const useVerificationStep = (actor: PhoneVerificationActor | undefined): "phone" | "otp" | undefined =>
  useSelector(actor, (snapshot) => (snapshot === undefined || snapshot.status !== "active" ? undefined : snapshot.matches("phone") ? "phone" : "otp"));

export const PhoneVerificationSteps = ({ actor }: { readonly actor: PhoneVerificationActor }) => {
  const snapshot = useSelector(actor, (current) => current);
  const { context } = snapshot;
  const send = actor.send;
  return (
    <>
      <NoticeMessage notice={context.notice} />
      {snapshot.matches("phone") ? (
        <PhoneStep
          phoneNumber={context.phoneNumber}
          canRequest={snapshot.can({ type: "otp.request" })}
          requesting={!snapshot.matches({ phone: "editing" })}
          onChange={(phoneNumber) => send({ type: "phone.change", phoneNumber })}
          onRequest={() => send({ type: "otp.request" })}
        />
      ) : (
        <OtpStep
          phoneNumber={context.phoneNumber}
          purpose={context.purpose}
          code={context.code}
          error={context.codeError ?? undefined}
          canVerify={snapshot.can({ type: "otp.verify" })}
          canEditPhone={snapshot.can({ type: "phone.edit" })}
          verifying={!snapshot.matches({ otp: "editing" })}
          onCodeChange={(code) => send({ type: "code.change", code })}
          onVerify={() => send({ type: "otp.verify" })}
          onEditPhone={() => send({ type: "phone.edit" })}
        />
      )}
    </>
  );
};
