// The `report_hours` read model (key `{businessId}:{restaurantId}:{hour}`): what the report
// section (issue 18; spec 1 §2 layout section "report") sums, one row per business, restaurant
// and UTC hour, so a period in any business time zone reads only the rows of its hours through
// the (businessId, hour) and (businessId, restaurantId, hour) indexes, never bills or members.
// Figures per row: bills and refunds, sales per currency (gross, discounts, net as Money), the
// phones of the bills (for distinct active members over a period), new members, credit issued
// and redeemed (credit units, 1 unit = 0.01), vouchers claimed and redeemed.
// Decisions where the spec is silent:
// - `hour` is the UTC hour ("YYYY-MM-DDTHH") of the figure's instant: a business day, week or
//   month in a time zone of whole-hour offset (every country of spec 1 §9) is exactly a run of
//   hours; a zone with a half-hour offset would read its boundary hour whole.
// - Sales come from the restaurant's bill log (restaurantBills.projection.ts): net is the bill's
//   total, gross the sum of its lines (quantity × price, in the total's currency), discounts what
//   gross exceeds net by (never negative: a bill whose lines sum below its total reads gross =
//   net). A refunded bill leaves sales and the bill count of the hour it closed in (as in the
//   receipt report's totals) and counts as a refund there.
// - Figures with no restaurant (a member joining, a voucher claim, a portal credit movement) sit
//   on restaurantId "" (business-wide); a restaurant filter leaves them out.
// - Credit issued is every positive movement and redeemed every negative one except expiry; a
//   movement that takes another back (a refunded bill's cashback) lowers the figure its original
//   raised. A voucher use restored after a refund stays counted as redeemed.
import type { RecordedEvent } from "../engine/events";
import type { Projection, ProjectionTx, Row } from "../engine/projection";
import { readTable, textColumn } from "../engine/readTable";
import { RESTAURANT_BILL_PREFIX, type RestaurantBillEvent } from "../business/restaurantBill";
import { RESTAURANT_BILLS_TABLE, restaurantBillKey } from "../business/restaurantBills.projection";
import { isMemberEvent } from "../loyalty/member/members.projection";
import type { MemberEvent } from "../loyalty/member/memberModel";
import { VOUCHERS_TABLE } from "../marketing/vouchers.projection";
import { isVoucherEvent, voucherIdOfStream, type VoucherEvent } from "../marketing/voucherModel";
import { type HourFigures, type SalesFigures, addSales, billSales, EMPTY_HOUR, hourOf, negateSales } from "./hourFigures";

export const REPORT_HOURS_TABLE = "report_hours";
/** The restaurant id of business-wide figures. */
export const BUSINESS_WIDE = "";

export const reportHoursTable = readTable({
  name: REPORT_HOURS_TABLE,
  columns: { businessId: textColumn("businessId"), restaurantId: textColumn("restaurantId"), hour: textColumn("hour") },
  indexes: [["businessId", "hour"], ["businessId", "restaurantId", "hour"]],
});

type Change = (figures: HourFigures) => HourFigures;

const change = async (tx: ProjectionTx, businessId: string, restaurantId: string, instant: string, apply: Change): Promise<void> => {
  const hour = hourOf(instant);
  const key = `${businessId}:${restaurantId}:${hour}`;
  // Locked: bills, enrolments and credit movements of one hour arrive on many streams at once.
  const row = await tx.getForUpdate(REPORT_HOURS_TABLE, key);
  const figures = row === undefined ? EMPTY_HOUR : (row.figures as HourFigures);
  await tx.put(REPORT_HOURS_TABLE, key, { businessId, restaurantId, hour, figures: apply(figures) });
};

/** The sorted phones with `phone` in its place (found by halving: an hour may have thousands). */
const withPhone = (phones: ReadonlyArray<string>, phone: string | null): ReadonlyArray<string> => {
  if (phone === null) return phones;
  let low = 0;
  let high = phones.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (phones[middle]! < phone) low = middle + 1;
    else high = middle;
  }
  return phones[low] === phone ? phones : [...phones.slice(0, low), phone, ...phones.slice(low)];
};

const onBill = async (event: RestaurantBillEvent, tx: ProjectionTx): Promise<void> => {
  if (event.type === "RestaurantBillRecorded") {
    const bill = event.data;
    const sales = billSales(bill.total, bill.items);
    await change(tx, bill.businessId, bill.restaurantId, bill.closedAt, (f) => ({
      ...f, bills: f.bills + 1, sales: addSales(f.sales, sales), memberPhones: withPhone(f.memberPhones, bill.memberPhone),
    }));
    return;
  }
  const bill = await tx.get(RESTAURANT_BILLS_TABLE, restaurantBillKey(event.data.restaurantId, event.data.billId));
  if (bill === undefined) return;
  const sales: SalesFigures = billSales(bill.total as never, bill.items as never);
  await change(tx, String(bill.businessId), String(bill.restaurantId), String(bill.closedAt), (f) => ({
    ...f, bills: f.bills - 1, refunds: f.refunds + 1, sales: addSales(f.sales, negateSales(sales)),
  }));
};

const onMember = async (event: MemberEvent, tx: ProjectionTx): Promise<void> => {
  if (event.type === "MemberEnrolled") {
    await change(tx, event.data.businessId, BUSINESS_WIDE, event.data.joinedAt, (f) => ({ ...f, newMembers: f.newMembers + 1 }));
    return;
  }
  if (event.type !== "CreditTransactionRecorded") return;
  const t = event.data;
  const delta = t.normal + t.free.reduce((sum, lot) => sum + lot.amount, 0);
  if (delta === 0 || (t.source === "EXPIRED" && t.reverts === null)) return;
  const takesBack = t.reverts !== null;
  await change(tx, t.businessId, t.restaurantId ?? BUSINESS_WIDE, t.recordedAt, (f) =>
    delta > 0
      ? takesBack ? { ...f, creditRedeemed: f.creditRedeemed - delta } : { ...f, creditIssued: f.creditIssued + delta }
      : takesBack ? { ...f, creditIssued: f.creditIssued + delta } : { ...f, creditRedeemed: f.creditRedeemed - delta },
  );
};

const onVoucher = async (event: VoucherEvent, streamId: string, tx: ProjectionTx): Promise<void> => {
  if (event.type !== "ClaimsAssigned" && event.type !== "ClaimRedeemed") return;
  const voucher: Row | undefined = await tx.get(VOUCHERS_TABLE, voucherIdOfStream(streamId));
  if (voucher === undefined) return;
  const businessId = String(voucher.businessId);
  if (event.type === "ClaimsAssigned") {
    const claimed = event.data.claims.length;
    await change(tx, businessId, BUSINESS_WIDE, event.data.createdAt, (f) => ({ ...f, vouchersClaimed: f.vouchersClaimed + claimed }));
  } else {
    await change(tx, businessId, event.data.restaurantId, event.data.appliedAt, (f) => ({ ...f, vouchersRedeemed: f.vouchersRedeemed + 1 }));
  }
};

const apply = async (recorded: RecordedEvent, tx: ProjectionTx): Promise<void> => {
  if (recorded.streamId.startsWith(RESTAURANT_BILL_PREFIX)) await onBill(recorded as unknown as RestaurantBillEvent, tx);
  else if (isMemberEvent(recorded)) await onMember(recorded as unknown as MemberEvent, tx);
  else if (isVoucherEvent(recorded)) await onVoucher(recorded as unknown as VoucherEvent, recorded.streamId, tx);
};

/** Registered after the bill, member and voucher projections: it reads their rows. */
export const reportHoursProjection: Projection = { name: "report_hours", tables: [reportHoursTable], apply };
