// The phone proof on a member-facing page: the phone step, then the code step, with the red
// notice of a failed call; `proven` is the page's to show. The steps are the auth area's
// (ui/kit/phoneProof), so a customer types and reads codes as a back-office user does.
import type { SnapshotFrom } from "xstate";
import type { PhoneProofEvent, phoneProofMachine } from "../../machines/customer/phoneProof.machine";
import { NoticeMessage } from "../kit/phoneProof/NoticeMessage";
import { OtpStep } from "../kit/phoneProof/OtpStep";
import { PhoneStep } from "../kit/phoneProof/PhoneStep";

export interface PhoneProofFormProps {
  readonly snapshot: SnapshotFrom<typeof phoneProofMachine>;
  readonly send: (event: PhoneProofEvent) => void;
}

export const PhoneProofForm = ({ snapshot, send }: PhoneProofFormProps) => {
  const { context } = snapshot;
  return (
    <>
      <NoticeMessage notice={context.notice} />
      {snapshot.matches("phone") ? (
        <PhoneStep
          phoneNumber={context.phoneNumber}
          canRequest={snapshot.can({ type: "otp.request" })}
          requesting={snapshot.matches({ phone: "sendingOtp" })}
          onChange={(phoneNumber) => send({ type: "phone.change", phoneNumber })}
          onRequest={() => send({ type: "otp.request" })}
        />
      ) : (
        <OtpStep
          phoneNumber={context.phoneNumber}
          purpose="claim"
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
