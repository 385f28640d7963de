// The Payments page's settlements (issue 18): one month's totals per restaurant and currency (the
// month in each restaurant's time zone), with the count and amount of paid payments and the
// amount per payment type, filtered by business, exported to Excel or CSV. It opens on this
// month (in Malaysia's calendar), its running totals; the list offers the 24 months back.
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { Dropdown } from "primereact/dropdown";
import { useCallback } from "react";
import { Temporal } from "temporal-polyfill";
import { COUNTRY_CONFIGS } from "../../../domain/shared/country";
import { previousMonth } from "../../../domain/payments/settlementMonth";
import type { PaymentsPort, Settlement, SettlementFilters } from "../../ports/paymentsPort";
import { FilterBar } from "../pagedList/FilterBar";
import { PagedListTable } from "../pagedList/PagedListTable";
import { usePagedList } from "../../kit/lists/usePagedList";
import { useBusinessOptions } from "../useBusinessOptions";
import styles from "../admin.module.css";
import own from "./payments.module.css";
import { SETTLEMENT_COLUMNS, amountText, settlementRecord } from "./paymentText";
import { usePaymentExport } from "./usePaymentExport";

const MONTHS_SHOWN = 24;

/** The last 24 months, newest first, in Malaysia's calendar. */
const monthOptions = (): ReadonlyArray<{ readonly value: string; readonly label: string }> => {
  let month = Temporal.Now.plainDateISO(COUNTRY_CONFIGS.MY.timeZone).toPlainYearMonth().toString();
  const months: Array<{ value: string; label: string }> = [];
  for (let i = 0; i < MONTHS_SHOWN; i += 1) {
    const label = Temporal.PlainYearMonth.from(month).toPlainDate({ day: 1 }).toLocaleString("en-GB", { month: "long", year: "numeric" });
    months.push({ value: month, label });
    month = previousMonth(month);
  }
  return months;
};

export const SettlementsTab = ({ port }: { readonly port: PaymentsPort }) => {
  const businesses = useBusinessOptions();
  const months = monthOptions();
  const load = useCallback(({ search: _search, ...query }: SettlementFilters & { readonly search: string; readonly page: number }) => port.settlements(query), [port]);
  const list = usePagedList<Settlement, SettlementFilters>(load, { month: months[0]!.value, businessId: null });
  const exportRows = usePaymentExport();
  const plan = {
    name: `settlements-${list.filters.month}`, sheet: "Settlements", columns: SETTLEMENT_COLUMNS, record: settlementRecord,
    page: (page: number, pageSize: number) => port.settlements({ ...list.filters, page, pageSize }),
  };
  const typeTotal = (row: Settlement, type: keyof Settlement["byType"]) =>
    row.byType[type].count === 0 ? <span className={styles.muted}>–</span> : `${amountText(row.byType[type].amount, row.precision, row.currency)} (${row.byType[type].count})`;
  return (
    <>
      <FilterBar>
        <Dropdown
          value={list.filters.month} options={[...months]} onChange={(event) => list.setFilters({ month: String(event.value) })}
          aria-label="Settlement month" className={styles.filter}
        />
        <Dropdown
          value={list.filters.businessId} options={businesses}
          onChange={(event) => list.setFilters({ businessId: (event.value as string | undefined) ?? null })}
          placeholder="All businesses" aria-label="Business filter" filter showClear className={styles.filter}
        />
        <span className={own.exports}>
          <Button label="Export Excel" icon="pi pi-file-excel" outlined onClick={() => exportRows(plan, "xlsx")} />
          <Button label="Export CSV" icon="pi pi-file" outlined onClick={() => exportRows(plan, "csv")} />
        </span>
      </FilterBar>
      <PagedListTable list={list} dataKey="id" ariaLabel="Settlements">
        <Column header="Restaurant" body={(row: Settlement) => <div>{row.restaurantName}<div className={styles.muted}>{row.businessName}</div></div>} />
        <Column header="Payments" field="count" />
        <Column header="Total" body={(row: Settlement) => <strong>{amountText(row.amount, row.precision, row.currency)}</strong>} />
        <Column header="Cash" body={(row: Settlement) => typeTotal(row, "cash")} />
        <Column header="ePayment" body={(row: Settlement) => typeTotal(row, "ePayment")} />
        <Column header="Credit" body={(row: Settlement) => typeTotal(row, "credit")} />
        <Column header="ePayment (sandbox)" body={(row: Settlement) => typeTotal(row, "ePaymentSandbox")} />
      </PagedListTable>
    </>
  );
};
