// Owns: how the sales report reads on the page and in its exports: the figure cards (label and
// text) of a report's totals, and the export's rows (one per bucket, then one per restaurant),
// amounts written as decimals of their currency.
// Decisions where the spec is silent: the cards and exports show the business currency's sales
// (the first currency the period sold in; none sold reads 0.00 with no currency); credit shows
// at 2 decimals (1 unit = 0.01).
import { formatMoney } from "../../domain/shared/money";
import type { ReportFigures, SalesReport } from "../ports/reportPort";

export interface FigureCard {
  readonly label: string;
  readonly value: string;
}

const amount = (units: number, precision: number, currency: string): string =>
  `${currency === "" ? "" : `${currency} `}${formatMoney({ amount: units, precision, currency: currency === "" ? "XXX" : currency }, { grouping: true, decimals: precision })}`;

const mainSales = (figures: ReportFigures) =>
  figures.sales[0] ?? { currency: "", precision: 2, bills: 0, gross: 0, discounts: 0, net: 0, averageBill: 0 };

export const figureCards = (figures: ReportFigures): ReadonlyArray<FigureCard> => {
  const s = mainSales(figures);
  return [
    { label: "Net sales", value: amount(s.net, s.precision, s.currency) },
    { label: "Gross sales", value: amount(s.gross, s.precision, s.currency) },
    { label: "Discounts", value: amount(s.discounts, s.precision, s.currency) },
    { label: "Bills", value: String(figures.bills) },
    { label: "Average bill", value: amount(s.averageBill, s.precision, s.currency) },
    { label: "Refunds", value: String(figures.refunds) },
    { label: "Active members", value: String(figures.activeMembers) },
    { label: "New members", value: String(figures.newMembers) },
    { label: "Credit issued", value: amount(figures.credit.issued, figures.credit.precision, "") },
    { label: "Credit redeemed", value: amount(figures.credit.redeemed, figures.credit.precision, "") },
    { label: "Vouchers claimed", value: String(figures.vouchersClaimed) },
    { label: "Vouchers redeemed", value: String(figures.vouchersRedeemed) },
  ];
};

/** The chart's numbers: net sales (as a decimal, for drawing only) and bills per bucket. */
export const chartSeries = (report: SalesReport) => ({
  labels: report.series.map((bucket) => bucket.label),
  net: report.series.map((bucket) => {
    const s = mainSales(bucket.figures);
    return s.net / 10 ** s.precision;
  }),
  bills: report.series.map((bucket) => bucket.figures.bills),
  currency: mainSales(report.totals).currency,
});

export const EXPORT_COLUMNS = [
  "Period", "Restaurant", "Currency", "Gross sales", "Discounts", "Net sales", "Bills", "Average bill", "Refunds",
  "Active members", "New members", "Credit issued", "Credit redeemed", "Vouchers claimed", "Vouchers redeemed",
] as const;
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];

const decimal = (units: number, precision: number): string =>
  formatMoney({ amount: units, precision, currency: "XXX" }, { grouping: false, decimals: precision });

const recordOf = (period: string, restaurant: string, figures: ReportFigures): Record<ExportColumn, string | number> => {
  const s = mainSales(figures);
  return {
    Period: period, Restaurant: restaurant, Currency: s.currency,
    "Gross sales": decimal(s.gross, s.precision), Discounts: decimal(s.discounts, s.precision), "Net sales": decimal(s.net, s.precision),
    Bills: figures.bills, "Average bill": decimal(s.averageBill, s.precision), Refunds: figures.refunds,
    "Active members": figures.activeMembers, "New members": figures.newMembers,
    "Credit issued": decimal(figures.credit.issued, figures.credit.precision), "Credit redeemed": decimal(figures.credit.redeemed, figures.credit.precision),
    "Vouchers claimed": figures.vouchersClaimed, "Vouchers redeemed": figures.vouchersRedeemed,
  };
};

/** Every bucket of the period (restaurant 'All' or the filtered one), then each restaurant over the whole period. */
export const exportRecords = (report: SalesReport): ReadonlyArray<Record<ExportColumn, string | number>> => {
  const scope = report.restaurantId === null ? "All" : (report.restaurants[0]?.name ?? "");
  const whole = `${report.from} to ${report.to}`;
  return [
    ...report.series.map((bucket) => recordOf(bucket.label, scope, bucket.figures)),
    ...report.restaurants.map((r) => recordOf(whole, r.name, r.figures)),
  ];
};
