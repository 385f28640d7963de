// The Payments page's transactions (issue 18): every recorded payment newest first, 20 per page,
// filtered by payment type, source, status, business and the days paid (Malaysia's calendar, as
// the Orders list), exported as filtered to Excel or CSV.
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { Dropdown } from "primereact/dropdown";
import { Tag } from "primereact/tag";
import { useCallback } from "react";
import { COUNTRY_CONFIGS } from "../../../domain/shared/country";
import { PAYMENT_TYPES } from "../../../domain/payments/paymentView";
import type { PaymentSource, PaymentTransaction, PaymentType, PaymentsPort, TransactionFilters, TransactionStatus } from "../../ports/paymentsPort";
import { whenOf } from "../../kit/orders/orderLabels";
import { DayFilter } from "../pagedList/DayFilter";
import { FilterBar } from "../pagedList/FilterBar";
import { PagedListTable } from "../pagedList/PagedListTable";
import { usePagedList } from "../../kit/lists/usePagedList";
import { useBusinessOptions } from "../useBusinessOptions";
import styles from "../admin.module.css";
import own from "./payments.module.css";
import { PAYMENT_TYPE_LABELS, SOURCE_LABELS, TRANSACTION_COLUMNS, TRANSACTION_STATUS_LABELS, amountText, transactionRecord } from "./paymentText";
import { usePaymentExport } from "./usePaymentExport";

const COUNTRY = "MY";
const ZONE = COUNTRY_CONFIGS[COUNTRY].timeZone;
const NO_FILTERS: TransactionFilters = { paymentType: null, source: null, status: null, businessId: null, from: null, to: null, country: COUNTRY };
const STATUS_SEVERITY: Readonly<Record<TransactionStatus, "success" | "warning" | "danger" | "info">> = { PAID: "success", PENDING: "warning", DECLINED: "danger", REFUNDED: "info" };

const options = <K extends string>(labels: Readonly<Record<K, string>>) => Object.entries(labels).map(([value, label]) => ({ value, label: label as string }));

export const TransactionsTab = ({ port }: { readonly port: PaymentsPort }) => {
  const businesses = useBusinessOptions();
  const load = useCallback(({ search: _search, ...query }: TransactionFilters & { readonly search: string; readonly page: number }) => port.transactions(query), [port]);
  const list = usePagedList<PaymentTransaction, TransactionFilters>(load, NO_FILTERS);
  const exportRows = usePaymentExport();
  const plan = {
    name: "transactions", sheet: "Transactions", columns: TRANSACTION_COLUMNS, record: transactionRecord,
    page: (page: number, pageSize: number) => port.transactions({ ...list.filters, page, pageSize }),
  };
  return (
    <>
      <FilterBar>
        <Dropdown
          value={list.filters.paymentType} options={PAYMENT_TYPES.map((type) => ({ value: type, label: PAYMENT_TYPE_LABELS[type] }))}
          onChange={(event) => list.setFilters({ paymentType: (event.value as PaymentType | undefined) ?? null })}
          placeholder="All payment types" aria-label="Payment type filter" showClear className={styles.filter}
        />
        <Dropdown
          value={list.filters.source} options={options(SOURCE_LABELS)}
          onChange={(event) => list.setFilters({ source: (event.value as PaymentSource | undefined) ?? null })}
          placeholder="All sources" aria-label="Source filter" showClear className={styles.filter}
        />
        <Dropdown
          value={list.filters.status} options={options(TRANSACTION_STATUS_LABELS)}
          onChange={(event) => list.setFilters({ status: (event.value as TransactionStatus | undefined) ?? null })}
          placeholder="All statuses" aria-label="Transaction status filter" showClear className={styles.filter}
        />
        <Dropdown
          value={list.filters.businessId} options={businesses}
          onChange={(event) => list.setFilters({ businessId: (event.value as string | undefined) ?? null })}
          placeholder="All businesses" aria-label="Business filter" filter showClear className={styles.filter}
        />
        <span className={own.dates}>
          <DayFilter label="Paid from" value={list.filters.from} onChange={(from) => list.setFilters({ from })} />
          <DayFilter label="Paid to" value={list.filters.to} onChange={(to) => list.setFilters({ to })} />
        </span>
        <span className={own.exports}>
          <Button label="Export Excel" icon="pi pi-file-excel" outlined onClick={() => exportRows(plan, "xlsx")} />
          <Button label="Export CSV" icon="pi pi-file" outlined onClick={() => exportRows(plan, "csv")} />
        </span>
      </FilterBar>
      <PagedListTable list={list} dataKey="id" ariaLabel="Transactions">
        <Column header="Paid at" body={(row: PaymentTransaction) => whenOf(row.at, ZONE)} />
        <Column header="Restaurant" body={(row: PaymentTransaction) => <div>{row.restaurantName}<div className={styles.muted}>{row.businessName}</div></div>} />
        <Column header="Source" body={(row: PaymentTransaction) => <div>{SOURCE_LABELS[row.source]}<div className={styles.muted}>{row.reference}</div></div>} />
        <Column header="Payment type" body={(row: PaymentTransaction) => PAYMENT_TYPE_LABELS[row.paymentType]} />
        <Column header="Status" body={(row: PaymentTransaction) => <Tag severity={STATUS_SEVERITY[row.status]} value={TRANSACTION_STATUS_LABELS[row.status]} />} />
        <Column header="Amount" body={(row: PaymentTransaction) => amountText(row.amount, row.precision, row.currency)} />
      </PagedListTable>
    </>
  );
};
