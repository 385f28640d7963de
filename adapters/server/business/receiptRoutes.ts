// The receipt report (spec 1 §7 "GET /restaurants/{id}/receipt (v2) start, end → bills of the
// period"): GET /api/v2/restaurants/{restaurantId}/receipt ?start&end → the bills the till
// recorded there (POS BILL_COMPLETED, domain/business/restaurantBill.ts), oldest first, with the
// period's totals.
// Needs `read Restaurant` in the restaurant's business. `start` and `end` are dates in the
// business's time zone (both days included) or ISO instants (reportPeriod.ts).
// Decisions where the spec is silent: clearing the restaurant's transactions (machineRoutes.ts)
// clears its receipts: only bills recorded after the last clearing are listed; a refunded bill
// stays listed with `refunded: true` and is left out of `totals.sales`; totals are per currency, since a till may close bills in more than one.
// Each bill carries `memberName`, the name of the business's member with the bill's phone (null
// without a phone or when no member has it), so the list names people, not bare phones; each
// line carries `productName`, the product's name in the restaurant's menu, else in another menu
// of the business (null when none has it: the page then shows the till's id), so lines name
// products too.
import type { FastifyInstance } from "fastify";
import { Schema } from "effect";
import { billProductNames } from "../../../domain/menu/application/businessMenuProducts";
import { RESTAURANT_BILLS_TABLE } from "../../../domain/business/restaurantBills.projection";
import type { ReadModels, Row } from "../../../domain/engine/projection";
import { MEMBERS_TABLE } from "../../../domain/loyalty/member/members.projection";
import type { Money } from "../../../domain/shared/money";
import { add } from "../../../domain/shared/money";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import { businessTimeZone } from "../loyalty/businessTimeZone";
import { PeriodBound, inPeriod, monthsOf, periodOf } from "../reportPeriod";
import { restaurantFor } from "./access";
import { callerOf } from "./caller";

type ByRestaurant = { Params: { restaurantId: string } };

const ReceiptQuery = Schema.Struct({ start: Schema.optionalKey(PeriodBound), end: Schema.optionalKey(PeriodBound) });

const salesByCurrency = (bills: ReadonlyArray<Row>): ReadonlyArray<Money> => {
  const totals = new Map<string, Money>();
  for (const bill of bills) {
    if (bill.refunded === true) continue;
    const total = bill.total as Money;
    const sum = totals.get(total.currency);
    totals.set(total.currency, sum === undefined ? total : add(sum, total));
  }
  return [...totals.values()];
};

/** The member names of the bills' phones in the business, by phone. */
const memberNames = async (readModels: ReadModels, businessId: string, bills: ReadonlyArray<Row>): Promise<ReadonlyMap<string, string>> => {
  const phones = new Set(bills.flatMap((bill) => (typeof bill.memberPhone === "string" ? [bill.memberPhone] : [])));
  const names = new Map<string, string>();
  for (const phoneNumber of phones) {
    const { rows } = await readModels.list(MEMBERS_TABLE, { where: { businessId, phoneNumber }, limit: 1 });
    const name = rows[0]?.name;
    if (typeof name === "string") names.set(phoneNumber, name);
  }
  return names;
};

export const receiptRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;
  const { readModels } = engine;

  app.get<ByRestaurant>("/restaurants/:restaurantId/receipt", async (request) => {
    const caller = await callerOf(request, engine);
    const restaurant = await restaurantFor(caller, request.params.restaurantId, "read");
    const query = decodeBody(ReceiptQuery, request.query ?? {});
    const timeZone = await businessTimeZone(readModels, String(restaurant.businessId));
    const period = periodOf({ from: query.start, to: query.end }, { from: "start", to: "end" }, timeZone, engine.context().now);
    const clearedPosition = Number(restaurant.transactionsClearedPosition ?? 0);
    const kept = (row: Row) => inPeriod(period, String(row.closedAt)) && Number(row.position) > clearedPosition;
    const bills: Row[] = [];
    for (const month of monthsOf(period)) {
      const { rows } = await readModels.list(RESTAURANT_BILLS_TABLE, { where: { restaurantId: String(restaurant.id), month } });
      bills.push(...rows.filter(kept));
    }
    bills.sort((a, b) => String(a.closedAt).localeCompare(String(b.closedAt)));
    const names = await memberNames(readModels, String(restaurant.businessId), bills);
    const products = await billProductNames(engine, String(restaurant.businessId), String(restaurant.id));
    const receipts: Row[] = bills.map(({ month: _month, position: _position, ...bill }) => ({
      ...bill,
      items: (bill.items as ReadonlyArray<{ readonly productId: string }>).map((item) => ({ ...item, productName: products.get(item.productId) ?? null })),
      memberName: typeof bill.memberPhone === "string" ? (names.get(bill.memberPhone) ?? null) : null,
    }));
    return success({
      start: period.start.toString(),
      end: period.end.toString(),
      bills: receipts,
      totals: { count: receipts.length, refunded: receipts.filter((bill) => bill.refunded === true).length, sales: salesByCurrency(receipts) },
    });
  });
};
