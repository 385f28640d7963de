// One section of the voucher list (spec 3 §2): name, status badge, effect type, claims and
// redemptions, validity, and per voucher the actions add claims, view claims, copy share link,
// dry run (when the page offers it), edit and delete. 'No data' when the section is empty. On a phone each voucher is a stacked card
// (every value under its column's title) instead of a row wider than the screen.
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import tableStyles from "../../kit/page/tables.module.css";
import type { Voucher } from "../../ports/marketingPort";
import { effectLabel } from "./effectLabel";
import stackedStyles from "../../kit/stackedTable.module.css";
import styles from "./voucherList.module.css";
import { VoucherStatusTag } from "./VoucherStatusTag";
import { validityText } from "./voucherValidity";

export interface VoucherActions {
  readonly onAddClaims?: (voucher: Voucher) => void;
  readonly onViewClaims?: (voucher: Voucher) => void;
  readonly onShare: (voucher: Voucher) => void;
  /** Try the voucher on a sample bill (issue 7 item 8, ui/marketing/dryRun). */
  readonly onDryRun?: (voucher: Voucher) => void;
  readonly onEdit: (voucher: Voucher) => void;
  readonly onDelete: (voucher: Voucher) => void;
}

const claimsText = (voucher: Voucher): string => {
  const max = voucher.options.simpleClaim?.maxClaim;
  return max === undefined ? String(voucher.currentClaim) : `${voucher.currentClaim} / ${max}`;
};

const RowActions = ({ voucher, actions }: { readonly voucher: Voucher; readonly actions: VoucherActions }) => (
  <div className={styles.actions}>
    {actions.onAddClaims === undefined ? null : (
      <Button icon="pi pi-plus" text rounded aria-label={`Add claims to ${voucher.name}`} onClick={() => actions.onAddClaims?.(voucher)} />
    )}
    {actions.onViewClaims === undefined ? null : (
      <Button icon="pi pi-list" text rounded aria-label={`View claims of ${voucher.name}`} onClick={() => actions.onViewClaims?.(voucher)} />
    )}
    <Button icon="pi pi-link" text rounded aria-label={`Copy share link of ${voucher.name}`} onClick={() => actions.onShare(voucher)} />
    {actions.onDryRun === undefined ? null : (
      <Button icon="pi pi-calculator" text rounded aria-label={`Dry run ${voucher.name}`} onClick={() => actions.onDryRun?.(voucher)} />
    )}
    <Button icon="pi pi-pencil" text rounded aria-label={`Edit ${voucher.name}`} onClick={() => actions.onEdit(voucher)} />
    <Button icon="pi pi-trash" text rounded severity="danger" aria-label={`Delete ${voucher.name}`} onClick={() => actions.onDelete(voucher)} />
  </div>
);

export interface VoucherTableProps {
  readonly vouchers: ReadonlyArray<Voucher>;
  readonly actions: VoucherActions;
}

export const VoucherTable = ({ vouchers, actions }: VoucherTableProps) => (
  <DataTable value={[...vouchers]} dataKey="id" emptyMessage="No data" stripedRows className={`${tableStyles.table} ${stackedStyles.stacked}`} responsiveLayout="stack">
    <Column header="Name" field="name" />
    <Column header="Status" body={(voucher: Voucher) => <VoucherStatusTag status={voucher.status} />} />
    <Column header="Effect" body={effectLabel} />
    <Column header="Claimed" body={claimsText} />
    <Column header="Redeemed" field="currentRedeem" />
    <Column header="Validity" body={validityText} />
    <Column header="Actions" body={(voucher: Voucher) => <RowActions voucher={voucher} actions={actions} />} />
  </DataTable>
);
