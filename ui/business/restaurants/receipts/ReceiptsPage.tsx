// A restaurant's receipts (spec 1 §7 "GET /restaurants/{id}/receipt: bills of the period"), route
// 'restaurant-receipts': the bills the POS closed at this restaurant for a date range (today by
// default, presets of the generic date-range input) in the restaurant's time zone, with the
// period's bill count, refunds and sales.
// Decisions where the spec names the call but no screen: the page sits in the restaurant's drawer
// group beside Machines (clearing transactions there empties it); a refunded bill stays listed,
// tagged 'Refunded', and is left out of the sales; tables show 'No data' (spec 1 §2).
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { Tag } from "primereact/tag";
import { useState } from "react";
import { useParams } from "react-router";
import { Temporal } from "temporal-polyfill";
import { type DateRange, presetDateRange } from "../../../../domain/shared/dateRangePresets";
import { LoadProblem } from "../../../kit/page/LoadProblem";
import { Loading } from "../../../kit/page/Loading";
import { PageHeader } from "../../../kit/page/PageHeader";
import pageStyles from "../../../kit/page/page.module.css";
import tableStyles from "../../../kit/page/tables.module.css";
import stackedStyles from "../../../kit/stackedTable.module.css";
import { useLoad } from "../../../kit/page/useLoad";
import { DateRangeField } from "../../../kit/dates/DateRangeField";
import type { Restaurant } from "../../../ports/businessPort";
import { usePorts } from "../../../ports/PortsProvider";
import { timeZoneOf } from "../machines/restaurantInstants";
import { type ReceiptRow, receiptRow, salesText } from "./receiptRows";
import styles from "./receipts.module.css";

const MemberCell = ({ row }: { readonly row: ReceiptRow }) => (
  <span className={styles.member}>
    {row.member}
    {row.phone === "" ? null : <small>{row.phone}</small>}
  </span>
);

const ReceiptsView = ({ restaurant, now }: { readonly restaurant: Restaurant; readonly now: () => Temporal.Instant }) => {
  const { business } = usePorts();
  const zone = timeZoneOf(restaurant);
  const [range, setRange] = useState<DateRange>(() => presetDateRange("today", now(), zone));
  const period = { start: range.start.toString(), end: range.end.toString() };
  const receipts = useLoad(() => business.listReceipts(restaurant.id, period), `${restaurant.id}:${period.start}:${period.end}`);
  const rows = receipts.phase === "ready" ? receipts.data.bills.map((bill) => receiptRow(bill, zone)) : [];

  return (
    <>
      <PageHeader title="Receipts" subtitle={`${restaurant.name} · bills closed by the POS`} />
      <div className={styles.filters}>
        <DateRangeField label="Period" value={range} timeZone={zone} now={now} onChange={(next) => next && setRange(next)} />
      </div>
      {receipts.phase === "failed" ? <LoadProblem message={receipts.message} onRetry={receipts.retry} /> : null}
      {receipts.phase === "ready" ? (
        <dl className={styles.totals} aria-label="Period totals">
          <div><dt>Bills</dt><dd>{receipts.data.totals.count}</dd></div>
          <div><dt>Refunded</dt><dd>{receipts.data.totals.refunded}</dd></div>
          <div><dt>Sales</dt><dd>{salesText(receipts.data.totals)}</dd></div>
        </dl>
      ) : null}
      <DataTable value={rows} dataKey="billId" responsiveLayout="stack" loading={receipts.phase === "loading"} emptyMessage="No data" paginator rows={20} rowsPerPageOptions={[20, 50, 100]} stripedRows size="small" className={`${tableStyles.table} ${stackedStyles.stacked}`}>
        <Column field="billId" header="Bill no." />
        <Column field="closedAt" header="Closed at" />
        <Column header="Member" body={(row: ReceiptRow) => <MemberCell row={row} />} />
        <Column field="items" header="Items" />
        <Column field="total" header="Total" />
        <Column header="Status" body={(row: { refunded: boolean }) => (row.refunded ? <Tag severity="danger" value="Refunded" /> : <Tag severity="success" value="Paid" />)} />
      </DataTable>
    </>
  );
};

export const ReceiptsPage = ({ now = () => Temporal.Now.instant() }: { readonly now?: () => Temporal.Instant }) => {
  const { restaurantId = "" } = useParams();
  const { business } = usePorts();
  const restaurant = useLoad(() => business.getRestaurant(restaurantId), restaurantId);
  return (
    <div className={pageStyles.page}>
      {restaurant.phase === "loading" ? <Loading /> : null}
      {restaurant.phase === "failed" ? <LoadProblem message={restaurant.message} onRetry={restaurant.retry} /> : null}
      {restaurant.phase === "ready" ? <ReceiptsView key={restaurant.data.id} restaurant={restaurant.data} now={now} /> : null}
    </div>
  );
};
