// The credit transaction report (spec 2 §2 Transactions report 'Credit transaction' tab; §7):
//   GET /api/v2/businesses/{businessId}/transactions/credit ?from&to&restaurantId&skip&limit
//   → {resources, pagination.totalResources}, newest first
// Needs `read Membership`. `from` and `to` are calendar dates (YYYY-MM-DD) read in the business's
// time zone (businessTimeZone.ts), both days included, as ../reportPeriod.ts reads a period
// (today without dates, 'Invalid date range' backwards); `restaurantId` keeps one restaurant's.
// Each row is answered with its response Schema (domain/loyalty/member/creditTransactionResponse.ts).
// Decisions where the spec is silent: `normal` and `free` are shown at the programme's
// credit precision, signed (a deduction is negative); the period is a range of the table's
// indexed `recent` column (newest first, then the ledger's order), paged in the database.
import type { FastifyInstance } from "fastify";
import { Schema } from "effect";
import { CREDIT_TRANSACTIONS_TABLE } from "../../../domain/loyalty/member/creditTransactions.projection";
import { creditTransactionAnswerOf } from "../../../domain/loyalty/member/creditTransactionResponse";
import { amountOf } from "../../../domain/loyalty/member/creditUnits";
import { decodeBody } from "../decodeBody";
import { callerOf } from "../business/caller";
import { TOTAL_CAP, paged, pageOf } from "../business/paging";
import { businessTimeZone } from "../../../domain/loyalty/application/businessTimeZone";
import { membershipBusiness } from "./memberAccess";
import { PeriodBound, periodOf, recentRange } from "../reportPeriod";
import { creditPrecisionOf, loadProgramme } from "../../../domain/loyalty/application/activeProgramme";

type ByBusiness = { Params: { businessId: string } };

const RangeQuery = Schema.Struct({
  from: Schema.optionalKey(PeriodBound),
  to: Schema.optionalKey(PeriodBound),
  restaurantId: Schema.optionalKey(Schema.String),
});

export const memberTransactionRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;
  const { readModels } = engine.store;

  app.get<ByBusiness>("/businesses/:businessId/transactions/credit", async (request) => {
    const caller = await callerOf(request, engine);
    const businessId = await membershipBusiness(caller, request.params.businessId, "read");
    const precision = creditPrecisionOf(await loadProgramme(engine, businessId));
    const query = decodeBody(RangeQuery, request.query ?? {});
    const page = pageOf(request.query);
    const timeZone = await businessTimeZone(readModels, businessId);
    const period = periodOf(query, { from: "from", to: "to" }, timeZone, engine.context().now);
    const { rows, total } = await readModels.list(CREDIT_TRANSACTIONS_TABLE, {
      where: { businessId, ...(query.restaurantId === undefined ? {} : { restaurantId: query.restaurantId }) },
      range: recentRange(period),
      orderBy: { field: "recent", direction: "desc" },
      limit: page.limit,
      offset: page.offset,
      totalCap: TOTAL_CAP,
    });
    const shown = rows.map((row) => creditTransactionAnswerOf({
      ...row,
      normal: amountOf(Number(row.normal), precision),
      free: amountOf(Number(row.free), precision),
    }));
    return paged(shown, total);
  });
};
