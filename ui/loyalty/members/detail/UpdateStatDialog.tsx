// The 'Update stat' dialog of the member side dialog (spec 2 §2): visit count, last visit, average
// bill size, average visit frequency and total spent; Save says 'Member stat updated' (spec 2 §8).
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { InputText } from "primereact/inputtext";
import { Message } from "primereact/message";
import { useState } from "react";
import { Field } from "../../../kit/forms/Field";
import formStyles from "../../../kit/forms/forms.module.css";
import { DateField } from "../../../kit/dates/DateField";
import type { MemberStatEdit } from "../../../ports/loyaltyMembersPort";
import { usePorts } from "../../../ports/PortsProvider";
import { useProgramme } from "../../entry/ProgrammeContext";
import type { CreditDialogProps } from "./SendCreditDialog";
import { readStatForm, type StatForm, statFormOf } from "./statForm";
import styles from "./detail.module.css";
import { useMemberSave } from "./useMemberSave";

export const STAT_UPDATED = "Member stat updated";

const FIELDS: ReadonlyArray<{ readonly key: keyof StatForm; readonly label: string; readonly type: "text" | "date" }> = [
  { key: "visitCount", label: "Visit count", type: "text" },
  { key: "lastVisit", label: "Last visit", type: "date" },
  { key: "avgBillSize", label: "Average bill size", type: "text" },
  { key: "avgVisitFrequency", label: "Average visit frequency (days)", type: "text" },
  { key: "totalSpent", label: "Total spent", type: "text" },
];

export const UpdateStatDialog = ({ member, onSaved, onClose }: CreditDialogProps) => {
  const { loyalty } = usePorts();
  const { businessId } = useProgramme();
  const [form, setForm] = useState<StatForm>(() => statFormOf(member));
  const [problem, setProblem] = useState<{ readonly field: keyof StatForm; readonly message: string } | null>(null);
  const saving = useMemberSave<MemberStatEdit>((edit) => loyalty.updateMemberStat(businessId, member.id, edit), () => STAT_UPDATED, onSaved);
  const submit = () => {
    const read = readStatForm(form);
    if (!read.ok) return setProblem(read);
    setProblem(null);
    saving.save(read.value);
  };
  return (
    <Dialog
      visible
      contentClassName={styles.form}
      header="Update stat"
      onHide={onClose}
      style={{ width: "min(28rem, 95vw)" }}
      footer={
        <>
          <Button label="Cancel" text onClick={onClose} />
          <Button label="Save" icon="pi pi-check" loading={saving.saving} onClick={submit} />
        </>
      }
    >
      {saving.failure === null ? null : <Message severity="error" text={saving.failure} />}
      {FIELDS.map(({ key, label, type }) =>
        type === "date" ? (
          <DateField key={key} label={label} optional value={form[key] === "" ? null : form[key]} error={problem?.field === key ? problem.message : undefined} onChange={(day) => setForm({ ...form, [key]: day ?? "" })} />
        ) : (
          <Field key={key} id={`stat-${key}`} label={label} error={problem?.field === key ? problem.message : undefined}>
            <InputText id={`stat-${key}`} className={formStyles.control} value={form[key]} onChange={(event) => setForm({ ...form, [key]: event.target.value })} />
          </Field>
        ),
      )}
    </Dialog>
  );
};
