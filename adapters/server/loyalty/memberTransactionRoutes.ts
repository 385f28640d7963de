// The credit transaction report (spec 2 §2 Transactions report 'Credit transaction' tab; §7):
//   GET /api/v2/businesses/{businessId}/transactions/credit ?from&to&restaurantId&skip&limit
//   → {resources, pagination.totalResources}, newest first
// Needs `read Membership`. `from` and `to` are calendar dates (YYYY-MM-DD) read in the business's
// time zone (businessTimeZone.ts), both days included; `restaurantId` keeps one restaurant's.
// Decisions where the spec is silent: without dates the report is today's; a range whose end is
// before its start is 'Invalid date range'; `normal` and `free` are shown at the programme's
// credit precision, signed (a deduction is negative); rows are read month by month
// (credit_transactions.month) so a range only reads the months it spans.
import type { FastifyInstance } from "fastify";
import { Schema } from "effect";
import { Temporal } from "temporal-polyfill";
import { DomainError } from "../../../domain/engine/decider";
import type { Row } from "../../../domain/engine/projection";
import { CREDIT_TRANSACTIONS_TABLE } from "../../../domain/loyalty/member/creditTransactions.projection";
import { amountOf } from "../../../domain/loyalty/member/creditUnits";
import { INVALID_DATE } from "../../../domain/shared/calendarDate";
import { decodeBody } from "../decodeBody";
import { callerOf } from "../business/caller";
import { paged, pageOf } from "../business/paging";
import { businessTimeZone } from "./businessTimeZone";
import { membershipBusiness } from "./memberAccess";
import { creditPrecisionOf, loadProgramme } from "./memberProgramme";

type ByBusiness = { Params: { businessId: string } };
export const INVALID_DATE_RANGE = "Invalid date range";

const DateText = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/, { message: INVALID_DATE }));
const RangeQuery = Schema.Struct({
  from: Schema.optionalKey(DateText),
  to: Schema.optionalKey(DateText),
  restaurantId: Schema.optionalKey(Schema.String),
});

const dateOf = (text: string | undefined, fallback: Temporal.PlainDate, path: string): Temporal.PlainDate => {
  if (text === undefined) return fallback;
  try {
    return Temporal.PlainDate.from(text, { overflow: "reject" });
  } catch {
    throw new DomainError(INVALID_DATE, 400, [path]);
  }
};

/** Every UTC month ("YYYY-MM") the instants [start, end) touch. */
const monthsBetween = (start: Temporal.Instant, end: Temporal.Instant): ReadonlyArray<string> => {
  const months: string[] = [];
  let month = Temporal.PlainYearMonth.from(start.toString().slice(0, 7));
  const last = Temporal.PlainYearMonth.from(end.toString().slice(0, 7));
  while (Temporal.PlainYearMonth.compare(month, last) <= 0) {
    months.push(month.toString());
    month = month.add({ months: 1 });
  }
  return months;
};

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
    const today = engine.context().now.toZonedDateTimeISO(timeZone).toPlainDate();
    const from = dateOf(query.from, today, "from");
    const to = dateOf(query.to, from, "to");
    if (Temporal.PlainDate.compare(to, from) < 0) throw new DomainError(INVALID_DATE_RANGE, 400, ["to"]);
    const start = from.toZonedDateTime({ timeZone }).toInstant();
    const end = to.add({ days: 1 }).toZonedDateTime({ timeZone }).toInstant();
    const rows: Row[] = [];
    for (const month of monthsBetween(start, end.subtract({ milliseconds: 1 }))) {
      const where = { businessId, month, ...(query.restaurantId === undefined ? {} : { restaurantId: query.restaurantId }) };
      for (const row of (await readModels.list(CREDIT_TRANSACTIONS_TABLE, { where })).rows) {
        const at = Temporal.Instant.from(String(row.createdAt));
        if (Temporal.Instant.compare(at, start) >= 0 && Temporal.Instant.compare(at, end) < 0) rows.push(row);
      }
    }
    rows.sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)) || Number(b.seqNo) - Number(a.seqNo));
    const shown = rows.slice(page.offset, page.offset + page.limit).map((row) => ({
      ...row,
      normal: amountOf(Number(row.normal), precision),
      free: amountOf(Number(row.free), precision),
    }));
    return paged(shown, rows.length);
  });
};
