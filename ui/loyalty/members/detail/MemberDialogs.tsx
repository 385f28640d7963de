// Owns: which member dialog is open (spec 2 §2 Members): the side dialog, and over it one of the
// send-credit, deduct-credit, update-stat or edit dialogs. A dialog that saved closes and hands
// the answered member up, so the side dialog and the table show it at once.
// Decision where the spec is silent: the side dialog is hidden while a dialog is over it, and
// comes back when that dialog closes.
import { useState } from "react";
import type { LoyaltyMember } from "../../../ports/loyaltyMembersPort";
import { DeductCreditDialog } from "./DeductCreditDialog";
import { MemberEditDialog } from "./MemberEditDialog";
import { type MemberAction, MemberSideDialog } from "./MemberSideDialog";
import { SendCreditDialog } from "./SendCreditDialog";
import { UpdateStatDialog } from "./UpdateStatDialog";

const DIALOGS = { send: SendCreditDialog, deduct: DeductCreditDialog, stat: UpdateStatDialog, edit: MemberEditDialog } as const;

export interface MemberDialogsProps {
  readonly member: LoyaltyMember;
  readonly onSaved: (member: LoyaltyMember) => void;
  readonly onClose: () => void;
}

export const MemberDialogs = ({ member, onSaved, onClose }: MemberDialogsProps) => {
  const [action, setAction] = useState<MemberAction | null>(null);
  const Open = action === null ? null : DIALOGS[action];
  return (
    <>
      <MemberSideDialog member={member} visible={action === null} onAction={setAction} onClose={onClose} />
      {Open === null ? null : (
        <Open
          member={member}
          onSaved={(saved) => {
            setAction(null);
            onSaved(saved);
          }}
          onClose={() => setAction(null)}
        />
      )}
    </>
  );
};
