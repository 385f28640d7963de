// Owns: the figures of one report hour (reportHours.projection.ts) and the money maths on them:
// a bill's gross, discounts and net, sales kept per currency, and the sum of several hours.
// Decisions where the spec is silent: see reportHours.projection.ts (gross from the bill's lines,
// discounts never negative); lines in another currency than the bill's total are left out of its
// gross; sums of different precisions take the finer one (domain/shared/money.ts).
import { utcHourOf } from "../shared/instantCalendar";
import { type Money, add, subtract, zero } from "../shared/money";

export interface CurrencySales {
  /** Bills closed in this currency (less those refunded). */
  readonly bills: number;
  readonly gross: Money;
  readonly discounts: Money;
  readonly net: Money;
}

/** Sales by currency code. */
export type SalesFigures = Readonly<Record<string, CurrencySales>>;

export interface HourFigures {
  readonly bills: number;
  readonly refunds: number;
  readonly sales: SalesFigures;
  /** The phones on the hour's bills, sorted, each once. */
  readonly memberPhones: ReadonlyArray<string>;
  readonly newMembers: number;
  /** Credit units (1 unit = 0.01). */
  readonly creditIssued: number;
  readonly creditRedeemed: number;
  readonly vouchersClaimed: number;
  readonly vouchersRedeemed: number;
}

export const EMPTY_HOUR: HourFigures = {
  bills: 0, refunds: 0, sales: {}, memberPhones: [], newMembers: 0, creditIssued: 0, creditRedeemed: 0, vouchersClaimed: 0, vouchersRedeemed: 0,
};

/** The UTC hour ("YYYY-MM-DDTHH") of an ISO instant. */
export const hourOf = (isoInstant: string): string => utcHourOf(isoInstant);

interface Line {
  readonly quantity: number;
  readonly price: Money;
}

const lineTotal = (line: Line): Money => ({
  ...line.price,
  amount: Math.round(line.price.amount * line.quantity),
});

export const billSales = (total: Money, lines: ReadonlyArray<Line>): SalesFigures => {
  const sameCurrency = lines.filter((line) => line.price.currency === total.currency);
  const lineSum = sameCurrency.reduce((sum, line) => add(sum, lineTotal(line)), zero(total.currency, total.precision));
  const gross = subtract(lineSum, total).amount > 0 ? lineSum : add(total, zero(total.currency, lineSum.precision));
  return { [total.currency]: { bills: 1, gross, discounts: subtract(gross, total), net: add(total, zero(total.currency, gross.precision)) } };
};

const addCurrency = (a: CurrencySales, b: CurrencySales): CurrencySales => ({
  bills: a.bills + b.bills,
  gross: add(a.gross, b.gross), discounts: add(a.discounts, b.discounts), net: add(a.net, b.net),
});

export const addSales = (a: SalesFigures, b: SalesFigures): SalesFigures => {
  const sum: Record<string, CurrencySales> = { ...a };
  for (const [currency, sales] of Object.entries(b)) {
    const known = sum[currency];
    sum[currency] = known === undefined ? sales : addCurrency(known, sales);
  }
  return sum;
};

const negate = (m: Money): Money => ({ ...m, amount: -m.amount });

/** The sum of several hours' figures (the phones of all of them, each once). */
export const addHours = (a: HourFigures, b: HourFigures): HourFigures => ({
  bills: a.bills + b.bills,
  refunds: a.refunds + b.refunds,
  sales: addSales(a.sales, b.sales),
  memberPhones: b.memberPhones.length === 0 ? a.memberPhones : [...new Set([...a.memberPhones, ...b.memberPhones])].sort(),
  newMembers: a.newMembers + b.newMembers,
  creditIssued: a.creditIssued + b.creditIssued,
  creditRedeemed: a.creditRedeemed + b.creditRedeemed,
  vouchersClaimed: a.vouchersClaimed + b.vouchersClaimed,
  vouchersRedeemed: a.vouchersRedeemed + b.vouchersRedeemed,
});

export const negateSales = (sales: SalesFigures): SalesFigures =>
  Object.fromEntries(Object.entries(sales).map(([currency, s]) => [currency, { bills: -s.bills, gross: negate(s.gross), discounts: negate(s.discounts), net: negate(s.net) }]));
