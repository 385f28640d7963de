// The report section's port (issue 18): the sales report of one business over a period, as
// types only; the answer is the domain's response Schema type (domain/report/salesReport.ts).
import type { Granularity, ReportFigures, SalesReport } from "../../domain/report/salesReport";

export type { Granularity, ReportFigures, SalesReport };

export interface SalesReportQuery {
  readonly businessId: string;
  /** Calendar dates (YYYY-MM-DD) in the business time zone, both included. */
  readonly from: string;
  readonly to: string;
  readonly granularity: Granularity;
  /** One restaurant, or null for the whole business. */
  readonly restaurantId: string | null;
}

export interface ReportPort {
  readonly salesReport: (query: SalesReportQuery) => Promise<SalesReport>;
}
