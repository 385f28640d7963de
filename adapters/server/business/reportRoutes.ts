// The report section's API (spec 1 §1 "a reporting token for a report section", §2 layout section
// "report", §7), under /api/v2:
//   GET /report/token[?businessId=] → {token, expiresAt}: a signed token (adapters/auth/tokens.ts)
//   GET /report/sales ?businessId&from&to&granularity&restaurantId → SalesReport
//     (domain/report/salesReport.ts): sales, bills and member figures of a period per bucket and
//     per restaurant, from the report hours read model.
// Decisions where the spec is silent:
// - Without `businessId` the token names every business the caller can read (its permission
//   records and, for an agent, the businesses it resells), or "all" for a provider who reads
//   every business; with it, exactly that business, and only if the caller holds `read
//   Restaurant` there (a business it cannot read answers 404 'Business not found', one it reads
//   without that right 403). It lives 1 hour and has its own audience: never an access token.
// - /report/sales accepts either that token as `Authorization: Bearer <report token>` (for an
//   analytics client holding no session; its scope must name the business) or the normal
//   session, whose caller needs `read Restaurant` in the business. The token is checked first.
// - `from` and `to` are dates in the business time zone, both included (default: the last 30
//   days up to today, spec 1 §2's preset); at most 366 days; granularity day (default), week or month.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Schema } from "effect";
import { Temporal } from "temporal-polyfill";
import { Id } from "../../../domain/auth/fields";
import { BUSINESS_NOT_FOUND } from "../../../domain/business/business";
import { BUSINESSES_TABLE } from "../../../domain/business/businesses.projection";
import { INVALID_RESTAURANT } from "../../../domain/business/restaurant";
import { RESTAURANTS_TABLE } from "../../../domain/business/restaurants.projection";
import { DomainError } from "../../../domain/engine/decider";
import { readSalesReport } from "../../../domain/report/application/readSalesReport";
import { Granularity, SalesReport } from "../../../domain/report/salesReport";
import { INVALID_DATE } from "../../../domain/shared/calendarDate";
import { UnauthorizedError } from "../auth/requireUser";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import { businessTimeZone } from "../loyalty/businessTimeZone";
import { INVALID_DATE_RANGE } from "../reportPeriod";
import { businessFor, isProvider } from "./access";
import { ownBusinesses } from "./businessRoutes";
import { callerOf } from "./caller";

export const REPORT_TOO_LONG = "A report covers at most 366 days";
const MAX_DAYS = 366;
const DEFAULT_DAYS = 30;

const DateText = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/, { message: INVALID_DATE }));
const TokenQuery = Schema.Struct({ businessId: Schema.optionalKey(Id) });
const SalesQuery = Schema.Struct({
  businessId: Id,
  from: Schema.optionalKey(DateText),
  to: Schema.optionalKey(DateText),
  granularity: Schema.optionalKey(Granularity),
  restaurantId: Schema.optionalKey(Id),
});

const dateOf = (text: string, path: string): Temporal.PlainDate => {
  try {
    return Temporal.PlainDate.from(text, { overflow: "reject" });
  } catch {
    throw new DomainError(INVALID_DATE, 400, [path]);
  }
};

const BEARER = /^Bearer\s+(\S+)\s*$/i;

export const reportRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine, tokens } = app.identity;
  const { readModels } = engine;

  /** Whether the request carries a report token whose scope names the business. */
  const reportTokenCovers = async (request: FastifyRequest, businessId: string): Promise<boolean> => {
    const token = BEARER.exec(request.headers.authorization ?? "")?.[1];
    const grant = token === undefined ? null : await tokens.verifyReport(token);
    if (grant === null) return false;
    if (grant.businesses !== "all" && !grant.businesses.includes(businessId)) throw new UnauthorizedError();
    if ((await readModels.get(BUSINESSES_TABLE, businessId)) === undefined) throw new DomainError(BUSINESS_NOT_FOUND, 404);
    return true;
  };

  app.get("/report/token", async (request) => {
    const caller = await callerOf(request, engine);
    const { businessId } = decodeBody(TokenQuery, request.query ?? {});
    let businesses: "all" | ReadonlyArray<string>;
    if (businessId !== undefined) {
      await businessFor(caller, businessId, "read", "Restaurant");
      businesses = [businessId];
    } else {
      businesses = isProvider(caller, "read", "Business") ? "all" : (await ownBusinesses(caller)).map((row) => String(row.id));
    }
    const { token, expiresAt } = await tokens.issueReport({ userId: caller.user.userId, businesses });
    return success({ token, expiresAt: expiresAt.toString() });
  });

  app.get("/report/sales", async (request) => {
    const query = decodeBody(SalesQuery, request.query ?? {});
    if (!(await reportTokenCovers(request, query.businessId))) {
      await businessFor(await callerOf(request, engine), query.businessId, "read", "Restaurant");
    }
    const timeZone = await businessTimeZone(readModels, query.businessId);
    const today = engine.context().now.toZonedDateTimeISO(timeZone).toPlainDate();
    const to = query.to === undefined ? today : dateOf(query.to, "to");
    const from = query.from === undefined ? to.subtract({ days: DEFAULT_DAYS - 1 }) : dateOf(query.from, "from");
    if (Temporal.PlainDate.compare(to, from) < 0) throw new DomainError(INVALID_DATE_RANGE, 400, ["to"]);
    if (from.until(to).total({ unit: "days" }) >= MAX_DAYS) throw new DomainError(REPORT_TOO_LONG, 400, ["to"]);
    const { rows } = await readModels.list(RESTAURANTS_TABLE, { where: { businessId: query.businessId }, orderBy: { field: "name", direction: "asc" } });
    const restaurants = rows.map((row) => ({ id: String(row.id), name: String(row.name ?? "") }));
    if (query.restaurantId !== undefined && !restaurants.some((r) => r.id === query.restaurantId)) {
      throw new DomainError(INVALID_RESTAURANT, 404);
    }
    const report = await readSalesReport(readModels, {
      businessId: query.businessId, timeZone, granularity: query.granularity ?? "day", from, to,
      restaurantId: query.restaurantId ?? null, restaurants,
    });
    return success(Schema.encodeSync(SalesReport)(report));
  });
};
