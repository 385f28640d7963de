// The Payments page's payout account approvals (issue 18): restaurants' payout accounts by name,
// 20 per page, filtered by status (it opens on Pending, the ones waiting for the provider) and
// business; Review opens the account with Approve and Reopen.
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { Dropdown } from "primereact/dropdown";
import { Tag } from "primereact/tag";
import { useCallback, useState } from "react";
import { bankByCode } from "../../../domain/business/malaysianBanks";
import type { PaymentsPort, PayoutAccountRow, PayoutFilters, PayoutStatus } from "../../ports/paymentsPort";
import { FilterBar } from "../pagedList/FilterBar";
import { PagedListTable } from "../pagedList/PagedListTable";
import { usePagedList } from "../../kit/lists/usePagedList";
import { useBusinessOptions } from "../useBusinessOptions";
import styles from "../admin.module.css";
import { PAYOUT_STATUS_LABELS } from "./paymentText";
import { PayoutReviewDialog, STATUS_SEVERITY } from "./PayoutReviewDialog";

export const PayoutAccountsTab = ({ port }: { readonly port: PaymentsPort }) => {
  const businesses = useBusinessOptions();
  const load = useCallback(({ search: _search, ...query }: PayoutFilters & { readonly search: string; readonly page: number }) => port.payoutAccounts(query), [port]);
  const list = usePagedList<PayoutAccountRow, PayoutFilters>(load, { status: "PENDING", businessId: null });
  const [open, setOpen] = useState<PayoutAccountRow | null>(null);
  return (
    <>
      <FilterBar>
        <Dropdown
          value={list.filters.status} options={Object.entries(PAYOUT_STATUS_LABELS).map(([value, label]) => ({ value, label }))}
          onChange={(event) => list.setFilters({ status: (event.value as PayoutStatus | undefined) ?? null })}
          placeholder="All statuses" aria-label="Payout status filter" showClear className={styles.filter}
        />
        <Dropdown
          value={list.filters.businessId} options={businesses}
          onChange={(event) => list.setFilters({ businessId: (event.value as string | undefined) ?? null })}
          placeholder="All businesses" aria-label="Business filter" filter showClear className={styles.filter}
        />
      </FilterBar>
      <PagedListTable list={list} dataKey="restaurantId" ariaLabel="Payout accounts">
        <Column header="Restaurant" body={(row: PayoutAccountRow) => <div>{row.restaurantName}<div className={styles.muted}>{row.businessName}</div></div>} />
        <Column header="Status" body={(row: PayoutAccountRow) => <Tag severity={STATUS_SEVERITY[row.status]} value={PAYOUT_STATUS_LABELS[row.status]} />} />
        <Column
          header="Bank account"
          body={(row: PayoutAccountRow) => (row.account === null
            ? <span className={styles.muted}>Not given yet</span>
            : <div>{bankByCode(row.account.bankCode)?.name ?? row.account.bankCode}<div className={styles.muted}>{row.account.accountName} · {row.account.accountNo}</div></div>)}
        />
        <Column header="Payouts" body={(row: PayoutAccountRow) => (row.enable ? "On" : "Off")} />
        <Column
          header="Actions" bodyClassName={styles.actions}
          body={(row: PayoutAccountRow) => <Button label="Review" icon="pi pi-eye" text onClick={() => setOpen(row)} aria-label={`Review the payout account of ${row.restaurantName}`} />}
        />
      </PagedListTable>
      {open === null ? null : (
        <PayoutReviewDialog port={port} account={open} onClose={() => setOpen(null)} onChanged={(account) => {
          setOpen(account);
          list.reload();
        }} />
      )}
    </>
  );
};
