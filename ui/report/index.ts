// The report section's routes (issue 18; spec 1 §2 layout section "report"), for the app
// layout's children:
//   /b/:businessId/reports  business-report  the business's sales report; needs read Restaurant
//                                            in the business (the server's rule for /report/sales)
// The page is a lazy chunk (chart.js and exceljs load later still, with the chart and an export).
import type { RouteObject } from "react-router";
import type { RouteHandle } from "../app/routeHandle";

export const reportRoutes: RouteObject[] = [
  {
    path: "/b/:businessId/reports",
    handle: {
      name: "business-report",
      section: "report",
      nav: { group: "Report", label: "Sales report", icon: "pi pi-chart-bar" },
      rights: { action: "read", subject: "Restaurant" },
    } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import("./ReportPage")).ReportPage }),
  },
];
