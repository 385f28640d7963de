// The UI's report port over HTTP (client rooted at /api/v2): GET /report/sales, with the
// signed-in session (the route also takes a report token; the back office has a session).
// The answer is decoded strictly with the domain's response Schema: a field one side adds and
// the other does not know fails here.
import { Schema } from "effect";
import { SalesReport } from "../../domain/report/salesReport";
import type { ApiClient } from "./apiClient";

const decodeReport = Schema.decodeUnknownSync(SalesReport);

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
    return decodeReport(await client.request<unknown>("GET", `/report/sales?${params.toString()}`), { onExcessProperty: "error" });
  },
});
