// The send-credit dialog (spec 2 §2 Members "Send-credit dialog: free credit and normal credit"):
// normal credit, free credit with its validity (days, weeks, months or years, capped at 29970
// days by the server), a remark; Send asks 'This action cannot be reversed!' first, then sends
// and says '{amount} credit sent to {name} ({phone})'.
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { Dropdown } from "primereact/dropdown";
import { InputText } from "primereact/inputtext";
import { Message } from "primereact/message";
import { useState } from "react";
import { creditScale } from "../../../../domain/loyalty/creditMultiplier";
import { Field } from "../../../kit/forms/Field";
import formStyles from "../../../kit/forms/forms.module.css";
import { useConfirmation } from "../../../kit/feedback/ConfirmationProvider";
import type { CreditSend, ExpiryUnit, LoyaltyMember } from "../../../ports/loyaltyMembersPort";
import { usePorts } from "../../../ports/PortsProvider";
import { useProgramme } from "../../entry/ProgrammeContext";
import { nameOf, phoneOf } from "../../../../domain/loyalty/member/memberNames";
import { EMPTY_SEND, readSendCredit, type SendCreditForm, sentTotal } from "./creditForms";
import styles from "./detail.module.css";
import { useMemberSave } from "./useMemberSave";

export const IRREVERSIBLE = "This action cannot be reversed!";
const UNITS: ReadonlyArray<{ readonly label: string; readonly value: ExpiryUnit }> = [
  { label: "Days", value: "day" }, { label: "Weeks", value: "week" }, { label: "Months", value: "month" }, { label: "Years", value: "year" },
];

export const creditNotice = (amount: number, verb: "sent to" | "deducted from", member: LoyaltyMember): string =>
  `${amount} credit ${verb} ${nameOf(member)} (${phoneOf(member) ?? ""})`;

export interface CreditDialogProps {
  readonly member: LoyaltyMember;
  readonly onSaved: (member: LoyaltyMember) => void;
  readonly onClose: () => void;
}

export const SendCreditDialog = ({ member, onSaved, onClose }: CreditDialogProps) => {
  const { loyalty } = usePorts();
  const { businessId, programme } = useProgramme();
  const confirm = useConfirmation();
  const [form, setForm] = useState<SendCreditForm>(EMPTY_SEND);
  const [shown, setShown] = useState<{ readonly field: string; readonly message: string } | null>(null);
  const saving = useMemberSave<CreditSend>(
    (send) => loyalty.sendCredit(businessId, member.id, send),
    (send) => creditNotice(sentTotal(send), "sent to", member),
    onSaved,
  );
  /** A change takes the last Send's message away: it spoke of what was typed before. */
  const set = (patch: Partial<SendCreditForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setShown(null);
  };
  const submit = async () => {
    const read = readSendCredit(form, creditScale(programme.creditOneToOne).precision);
    if (!read.ok) return setShown(read);
    setShown(null);
    if (await confirm({ message: IRREVERSIBLE, confirmLabel: "Confirm" })) saving.save(read.value);
  };
  const error = (field: string) => (shown?.field === field ? shown.message : undefined);
  return (
    <Dialog
      visible
      contentClassName={styles.form}
      header="Send credit"
      onHide={onClose}
      style={{ width: "min(32rem, 95vw)" }}
      footer={
        <>
          <Button label="Cancel" text onClick={onClose} />
          <Button label="Send" icon="pi pi-send" loading={saving.saving} onClick={() => void submit()} />
        </>
      }
    >
      {saving.failure === null ? null : <Message severity="error" text={saving.failure} />}
      <p>{IRREVERSIBLE}</p>
      <Field id="send-normal" label="Credit" error={error("amount")} optional>
        <InputText id="send-normal" inputMode="decimal" className={formStyles.control} value={form.amount} onChange={(event) => set({ amount: event.target.value })} />
      </Field>
      <Field id="send-free" label="Free credit" error={error("freeAmount")} optional>
        <InputText id="send-free" inputMode="decimal" className={formStyles.control} value={form.freeAmount} onChange={(event) => set({ freeAmount: event.target.value })} />
      </Field>
      <Field id="send-validity" label="Free credit valid for" error={error("validity")}>
        <div className={styles.inline}>
          <InputText id="send-validity" inputMode="numeric" className={formStyles.control} value={form.validity} onChange={(event) => set({ validity: event.target.value })} />
          <Dropdown aria-label="Validity unit" value={form.unit} options={[...UNITS]} onChange={(event) => set({ unit: event.value as ExpiryUnit })} />
        </div>
      </Field>
      <Field id="send-remark" label="Remark" optional>
        <InputText id="send-remark" className={formStyles.control} value={form.remark} onChange={(event) => set({ remark: event.target.value })} />
      </Field>
    </Dialog>
  );
};
