// The member-store reports (spec 2 §2 Transactions report 'Store transaction' and 'Online store
// transaction' tabs; §3 Store transaction; §7):
//   GET /api/v2/businesses/{businessId}/transactions/store        ?from&to&restaurantId&skip&limit
//   GET /api/v2/businesses/{businessId}/transactions/online-store ?from&to&skip&limit
//   → {resources, pagination.totalResources}, newest first (storeTransactionView.ts rows)
// Needs `read Membership` in the business. The period is ../reportPeriod.ts's: calendar dates in
// the business time zone (businessTimeZone.ts), both days included, today without dates.
// Decisions where the spec is silent: the store tab lists purchases made at a restaurant, the
// online tab those made online; the online tab has no restaurant filter, so a restaurantId
// there is ignored (the screen hides it); a reverted purchase stays listed with 'Reverted'.
import type { FastifyInstance } from "fastify";
import { Schema } from "effect";
import { STORE_TRANSACTIONS_TABLE } from "../../../domain/loyalty/store/storeTransactions.projection";
import type { PurchaseChannel } from "../../../domain/loyalty/store/storePurchaseModel";
import { decodeBody } from "../decodeBody";
import { callerOf } from "../business/caller";
import { TOTAL_CAP, paged, pageOf } from "../business/paging";
import { PeriodBound, periodOf, recentRange } from "../reportPeriod";
import { businessTimeZone } from "../../../domain/loyalty/application/businessTimeZone";
import { membershipBusiness } from "./memberAccess";
import { storeTransactionView } from "./storeTransactionView";

type ByBusiness = { Params: { businessId: string } };

const ReportQuery = Schema.Struct({
  from: Schema.optionalKey(PeriodBound),
  to: Schema.optionalKey(PeriodBound),
  restaurantId: Schema.optionalKey(Schema.String),
});

const REPORTS: ReadonlyArray<{ readonly kind: string; readonly channel: PurchaseChannel }> = [
  { kind: "store", channel: "STORE" },
  { kind: "online-store", channel: "ONLINE" },
];

export const storeTransactionRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;
  const { readModels } = engine.store;

  for (const { kind, channel } of REPORTS) {
    app.get<ByBusiness>(`/businesses/:businessId/transactions/${kind}`, async (request) => {
      const caller = await callerOf(request, engine);
      const businessId = await membershipBusiness(caller, request.params.businessId, "read");
      const query = decodeBody(ReportQuery, request.query ?? {});
      const page = pageOf(request.query);
      const timeZone = await businessTimeZone(readModels, businessId);
      const period = periodOf(query, { from: "from", to: "to" }, timeZone, engine.context().now);
      const restaurant: Readonly<Record<string, string>> = channel === "STORE" && query.restaurantId !== undefined ? { restaurantId: query.restaurantId } : {};
      const { rows, total } = await readModels.list(STORE_TRANSACTIONS_TABLE, {
        where: { businessId, channel, ...restaurant },
        range: recentRange(period),
        orderBy: { field: "recent", direction: "desc" },
        limit: page.limit,
        offset: page.offset,
        totalCap: TOTAL_CAP,
      });
      return paged(rows.map(storeTransactionView), total);
    });
  }
};
