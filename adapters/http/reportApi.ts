// The UI's report port over HTTP (client rooted at /api/v2): GET /report/sales, with the
// signed-in session (the route also takes a report token; the back office has a session).
// The answer is decoded strictly with the domain's response Schema: a field one side adds and
// the other does not know fails here. The Schema's module loads with the first report (a dynamic
// import), so the back office's initial bundle does not carry it.
import { Schema } from "effect";
import type { SalesReport } from "../../domain/report/salesReport";
import type { ApiClient } from "./apiClient";

const decodeReport = async (answer: unknown): Promise<SalesReport> =>
  Schema.decodeUnknownSync((await import("../../domain/report/salesReport")).SalesReport)(answer, { onExcessProperty: "error" });

export interface SalesReportQuery {
  readonly businessId: string;
  readonly from: string;
  readonly to: string;
  readonly granularity: "day" | "week" | "month";
  readonly restaurantId: string | null;
}

export const createHttpReport = (client: ApiClient) => ({
  salesReport: async (query: SalesReportQuery): Promise<SalesReport> => {
    const params = new URLSearchParams({ businessId: query.businessId, from: query.from, to: query.to, granularity: query.granularity });
    if (query.restaurantId !== null) params.set("restaurantId", query.restaurantId);
    return decodeReport(await client.request<unknown>("GET", `/report/sales?${params.toString()}`));
  },
});
