// The team page's dialog (spec 1 §6 'team (permission)', §7 `GET /user/b/{businessId}/phone/{phone}`):
// - Invite: the phone (with its country prefix) and Find, which names the registered user or
//   says why not ('Invalid user', 'Invalid phone no'); then the role and Invite.
// - Edit: the member's role and Save.
// Failures appear in a red banner inside the dialog (spec 1 §8 "Form errors appear in a red
// banner inside the dialog"); success closes it and the page shows the green toast.
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { Message } from "primereact/message";
import { useId, useState } from "react";
import { messageOf } from "../../../machines/auth/notice";
import * as phoneRule from "../../kit/phoneProof/phoneNumber";
import { PhoneInput } from "../../kit/phoneProof/PhoneInput";
import type { FoundUser, TeamMember } from "../../ports/businessPort";
import { usePorts } from "../../ports/PortsProvider";
import { RoleEditor } from "./RoleEditor";
import { NO_ACCESS, type Role, grantsOf, roleOf } from "./teamRoles";
import styles from "./team.module.css";

export type MemberDialogMode = { readonly kind: "invite" } | { readonly kind: "edit"; readonly member: TeamMember };

export interface MemberDialogProps {
  readonly businessId: string;
  readonly mode: MemberDialogMode;
  readonly onDone: () => void;
  readonly onCancel: () => void;
}

export const MemberDialog = ({ businessId, mode, onDone, onCancel }: MemberDialogProps) => {
  const { business } = usePorts();
  const phoneId = useId();
  const [phone, setPhone] = useState("");
  const [found, setFound] = useState<FoundUser | null>(null);
  const [role, setRole] = useState<Role>(mode.kind === "edit" ? roleOf(mode.member.grants) : NO_ACCESS);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const attempt = async (action: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await action();
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  const find = () => attempt(async () => setFound(await business.findUserByPhone(businessId, phone)));
  const save = () =>
    attempt(async () => {
      if (mode.kind === "edit") await business.changeMemberGrants(businessId, mode.member.userId, grantsOf(role));
      else if (found !== null) await business.inviteMember(businessId, { phoneNumber: found.phoneNumber, grants: grantsOf(role) });
      onDone();
    });

  const title = mode.kind === "edit" ? `Role of ${mode.member.name ?? mode.member.phoneNumber ?? "member"}` : "Invite member";
  const ready = mode.kind === "edit" || found !== null;
  return (
    <Dialog
      header={title}
      visible
      modal
      draggable={false}
      onHide={onCancel}
      style={{ width: "min(34rem, 94vw)" }}
      footer={
        <>
          <Button label="Cancel" text onClick={onCancel} disabled={busy} />
          <Button label={mode.kind === "edit" ? "Save" : "Invite"} onClick={() => void save()} disabled={!ready || busy} loading={busy && ready} />
        </>
      }
    >
      <div className={styles.dialogBody}>
        {problem === null ? null : <Message severity="error" text={problem} style={{ width: "100%", justifyContent: "flex-start" }} />}
        {mode.kind === "invite" ? (
          <>
            <label htmlFor={phoneId}>Phone</label>
            <div className={styles.find}>
              <div>
                <PhoneInput rule={phoneRule} id={phoneId} value={phone} onChange={(next) => { setPhone(next); setFound(null); }} validate autoFocus />
              </div>
              <Button label="Find" icon="pi pi-search" outlined onClick={() => void find()} disabled={busy || phone.trim() === ""} />
            </div>
            {found === null ? null : <p className={styles.found}>{found.name}</p>}
          </>
        ) : null}
        {ready ? <RoleEditor role={role} onChange={setRole} /> : null}
      </div>
    </Dialog>
  );
};
