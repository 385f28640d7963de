// The transactions report (spec 2 §2 Transactions report, route membership-report, menu label
// 'Transaction'): tabs Credit transaction, Store transaction and Online store transaction; a date
// range with the presets Today, Yesterday, Last week and Last 30 days; the restaurant filter
// (hidden on the online tab); Excel and CSV export of the open tab.
// Decisions where the spec is silent: the range starts as today; an incomplete or backwards
// range keeps the last whole one; restaurants are the business's, with 'All restaurants' first.
// The table waits for the restaurant list (its rows name restaurants, and a table drawn before
// the names arrived kept showing ids); a list that fails to load leaves the ids.
import { Button } from "primereact/button";
import { Dropdown } from "primereact/dropdown";
import { TabPanel, TabView } from "primereact/tabview";
import { useId, useMemo, useState } from "react";
import { Temporal } from "temporal-polyfill";
import { presetDateRange } from "../../../domain/shared/dateRangePresets";
import { Field } from "../../kit/forms/Field";
import { PageHeader } from "../../kit/page/PageHeader";
import pageStyles from "../../kit/page/page.module.css";
import { Loading } from "../../kit/page/Loading";
import { useLoad } from "../../kit/page/useLoad";
import { DateRangeField } from "../../kit/dates/DateRangeField";
import { usePorts } from "../../ports/PortsProvider";
import { useProgramme } from "../entry/ProgrammeContext";
import { MEMBER_TIME_ZONE } from "../../../domain/loyalty/member/memberDates";
import { ReportTable } from "./ReportTable";
import { TAB_LABELS, TRANSACTION_KINDS } from "./transactionColumns";
import styles from "./transactions.module.css";
import { useReportExport } from "./useReportExport";
import type { ReportFilter } from "./useTransactionReport";

/** The dropdown's value for 'All restaurants' (PrimeReact shows a null or empty value as nothing chosen; restaurant ids are hex). */
const ALL_RESTAURANTS = "all";

export interface TransactionsPageProps {
  /** The clock the presets read (tests pass a fixed instant). */
  readonly now?: () => Temporal.Instant;
}

export const TransactionsPage = ({ now = () => Temporal.Now.instant() }: TransactionsPageProps) => {
  const { business } = usePorts();
  const { businessId } = useProgramme();
  const [tab, setTab] = useState(0);
  const [filter, setFilter] = useState<ReportFilter>(() => ({ range: presetDateRange("today", now(), MEMBER_TIME_ZONE), restaurantId: null }));
  const restaurants = useLoad(() => business.listRestaurants(businessId), businessId);
  const known = useMemo(() => (restaurants.phase === "ready" ? restaurants.data : []), [restaurants]);
  const context = useMemo(
    () => ({ restaurantName: (id: string | null | undefined) => (id ? (known.find((r) => r.id === id)?.name ?? id) : "") }),
    [known],
  );
  const exportReport = useReportExport(businessId);
  const kind = TRANSACTION_KINDS[tab] ?? "credit";
  const restaurantField = useId();
  return (
    <div className={pageStyles.page}>
      <PageHeader
        title="Transaction"
        actions={
          <>
            <Button label="Excel" icon="pi pi-file-excel" outlined onClick={() => void exportReport(kind, filter, context, "xlsx")} />
            <Button label="CSV" icon="pi pi-file" outlined onClick={() => void exportReport(kind, filter, context, "csv")} />
          </>
        }
      />
      <div className={styles.filters}>
        <DateRangeField label="Date" value={filter.range} timeZone={MEMBER_TIME_ZONE} now={now} onChange={(range) => range && setFilter({ ...filter, range })} />
        {kind === "online-store" ? null : (
          <Field id={restaurantField} label="Restaurant">
            <Dropdown
              inputId={restaurantField}
              className={styles.restaurant}
              value={filter.restaurantId ?? ALL_RESTAURANTS}
              options={[{ label: "All restaurants", value: ALL_RESTAURANTS }, ...known.map((r) => ({ label: r.name, value: r.id }))]}
              onChange={(event) => setFilter({ ...filter, restaurantId: event.value === ALL_RESTAURANTS ? null : (event.value as string) })}
            />
          </Field>
        )}
      </div>
      <TabView scrollable activeIndex={tab} onTabChange={(event) => setTab(event.index)}>
        {TRANSACTION_KINDS.map((each) => (
          <TabPanel key={each} header={TAB_LABELS[each]}>
            {each !== kind ? null : restaurants.phase === "loading" ? (
              <Loading />
            ) : (
              <ReportTable kind={each} businessId={businessId} filter={filter} context={context} />
            )}
          </TabPanel>
        ))}
      </TabView>
    </div>
  );
};
