// The deduct-credit dialog (spec 2 §2 Members "Deduct-credit dialog: Amount and Remark, buttons
// Deduct and Cancel"): Deduct asks 'This action cannot be reversed!' first, then deducts and
// says '{amount} credit deducted from {name} ({phone})'. The member's balance is shown so the
// user sees what can be taken; the server refuses more ('Credit cannot go below 0').
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { InputText } from "primereact/inputtext";
import { Message } from "primereact/message";
import { useState } from "react";
import { creditScale } from "../../../../domain/loyalty/creditMultiplier";
import { Field } from "../../../kit/forms/Field";
import formStyles from "../../../kit/forms/forms.module.css";
import { useConfirmation } from "../../../kit/feedback/ConfirmationProvider";
import type { CreditDeduction } from "../../../ports/loyaltyMembersPort";
import { usePorts } from "../../../ports/PortsProvider";
import { useProgramme } from "../../entry/ProgrammeContext";
import { type DeductCreditForm, EMPTY_DEDUCT, readDeductCredit } from "./creditForms";
import { type CreditDialogProps, creditNotice, IRREVERSIBLE } from "./SendCreditDialog";
import styles from "./detail.module.css";
import { useMemberSave } from "./useMemberSave";

export const DeductCreditDialog = ({ member, onSaved, onClose }: CreditDialogProps) => {
  const { loyalty } = usePorts();
  const { businessId, programme } = useProgramme();
  const confirm = useConfirmation();
  const [form, setForm] = useState<DeductCreditForm>(EMPTY_DEDUCT);
  const [problem, setProblem] = useState<string | null>(null);
  const saving = useMemberSave<CreditDeduction>(
    (deduction) => loyalty.deductCredit(businessId, member.id, deduction),
    (deduction) => creditNotice(deduction.amount, "deducted from", member),
    onSaved,
  );
  const submit = async () => {
    const read = readDeductCredit(form, creditScale(programme.creditOneToOne).precision);
    if (!read.ok) return setProblem(read.message);
    setProblem(null);
    if (await confirm({ message: IRREVERSIBLE, confirmLabel: "Confirm" })) saving.save(read.value);
  };
  return (
    <Dialog
      visible
      contentClassName={styles.form}
      header="Deduct credit"
      onHide={onClose}
      style={{ width: "min(28rem, 95vw)" }}
      footer={
        <>
          <Button label="Cancel" text onClick={onClose} />
          <Button label="Deduct" severity="danger" loading={saving.saving} onClick={() => void submit()} />
        </>
      }
    >
      {saving.failure === null ? null : <Message severity="error" text={saving.failure} />}
      <p>{IRREVERSIBLE}</p>
      <p>{`Balance: ${member.balance}`}</p>
      <Field id="deduct-amount" label="Amount" error={problem ?? undefined}>
        <InputText id="deduct-amount" inputMode="decimal" className={formStyles.control} value={form.amount} onChange={(event) => {
            setForm({ ...form, amount: event.target.value });
            setProblem(null);
          }} />
      </Field>
      <Field id="deduct-remark" label="Remark" optional>
        <InputText id="deduct-remark" className={formStyles.control} value={form.remark} onChange={(event) => setForm({ ...form, remark: event.target.value })} />
      </Field>
    </Dialog>
  );
};
