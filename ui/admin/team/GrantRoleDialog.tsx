// The Provider team page's "Grant role" dialog: the phone of a registered user (the app's phone
// input with its country prefix) and the role, admin or staff, sent through the pinned
// `PUT /admin/provider-roles/{phoneNumber}`. The phone is checked before sending ('Invalid phone
// no'); the server's refusal ('Invalid user' for a phone nobody registered) shows in the dialog's
// red banner. Granting replaces the role the user held (the contract gives exactly one).
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { Message } from "primereact/message";
import { useId, useState } from "react";
import { checkPhone } from "../../../domain/shared/phone";
import { messageOf } from "../../../machines/auth/notice";
import { ACTION_SUCCEEDED } from "../../kit/editor/useDocumentEditor";
import { useToast } from "../../kit/feedback/ToastProvider";
import { SelectField } from "../../kit/forms/SelectField";
import * as phoneRule from "../../kit/phoneProof/phoneNumber";
import { PhoneInput } from "../../kit/phoneProof/PhoneInput";
import type { ProviderRole, ProviderTeamPort } from "../../ports/providerTeamPort";
import styles from "../admin.module.css";

export const ROLE_OPTIONS: ReadonlyArray<{ readonly label: string; readonly value: ProviderRole }> = [
  { label: "Staff", value: "staff" },
  { label: "Admin", value: "admin" },
];

export const GrantRoleDialog = ({ team, onClose, onGranted }: { readonly team: ProviderTeamPort; readonly onClose: () => void; readonly onGranted: () => void }) => {
  const toast = useToast();
  const phoneId = useId();
  const [phoneNumber, setPhone] = useState("");
  const [role, setRole] = useState<ProviderRole>("staff");
  const [phoneError, setPhoneError] = useState<string | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const grant = async () => {
    const invalid = checkPhone(phoneNumber);
    setPhoneError(invalid ?? undefined);
    if (invalid !== null) return;
    setBusy(true);
    setProblem(null);
    try {
      await team.setRole(phoneNumber, role);
      toast.success(ACTION_SUCCEEDED);
      onGranted();
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      header="Grant role"
      visible
      modal
      draggable={false}
      onHide={onClose}
      style={{ width: "min(30rem, 94vw)" }}
      footer={
        <>
          <Button label="Cancel" text onClick={onClose} disabled={busy} />
          <Button label="Grant" onClick={() => void grant()} loading={busy} disabled={busy} />
        </>
      }
    >
      <div className={styles.dialogBody}>
        {problem === null ? null : <Message severity="error" text={problem} className={styles.banner} />}
        <label htmlFor={phoneId}>Phone of a registered user</label>
        <PhoneInput rule={phoneRule} id={phoneId} value={phoneNumber} onChange={setPhone} validate error={phoneError} />
        <SelectField label="Role" value={role} options={ROLE_OPTIONS} onChange={setRole} />
      </div>
    </Dialog>
  );
};
