// The payout account review (issue 18): the restaurant's bank account as the owner submitted it,
// its status, and the provider's Approve (a pending account) or Reopen for the owner to correct
// (a pending or approved one), enabled as the payout account machine allows.
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { Message } from "primereact/message";
import { Tag } from "primereact/tag";
import { bankByCode } from "../../../domain/business/malaysianBanks";
import type { PaymentsPort, PayoutAccountRow } from "../../ports/paymentsPort";
import styles from "../admin.module.css";
import own from "./payments.module.css";
import { PAYOUT_STATUS_LABELS } from "./paymentText";
import { usePayoutReview } from "./usePayoutReview";

const ACCOUNT_TYPES = { CURRENT_ACCOUNT: "Current account", SAVING_ACCOUNT: "Savings account" } as const;
export const STATUS_SEVERITY = { NEW: "info", PENDING: "warning", APPROVED: "success" } as const;

export const PayoutReviewDialog = ({ port, account, onChanged, onClose }: {
  readonly port: PaymentsPort;
  readonly account: PayoutAccountRow;
  readonly onChanged: (account: PayoutAccountRow) => void;
  readonly onClose: () => void;
}) => {
  const review = usePayoutReview(port, account, onChanged);
  const shown = review.account;
  const bank = shown.account === null ? null : shown.account;
  return (
    <Dialog header={`Payout account: ${shown.restaurantName}`} visible modal draggable={false} onHide={onClose} style={{ width: "min(34rem, 94vw)" }}>
      <div className={styles.dialogBody}>
        {review.error === null ? null : <Message severity="error" text={review.error} />}
        <dl className={own.account}>
          <dt>Business</dt>
          <dd>{shown.businessName}</dd>
          <dt>Status</dt>
          <dd><Tag severity={STATUS_SEVERITY[shown.status]} value={PAYOUT_STATUS_LABELS[shown.status]} /></dd>
          <dt>Payouts</dt>
          <dd>{shown.enable ? "On" : "Off"}</dd>
          {bank === null ? (
            <>
              <dt>Bank account</dt>
              <dd className={styles.muted}>Not given yet</dd>
            </>
          ) : (
            <>
              <dt>Bank</dt>
              <dd>{bankByCode(bank.bankCode)?.name ?? bank.bankCode}</dd>
              <dt>Account name</dt>
              <dd>{bank.accountName}</dd>
              <dt>Account no</dt>
              <dd>{bank.accountNo}</dd>
              <dt>Account type</dt>
              <dd>{ACCOUNT_TYPES[bank.accountType]}</dd>
            </>
          )}
        </dl>
        <div className={own.exports}>
          <Button label="Reopen for changes" icon="pi pi-undo" outlined severity="secondary" disabled={!review.canReopen || review.busy} onClick={review.reopen} />
          <Button label="Approve" icon="pi pi-check" disabled={!review.canApprove || review.busy} loading={review.busy} onClick={review.approve} />
        </div>
      </div>
    </Dialog>
  );
};
