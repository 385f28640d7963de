// The provider admin's Payments (issue 18, spec 1 §6 'Payments': admin only;
// domain/auth/providerAreas.ts "payments"), under /api/v2; staff, agents and owners are 403, a
// caller without a token 401:
//   GET /admin/payments/transactions ?paymentType&source&status&businessId&restaurantId&from&to&country&skip&limit
//                                      → paged transactions, newest paid first
//   GET /admin/payments/settlements ?month&businessId&skip&limit
//                                      → one month's settlements per restaurant and currency
//   GET /admin/payments/payout-accounts ?status&businessId&skip&limit → restaurants' payout accounts by name
//   PUT /admin/payments/payout-accounts/{restaurantId} {status: APPROVED|NEW, _rev?} → the account
// Dates of `from`/`to` are read in the time zone of `country` (default MY), as the Orders list
// does. Decision where the spec is silent: without `month` the settlements are this month's in
// Malaysia's calendar.
import { Schema } from "effect";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { isoOf } from "../../../domain/auth/fields";
import { canUseProviderArea } from "../../../domain/auth/providerAreas";
import { flagsFor } from "../../../domain/auth/roleFlags";
import { PayoutStatus } from "../../../domain/business/payoutAccount";
import { withRevision } from "../../../domain/business/revision";
import { listSettlements, listTransactions } from "../../../domain/payments/application/listPayments";
import { listPayoutAccounts, payoutAccountRow, reviewPayoutAccount } from "../../../domain/payments/application/payoutApprovals";
import { PaymentSource, PaymentType, PayoutAccountPage, PayoutAccountRow, SettlementPage, TransactionPage, TransactionStatus } from "../../../domain/payments/paymentView";
import { SettlementMonth, settlementMonthOf } from "../../../domain/payments/settlementMonth";
import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE, getCountryConfig } from "../../../domain/shared/country";
import { boundedId } from "../../../domain/shared/inputBounds";
import { forbidUnless } from "../business/access";
import { callerOf } from "../business/caller";
import { TOTAL_CAP, pageOf } from "../business/paging";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import { PeriodBound, periodOf } from "../reportPeriod";

type ByRestaurant = { Params: { restaurantId: string } };

const TransactionFilters = Schema.Struct({
  paymentType: Schema.optionalKey(PaymentType.annotate({ message: "Invalid payment type" })),
  source: Schema.optionalKey(PaymentSource.annotate({ message: "Invalid source" })),
  status: Schema.optionalKey(TransactionStatus.annotate({ message: "Invalid status" })),
  businessId: Schema.optionalKey(boundedId("Business id not found")),
  restaurantId: Schema.optionalKey(boundedId("Invalid Restaurant Id")),
  from: Schema.optionalKey(PeriodBound),
  to: Schema.optionalKey(PeriodBound),
  country: Schema.optionalKey(Schema.Literals(COUNTRY_CODES).annotate({ message: "Invalid country code" })),
});
const SettlementFilters = Schema.Struct({
  month: Schema.optionalKey(SettlementMonth),
  businessId: Schema.optionalKey(boundedId("Business id not found")),
});
const PayoutFilters = Schema.Struct({
  status: Schema.optionalKey(PayoutStatus.annotate({ message: "Invalid payout account status change" })),
  businessId: Schema.optionalKey(boundedId("Business id not found")),
});
const ReviewInput = withRevision({ status: Schema.Literals(["APPROVED", "NEW"]).annotate({ message: "Invalid payout account status change" }) });

/** The query split into the page (skip, limit) and the filters. */
const split = (raw: unknown) => {
  const { skip, limit, search: _search, sortBy: _sortBy, ...filters } = (raw ?? {}) as Record<string, unknown>;
  const page = pageOf(Object.fromEntries(Object.entries({ skip, limit }).filter(([, value]) => value !== undefined)));
  return { page: { offset: page.offset, limit: page.limit, totalCap: TOTAL_CAP }, filters };
};

export const paymentRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;
  const { readModels } = engine;

  const admin = async (request: FastifyRequest) => {
    const caller = await callerOf(request, engine);
    forbidUnless(canUseProviderArea(flagsFor(caller.user.claims), "payments"));
    return caller;
  };

  app.get("/admin/payments/transactions", async (request) => {
    await admin(request);
    const { page, filters: raw } = split(request.query);
    const filters = decodeBody(TransactionFilters, raw);
    const zone = getCountryConfig(filters.country ?? DEFAULT_COUNTRY_CODE).timeZone;
    const period = filters.from === undefined && filters.to === undefined ? null : periodOf({ from: filters.from, to: filters.to }, { from: "from", to: "to" }, zone, engine.context().now);
    const answer = await listTransactions(readModels, {
      paymentType: filters.paymentType ?? null, source: filters.source ?? null, status: filters.status ?? null,
      businessId: filters.businessId ?? null, restaurantId: filters.restaurantId ?? null,
      from: period === null ? null : isoOf(period.start), to: period === null ? null : isoOf(period.end), ...page,
    });
    return success(Schema.encodeSync(TransactionPage)(answer));
  });

  app.get("/admin/payments/settlements", async (request) => {
    await admin(request);
    const { page, filters: raw } = split(request.query);
    const filters = decodeBody(SettlementFilters, raw);
    const month = filters.month ?? settlementMonthOf(isoOf(engine.context().now), getCountryConfig(DEFAULT_COUNTRY_CODE).timeZone);
    const answer = await listSettlements(readModels, { month, businessId: filters.businessId ?? null, ...page });
    return success(Schema.encodeSync(SettlementPage)(answer));
  });

  app.get("/admin/payments/payout-accounts", async (request) => {
    await admin(request);
    const { page, filters: raw } = split(request.query);
    const filters = decodeBody(PayoutFilters, raw);
    const answer = await listPayoutAccounts(readModels, { status: filters.status ?? null, businessId: filters.businessId ?? null, ...page });
    return success(Schema.encodeSync(PayoutAccountPage)(answer));
  });

  app.put<ByRestaurant>("/admin/payments/payout-accounts/:restaurantId", async (request) => {
    const caller = await admin(request);
    const { restaurantId } = request.params;
    await payoutAccountRow(readModels, restaurantId);
    const { status, _rev } = decodeBody(ReviewInput, request.body);
    await reviewPayoutAccount(engine, { restaurantId, status, rev: caller.revision(_rev) }, caller.options());
    return success(Schema.encodeSync(PayoutAccountRow)(await payoutAccountRow(readModels, restaurantId)));
  });
};
