// The member edit dialog (spec 2 §2 Members): level, experience, card number and, for each title
// of the programme, its expiry ('MMM DD, YYYY') with days to set and, when held, Remove. Save
// sends only what changed in the titles; its notice is the spec's generic 'Action was successful'
// (spec 2 §8 names none for this dialog); a refused save shows the server's message in the red
// banner (a member changed meanwhile answers 409).
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { InputText } from "primereact/inputtext";
import { Message } from "primereact/message";
import { useState } from "react";
import { Temporal } from "temporal-polyfill";
import { Field } from "../../../kit/forms/Field";
import formStyles from "../../../kit/forms/forms.module.css";
import type { MemberEdit } from "../../../ports/loyaltyMembersPort";
import { usePorts } from "../../../ports/PortsProvider";
import { useProgramme } from "../../entry/ProgrammeContext";
import { liveTitles, titleExpiry } from "../../../../domain/loyalty/member/memberDates";
import { type EditProblems, editFormOf, type MemberEditForm, readMemberEdit, type TitleEntry } from "./memberEditForm";
import type { CreditDialogProps } from "./SendCreditDialog";
import styles from "./detail.module.css";
import { useMemberSave } from "./useMemberSave";

export const EDIT_SAVED = "Action was successful";
const NO_ENTRY: TitleEntry = { days: "", remove: false };

export const MemberEditDialog = ({ member, onSaved, onClose }: CreditDialogProps) => {
  const { loyalty } = usePorts();
  const { businessId, programme } = useProgramme();
  const [form, setForm] = useState<MemberEditForm>(() => editFormOf(member));
  const [problems, setProblems] = useState<EditProblems>({});
  const saving = useMemberSave<MemberEdit>((edit) => loyalty.updateMember(businessId, member.id, edit), () => EDIT_SAVED, onSaved);
  const held = liveTitles(member.titles, Temporal.Now.instant());
  const setTitle = (id: string, patch: Partial<TitleEntry>) =>
    setForm((current) => ({ ...current, titles: { ...current.titles, [id]: { ...(current.titles[id] ?? NO_ENTRY), ...patch } } }));
  const submit = () => {
    const read = readMemberEdit(form, member, programme);
    if (!read.ok) return setProblems(read.problems);
    setProblems({});
    saving.save(read.value);
  };
  return (
    <Dialog
      visible
      contentClassName={styles.form}
      header="Edit member"
      onHide={onClose}
      style={{ width: "min(36rem, 95vw)" }}
      footer={
        <>
          <Button label="Cancel" text onClick={onClose} />
          <Button label="Save" icon="pi pi-check" loading={saving.saving} onClick={submit} />
        </>
      }
    >
      {saving.failure === null ? null : <Message severity="error" text={saving.failure} />}
      <Field id="edit-level" label="Level" error={problems.level}>
        <InputText id="edit-level" inputMode="numeric" className={formStyles.control} value={form.level} onChange={(event) => setForm({ ...form, level: event.target.value })} />
      </Field>
      <Field id="edit-experience" label="Experience" error={problems.experience}>
        <InputText id="edit-experience" inputMode="numeric" className={formStyles.control} value={form.experience} onChange={(event) => setForm({ ...form, experience: event.target.value })} />
      </Field>
      <Field id="edit-card" label="Card number" optional>
        <InputText id="edit-card" className={formStyles.control} value={form.cardNo} onChange={(event) => setForm({ ...form, cardNo: event.target.value })} />
      </Field>
      <h3 className={styles.heading}>Titles</h3>
      {programme.titles.length === 0 ? <p>No titles in the programme.</p> : null}
      {programme.titles.map((title) => {
        const holding = held.find((mine) => mine.id === title.id);
        const entry = form.titles[title.id] ?? NO_ENTRY;
        return (
          <Field
            key={title.id}
            id={`edit-title-${title.id}`}
            label={`${title.name} days`}
            error={problems[`title:${title.id}`]}
            hint={entry.remove ? "Will be removed" : holding === undefined ? "Not held" : `Expires ${titleExpiry(holding.expiredAt)}`}
            optional
          >
            <div className={styles.inline}>
              <InputText
                id={`edit-title-${title.id}`}
                inputMode="numeric"
                className={formStyles.control}
                value={entry.days}
                disabled={entry.remove}
                onChange={(event) => setTitle(title.id, { days: event.target.value })}
              />
              {holding === undefined ? null : (
                <Button
                  type="button"
                  label={entry.remove ? "Keep" : "Remove"}
                  text
                  severity={entry.remove ? "secondary" : "danger"}
                  aria-label={`${entry.remove ? "Keep" : "Remove"} ${title.name}`}
                  onClick={() => setTitle(title.id, { remove: !entry.remove })}
                />
              )}
            </div>
          </Field>
        );
      })}
    </Dialog>
  );
};
