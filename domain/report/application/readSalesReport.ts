// The sales report use case: the report hours of one business over a period, read through the
// (businessId, hour) index in pages, summed by domain/report/salesReport.ts. Depends only on the
// ReadModels port; the route (adapters/server/business/reportRoutes.ts) has checked the caller.
import type { ReadModels } from "../../engine/projection";
import type { HourFigures } from "../hourFigures";
import { REPORT_HOURS_TABLE } from "../reportHours.projection";
import { type ReportHour, type ReportRequest, type SalesReport, buildSalesReport, periodInstants } from "../salesReport";

const PAGE = 2000;

export const readSalesReport = async (readModels: ReadModels, request: ReportRequest): Promise<SalesReport> => {
  const { start, end } = periodInstants(request.from, request.to, request.timeZone);
  const range = { field: "hour", from: start.toString().slice(0, 13), to: end.toString().slice(0, 13) };
  const where: Readonly<Record<string, string>> = request.restaurantId === null ? { businessId: request.businessId } : { businessId: request.businessId, restaurantId: request.restaurantId };
  const hours: ReportHour[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const { rows } = await readModels.list(REPORT_HOURS_TABLE, { where, range, orderBy: { field: "hour", direction: "asc" }, limit: PAGE, offset, totalCap: 0 });
    hours.push(...rows.map((row) => ({ restaurantId: String(row.restaurantId), hour: String(row.hour), figures: row.figures as HourFigures })));
    if (rows.length < PAGE) break;
  }
  return buildSalesReport(request, hours);
};
