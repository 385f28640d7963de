// The payout account settings page (spec 1 §3-§4, PUT /restaurants/{id}/payout-account): the bank
// details, editable only while the account is NEW; Submit for approval moves it to PENDING; the
// provider approves it (APPROVED) or reopens it (NEW); payouts can be switched on once it is
// APPROVED. Every button sends the whole account with the `_rev` the page loaded.
import { Button } from "primereact/button";
import { Message } from "primereact/message";
import { Tag } from "primereact/tag";
import { useParams } from "react-router";
import { MALAYSIAN_BANKS, bankByCode } from "../../../../../domain/business/malaysianBanks";
import type { PayoutAccount, PayoutStatus } from "../../../../../domain/business/payoutAccount";
import { ConflictNotice } from "../../../../kit/editor/ConflictNotice";
import { EditorFrame } from "../../../../kit/editor/EditorFrame";
import { type DocumentEditor, useDocumentEditor } from "../../../../kit/editor/useDocumentEditor";
import { SelectField } from "../../../../kit/forms/SelectField";
import { SwitchField } from "../../../../kit/forms/SwitchField";
import { TextField } from "../../../../kit/forms/TextField";
import styles from "../../../../kit/forms/forms.module.css";
import { useFormState } from "../../../../kit/forms/useFormState";
import { PageHeader } from "../../../../kit/page/PageHeader";
import pageStyles from "../../../../kit/page/page.module.css";
import type { Restaurant } from "../../../../ports/businessPort";
import { usePorts } from "../../../../ports/PortsProvider";
import { useRoleFlags } from "../../../../session/SessionProvider";
import { ACCOUNT_TYPE_OPTIONS, type AccountType, FORM_PROBLEM, accountNoAsTyped, checkPayout, payoutFormOf, requestedAccount } from "./payoutForm";

const BANK_OPTIONS = MALAYSIAN_BANKS.map((bank) => ({ label: bank.name, value: bank.code }));

const STATUS_LOOK: Readonly<Record<PayoutStatus, { readonly severity: "info" | "warning" | "success"; readonly text: string }>> = {
  NEW: { severity: "info", text: "Enter the bank details, then submit them for approval." },
  PENDING: { severity: "warning", text: "Waiting for the provider's approval. The details can no longer be changed." },
  APPROVED: { severity: "success", text: "Approved. Payouts can be switched on." },
};

interface Action {
  readonly label: string;
  readonly status: PayoutStatus;
  readonly icon: string;
}

const actionsFor = (status: PayoutStatus, reviewer: boolean): ReadonlyArray<Action> => {
  const reopen: Action = { label: "Reopen", status: "NEW", icon: "pi pi-undo" };
  switch (status) {
    case "NEW":
      return [
        { label: "Save", status: "NEW", icon: "pi pi-check" },
        { label: "Submit for approval", status: "PENDING", icon: "pi pi-send" },
      ];
    case "PENDING":
      return reviewer ? [reopen, { label: "Approve", status: "APPROVED", icon: "pi pi-verified" }] : [];
    case "APPROVED":
      return reviewer ? [reopen, { label: "Save", status: "APPROVED", icon: "pi pi-check" }] : [{ label: "Save", status: "APPROVED", icon: "pi pi-check" }];
    default: {
      const unknown: never = status;
      return unknown;
    }
  }
};

interface FormProps {
  readonly current: PayoutAccount;
  readonly reviewer: boolean;
  readonly editor: DocumentEditor<Restaurant, PayoutAccount>;
}

const PayoutForm = ({ current, reviewer, editor }: FormProps) => {
  const form = useFormState(payoutFormOf(current), (values) => checkPayout(current, values, current.status, reviewer));
  const { values, errors, set } = form;
  const editable = current.status === "NEW";
  const bank = bankByCode(values.bankCode);
  const send = (status: PayoutStatus) => {
    if (form.check((next) => checkPayout(current, next, status, reviewer))) editor.save(requestedAccount(values, status));
  };
  return (
    <form className={styles.card} noValidate onSubmit={(event) => event.preventDefault()}>
      <div className={styles.switchRow}>
        <Tag value={current.status} severity={STATUS_LOOK[current.status].severity} />
        <span className={styles.hint}>{STATUS_LOOK[current.status].text}</span>
      </div>
      {errors[FORM_PROBLEM] === undefined ? null : <Message severity="error" text={errors[FORM_PROBLEM]} />}
      <h2 className={styles.sectionTitle}>Bank account</h2>
      <div className={styles.grid}>
        <SelectField
          label="Bank"
          value={values.bankCode === "" ? null : values.bankCode}
          options={BANK_OPTIONS}
          onChange={(bankCode) => set("bankCode", bankCode)}
          error={errors.bankCode}
          hint={bank === undefined ? undefined : `Routing code ${bank.routingCode} · SWIFT ${bank.swiftCode}`}
          placeholder="Choose a bank"
          disabled={!editable}
          filter
        />
        <SelectField<AccountType>
          label="Account type"
          value={values.accountType}
          options={ACCOUNT_TYPE_OPTIONS}
          onChange={(accountType) => set("accountType", accountType)}
          disabled={!editable}
        />
        <TextField label="Account name" value={values.accountName} onChange={(name) => set("accountName", name)} error={errors.accountName} disabled={!editable} />
        <TextField
          label="Account no"
          value={values.accountNo}
          onChange={(accountNo) => set("accountNo", accountNoAsTyped(accountNo))}
          error={errors.accountNo}
          disabled={!editable}
        />
      </div>
      <SwitchField
        label="Pay out to this account"
        checked={values.enable}
        onChange={(enable) => set("enable", enable)}
        disabled={current.status !== "APPROVED" && !values.enable}
      />
      <div className={styles.actions}>
        <ConflictNotice phase={editor.phase} />
        <Button type="button" label="Reload" icon="pi pi-refresh" outlined disabled={!editor.canReload} onClick={editor.reload} />
        {actionsFor(current.status, reviewer).map((action) => (
          <Button
            key={action.label}
            type="button"
            label={action.label}
            icon={action.icon}
            disabled={!editor.canSave}
            loading={editor.phase === "saving"}
            onClick={() => send(action.status)}
          />
        ))}
      </div>
    </form>
  );
};

const PayoutEditor = ({ restaurantId }: { readonly restaurantId: string }) => {
  const { business } = usePorts();
  const flags = useRoleFlags();
  const editor = useDocumentEditor<Restaurant, PayoutAccount>(restaurantId, { load: business.getRestaurant, save: business.updatePayoutAccount });
  return (
    <div className={pageStyles.page}>
      <EditorFrame editor={editor}>
        {(restaurant) => (
          <>
            <PageHeader title="Payout account" subtitle={`${restaurant.name} · Where the restaurant's online sales are paid`} />
            <PayoutForm key={editor.generation} current={restaurant.payoutAccount} reviewer={flags?.isAdminOrStaff === true} editor={editor} />
          </>
        )}
      </EditorFrame>
    </div>
  );
};

export const PayoutAccountPage = () => {
  const { restaurantId = "" } = useParams();
  return <PayoutEditor key={restaurantId} restaurantId={restaurantId} />;
};
