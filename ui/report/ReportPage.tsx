// The report section's page (issue 18; spec 1 §2 layout section "report"), route
// 'business-report': a business's sales, bills and member figures for a period (date range with
// the generic presets, grouped by day, week or month in the business time zone) and one
// restaurant or all, as figure cards, a chart (chart.js, loaded with this page's chart only), and
// a table per restaurant; the figures export to Excel (exceljs, loaded on export) and CSV.
// Decisions where the spec is silent: the period opens on the last 30 days grouped by day; the
// presets read the business time zone once the first report names it (Malaysia's before);
// the owner and team members who may read the business's restaurants see it (the server's rule).
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { SelectButton } from "primereact/selectbutton";
import { useMemo, useState } from "react";
import { useParams } from "react-router";
import { Temporal } from "temporal-polyfill";
import { type DateRange, presetDateRange } from "../../domain/shared/dateRangePresets";
import { COUNTRY_CONFIGS } from "../../domain/shared/country";
import { csvOf } from "../kit/export/csv";
import { saveFile } from "../kit/export/saveFile";
import { workbookOf, XLSX_TYPE } from "../kit/export/workbook";
import { DateRangeField } from "../kit/dates/DateRangeField";
import { useProgress } from "../kit/feedback/ProgressProvider";
import { SelectField } from "../kit/forms/SelectField";
import { LoadProblem } from "../kit/page/LoadProblem";
import { Loading } from "../kit/page/Loading";
import { PageHeader } from "../kit/page/PageHeader";
import pageStyles from "../kit/page/page.module.css";
import tableStyles from "../kit/page/tables.module.css";
import { useLoad } from "../kit/page/useLoad";
import stackedStyles from "../kit/stackedTable.module.css";
import { usePorts } from "../ports/PortsProvider";
import type { Granularity, ReportPort, SalesReport } from "../ports/reportPort";
import { ReportChart } from "./ReportChart";
import { EXPORT_COLUMNS, chartSeries, exportRecords, figureCards } from "./reportFigures";
import styles from "./report.module.css";

const NO_REPORT = "The report cannot load here";
const ALL = "";
const GRANULARITIES: ReadonlyArray<{ readonly label: string; readonly value: Granularity }> = [
  { label: "Day", value: "day" }, { label: "Week", value: "week" }, { label: "Month", value: "month" },
];

const Cards = ({ report }: { readonly report: SalesReport }) => (
  <ul className={styles.cards} aria-label="Figures">
    {figureCards(report.totals).map((card) => (
      <li key={card.label} className={styles.card}>
        <div className={styles.cardLabel}>{card.label}</div>
        <div className={styles.cardValue}>{card.value}</div>
      </li>
    ))}
  </ul>
);

type RestaurantRow = SalesReport["restaurants"][number];
const net = (row: RestaurantRow) => figureCards(row.figures)[0]?.value;
const average = (row: RestaurantRow) => figureCards(row.figures)[4]?.value;

const useExport = (report: SalesReport | null) => {
  const progress = useProgress();
  return (format: "xlsx" | "csv") => {
    if (report === null) return;
    const name = `sales-report-${report.from}-${report.to}`;
    const records = exportRecords(report);
    if (format === "csv") {
      saveFile(`${name}.csv`, csvOf(EXPORT_COLUMNS, records), "text/csv");
      return;
    }
    void progress(async () => saveFile(`${name}.xlsx`, await workbookOf("Sales report", EXPORT_COLUMNS, records), XLSX_TYPE), { message: "Exporting the report..." });
  };
};

const ReportView = ({ reports, businessId, now }: { readonly reports: ReportPort; readonly businessId: string; readonly now: () => Temporal.Instant }) => {
  const { business } = usePorts();
  const [zone, setZone] = useState(COUNTRY_CONFIGS.MY.timeZone);
  const [range, setRange] = useState<DateRange>(() => presetDateRange("last30Days", now(), zone));
  const [granularity, setGranularity] = useState<Granularity>("day");
  const [restaurantId, setRestaurantId] = useState<string>(ALL);
  const restaurants = useLoad(() => business.listRestaurants(businessId), businessId);
  const query = { businessId, from: range.start.toString(), to: range.end.toString(), granularity, restaurantId: restaurantId === ALL ? null : restaurantId };
  const report = useLoad(async () => {
    const answer = await reports.salesReport(query);
    setZone(answer.timeZone);
    return answer;
  }, JSON.stringify(query));
  const ready = report.phase === "ready" ? report.data : null;
  const exportAs = useExport(ready);
  const chart = useMemo(() => (ready === null ? null : chartSeries(ready)), [ready]);
  const options = [
    { label: "All restaurants", value: ALL },
    ...(restaurants.phase === "ready" ? restaurants.data.map((r) => ({ label: r.name, value: r.id })) : []),
  ];
  return (
    <div className={pageStyles.page}>
      <PageHeader
        title="Sales report"
        subtitle={ready === null ? "Sales, bills and members of a period" : `${ready.from} to ${ready.to} · ${ready.timeZone}`}
        actions={
          <>
            <Button label="Export Excel" icon="pi pi-file-excel" outlined disabled={ready === null} onClick={() => exportAs("xlsx")} />
            <Button label="Export CSV" icon="pi pi-file" outlined disabled={ready === null} onClick={() => exportAs("csv")} />
          </>
        }
      />
      <div className={styles.filters}>
        <DateRangeField label="Period" value={range} timeZone={zone} now={now} onChange={(next) => next && setRange(next)} />
        <div>
          <span id="report-granularity" className={styles.cardLabel}>Group by</span>
          <SelectButton
            aria-labelledby="report-granularity"
            value={granularity}
            options={[...GRANULARITIES]}
            optionLabel="label"
            optionValue="value"
            allowEmpty={false}
            onChange={(event) => setGranularity(event.value as Granularity)}
          />
        </div>
        <SelectField label="Restaurant" value={restaurantId} options={options} onChange={setRestaurantId} />
      </div>
      {report.phase === "failed" ? <LoadProblem message={report.message} onRetry={report.retry} /> : null}
      {report.phase === "loading" ? <Loading /> : null}
      {ready === null || chart === null ? null : (
        <>
          <Cards report={ready} />
          <h2 className={styles.sectionTitle}>Net sales and bills by {granularity}</h2>
          <ReportChart data={chart} />
          <h2 className={styles.sectionTitle}>By restaurant</h2>
          <DataTable value={[...ready.restaurants]} dataKey="restaurantId" emptyMessage="No data" stripedRows responsiveLayout="stack" className={`${tableStyles.table} ${stackedStyles.stacked}`}>
            <Column header="Restaurant" field="name" />
            <Column header="Net sales" body={net} />
            <Column header="Bills" body={(row: RestaurantRow) => row.figures.bills} />
            <Column header="Average bill" body={average} />
            <Column header="Active members" body={(row: RestaurantRow) => row.figures.activeMembers} />
            <Column header="Vouchers redeemed" body={(row: RestaurantRow) => row.figures.vouchersRedeemed} />
          </DataTable>
        </>
      )}
    </div>
  );
};

export const ReportPage = ({ now = () => Temporal.Now.instant() }: { readonly now?: () => Temporal.Instant }) => {
  const { report } = usePorts();
  const { businessId = "" } = useParams();
  if (report === undefined) return <div className={pageStyles.page}><PageHeader title="Sales report" subtitle={NO_REPORT} /></div>;
  return <ReportView reports={report} businessId={businessId} now={now} />;
};
