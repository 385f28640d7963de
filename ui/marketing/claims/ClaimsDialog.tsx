// The voucher claims dialog (spec 3 §2, §4, §9): at least 768 px wide; a paged table of the
// claims (claim id/code, phone number, name, claimed at, transfer open; 5, 10, 20, 50 or 100
// rows, 20 by default), assigned or unassigned; copy every unassigned claim's link or code, export
// them (read 1000 per request) and create unassigned claims. Copy and export need at least one
// unassigned claim; 'Create Claims' is disabled once the voucher's claims reach its quota.
// Decision where the spec is silent: the table opens on the unassigned claims (the ones this
// dialog hands out); a toggle shows the claims members hold.
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { Dialog } from "primereact/dialog";
import { SelectButton } from "primereact/selectbutton";
import { useState } from "react";
import { Temporal } from "temporal-polyfill";
import { dateInZone, formatVoucherDate } from "../../../domain/shared/calendarDate";
import { useProgress } from "../../kit/feedback/ProgressProvider";
import { useToast } from "../../kit/feedback/ToastProvider";
import type { ClaimAssignment, Voucher, VoucherClaim } from "../../ports/marketingPort";
import { browserClipboard, copyText } from "../voucher/clipboard";
import stackedStyles from "../../kit/stackedTable.module.css";
import tableStyles from "../../kit/page/tables.module.css";
import styles from "./claims.module.css";
import { CODES_COPIED, LINKS_COPIED, claimLinkOf, claimsCsv, readAllClaims } from "./claimTexts";
import { CreateClaimsDialog } from "./CreateClaimsDialog";
import { CLAIM_PAGE_SIZES, useClaimRows } from "./useClaimRows";

const TYPES: ReadonlyArray<{ readonly label: string; readonly value: ClaimAssignment }> = [
  { label: "Unassigned", value: "unassigned" },
  { label: "Assigned", value: "assigned" },
];

const claimedAt = (timeZone: string) => (claim: VoucherClaim): string =>
  claim.claimedAt === null ? "" : formatVoucherDate(dateInZone(Temporal.Instant.from(claim.claimedAt), timeZone));

const download = (name: string, text: string) => {
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([text], { type: "text/csv" }));
  link.download = `${name}.csv`;
  link.click();
  URL.revokeObjectURL(link.href);
};

export interface ClaimsDialogProps {
  readonly businessId: string;
  readonly voucher: Voucher;
  /** Opens straight on the create claims dialog (the list's add action). */
  readonly creating: boolean;
  readonly onClose: () => void;
  readonly onClaimsCreated: () => void;
}

export const ClaimsDialog = ({ businessId, voucher, creating: startCreating, onClose, onClaimsCreated }: ClaimsDialogProps) => {
  const claims = useClaimRows(businessId, voucher);
  const toast = useToast();
  const progress = useProgress();
  const [creating, setCreating] = useState(startCreating);
  const origin = window.location.origin;
  const quotaReached = voucher.options.simpleClaim !== null && voucher.currentClaim >= voucher.options.simpleClaim.maxClaim;
  const noUnassigned = claims.unassignedCount === 0;
  const unassigned = () => progress(() => readAllClaims(claims.readPage("unassigned")), { message: "Reading claims..." });
  const copy = async (line: (claim: VoucherClaim) => string, done: string) => {
    const all = await unassigned();
    if (all === undefined) return;
    if (await copyText(all.map(line).join("\n"), browserClipboard(), (message) => window.alert(message))) toast.success(done);
  };
  const exportAll = async () => {
    const all = await progress(() => readAllClaims(claims.readPage("unassigned")), { message: "Exporting claims..." });
    if (all !== undefined) download(`${voucher.name} claims`, claimsCsv(voucher, all, origin));
  };
  const rows = claims.rows.phase === "ready" ? claims.rows.data : { resources: [], totalResources: 0 };
  return (
    <Dialog header={`Claims of ${voucher.name}`} visible onHide={onClose} className={styles.dialog} modal draggable={false}>
      <div className={styles.toolbar}>
        <SelectButton value={claims.type} options={[...TYPES]} allowEmpty={false} onChange={(event) => claims.showType(event.value as ClaimAssignment)} />
        <div className={styles.buttons}>
          <Button label="Copy claim links" icon="pi pi-link" outlined disabled={noUnassigned} onClick={() => void copy((claim) => claimLinkOf(voucher, claim.code, origin), LINKS_COPIED)} />
          <Button label="Copy claim codes" icon="pi pi-copy" outlined disabled={noUnassigned} onClick={() => void copy((claim) => claim.code, CODES_COPIED)} />
          <Button label="Export" icon="pi pi-download" outlined disabled={noUnassigned} onClick={() => void exportAll()} />
          <Button label="Create Claims" icon="pi pi-plus" disabled={quotaReached} onClick={() => setCreating(true)} />
        </div>
      </div>
      <DataTable
        value={[...rows.resources]}
        dataKey="id"
        lazy
        paginator
        rows={claims.pageSize}
        rowsPerPageOptions={[...CLAIM_PAGE_SIZES]}
        first={claims.page * claims.pageSize}
        totalRecords={rows.totalResources}
        onPage={(event) => claims.turn(event.first, event.rows)}
        loading={claims.rows.phase === "loading"}
        emptyMessage={claims.rows.phase === "failed" ? claims.rows.message : "No data"}
        stripedRows
        className={`${tableStyles.table} ${stackedStyles.stacked}`}
        responsiveLayout="stack"
      >
        <Column header="Claim id/code" field="code" />
        <Column header="Phone number" body={(claim: VoucherClaim) => claim.phoneNumber ?? ""} />
        <Column header="Name" body={(claim: VoucherClaim) => claim.name ?? ""} />
        <Column header="Claimed at" body={claimedAt(voucher.timeZone)} />
        <Column header="Transfer open" body={(claim: VoucherClaim) => (claim.transferOpen ? "Yes" : "No")} />
      </DataTable>
      {creating && !quotaReached ? (
        <CreateClaimsDialog
          businessId={businessId}
          voucher={voucher}
          onClose={() => setCreating(false)}
          onCreated={() => {
            setCreating(false);
            claims.reload();
            onClaimsCreated();
          }}
        />
      ) : null}
    </Dialog>
  );
};
