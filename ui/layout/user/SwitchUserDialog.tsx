// The Switch user dialog (spec 1 §2, §4, §6): an admin or staff user impersonates someone by
// phone. The phone and the switch live in the session machine; a number that is not valid gives
// 'invalid phone number' and a failed switch the server's message, in a red banner inside the
// dialog (spec 1 §8 "form errors appear in a red banner inside the dialog").
// Opening the dialog loads the phone rule the session's guard checks the number with (phoneRule.ts).
// Decision: Switch stays disabled until the rule is here, and a send by Enter waits for it, so a
// valid number is never refused with 'invalid phone number' for want of the rule.
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { Message } from "primereact/message";
import { useEffect } from "react";
import { PhoneInput } from "../../kit/phoneProof/PhoneInput";
import { loadPhoneRule, usePhoneRule, withPhoneRule } from "../../kit/phoneProof/phoneRule";
import { useSession, useSessionSelector } from "../../session/SessionProvider";
import styles from "./SwitchUserDialog.module.css";

export const SwitchUserDialog = ({ visible, onHide }: { readonly visible: boolean; readonly onHide: () => void }) => {
  const session = useSession();
  const phoneNumber = useSessionSelector((snapshot) => snapshot.context.phoneNumber);
  const notice = useSessionSelector((snapshot) => snapshot.context.notice);
  const canSwitch = useSessionSelector((snapshot) => snapshot.can({ type: "user.switch" }));
  const switching = useSessionSelector((snapshot) => snapshot.matches({ signedIn: { identity: "switching" } }));
  const ruleLoaded = usePhoneRule() !== null;
  useEffect(() => {
    if (visible) void loadPhoneRule();
  }, [visible]);
  return (
    <Dialog
      header="Switch user"
      visible={visible}
      onHide={onHide}
      modal
      draggable={false}
      style={{ width: "min(26rem, 92vw)" }}
      footer={
        <>
          <Button label="Cancel" text onClick={onHide} />
          <Button label="Switch" type="submit" form="switch-user-form" disabled={!canSwitch || !ruleLoaded} loading={switching} />
        </>
      }
    >
      <form
        id="switch-user-form"
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          withPhoneRule(() => session.send({ type: "user.switch" }));
        }}
      >
        {notice === null ? null : <Message severity="error" text={notice.message} className={styles.banner} />}
        <label htmlFor="switch-user-phone" className={styles.label}>
          Phone
        </label>
        <PhoneInput
          id="switch-user-phone"
          value={phoneNumber}
          onChange={(next) => session.send({ type: "switchPhone.change", phoneNumber: next })}
          autoFocus
        />
      </form>
    </Dialog>
  );
};
