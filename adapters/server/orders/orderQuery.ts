// How an orders list request reads (GET /admin/orders, GET /restaurants/{id}/orders): the
// filters, the period (reportPeriod.ts: calendar dates in `timeZone`, both days included, or
// instants) and the page. Decisions where the spec is silent: without `from` and `to` every order
// is listed; the list is always newest placed first (no sortBy).
import { Schema } from "effect";
import type { Temporal } from "temporal-polyfill";
import { isoOf } from "../../../domain/auth/fields";
import { DeliveryStatus } from "../../../domain/orders/deliveryStatus";
import type { OrderQuery } from "../../../domain/orders/application/listOrders";
import { OrderPlatform } from "../../../domain/orders/order";
import { OrderStatus } from "../../../domain/orders/orderStatus";
import { COUNTRY_CODES } from "../../../domain/shared/country";
import { boundedId } from "../../../domain/shared/inputBounds";
import { TOTAL_CAP, pageOf } from "../business/paging";
import { decodeBody } from "../decodeBody";
import { PeriodBound, periodOf } from "../reportPeriod";

const OrderFilters = Schema.Struct({
  status: Schema.optionalKey(OrderStatus.annotate({ message: "Invalid status" })),
  deliveryStatus: Schema.optionalKey(DeliveryStatus.annotate({ message: "Invalid delivery status" })),
  platform: Schema.optionalKey(OrderPlatform.annotate({ message: "Invalid platform" })),
  restaurantId: Schema.optionalKey(boundedId("Invalid Restaurant Id")),
  businessId: Schema.optionalKey(boundedId("Business id not found")),
  from: Schema.optionalKey(PeriodBound),
  to: Schema.optionalKey(PeriodBound),
  country: Schema.optionalKey(Schema.Literals(COUNTRY_CODES).annotate({ message: "Invalid country code" })),
});

/** The list query of a request; `scope` fixes the restaurant of a restaurant's own list. */
export const orderQueryOf = (raw: unknown, timeZone: (country: string | undefined) => string, now: Temporal.Instant, scope: { readonly restaurantId?: string } = {}): OrderQuery => {
  const { skip, limit, search, sortBy: _sortBy, ...rest } = (raw ?? {}) as Record<string, unknown>;
  const filters = decodeBody(OrderFilters, rest);
  const page = pageOf(Object.fromEntries(Object.entries({ skip, limit, search }).filter(([, value]) => value !== undefined)));
  const period = filters.from === undefined && filters.to === undefined ? null : periodOf({ from: filters.from, to: filters.to }, { from: "from", to: "to" }, timeZone(filters.country), now);
  return {
    status: filters.status ?? null,
    deliveryStatus: filters.deliveryStatus ?? null,
    platform: filters.platform ?? null,
    restaurantId: scope.restaurantId ?? filters.restaurantId ?? null,
    businessId: scope.restaurantId === undefined ? (filters.businessId ?? null) : null,
    from: period === null ? null : isoOf(period.start),
    to: period === null ? null : isoOf(period.end),
    search: page.search,
    offset: page.offset,
    limit: page.limit,
    totalCap: TOTAL_CAP,
  };
};
