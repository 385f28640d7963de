// Owns: the tax on a member-store bundle (spec 2 §4 "Bundle tax: charged when price exceeds
// credit value and the company has a tax registration"; spec 2 §9 "rate applied to price minus
// credit; inclusive taxes are not added to the total").
// Exports: BundleTaxLine, BundleTaxInput, BundleTax, bundleTax(input): BundleTax.
// Decisions (spec silent):
// - The credit value is the money value of the bundle's NORMAL credit (see creditMultiplier's
//   moneyFromCredit); free credit is a gift and does not lower the taxable part.
// - Each tax applies to the same taxable part (no tax on tax); an exclusive tax is added on top
//   (shared exclusiveTax), an inclusive tax is the part of the taxable amount it already holds
//   (shared inclusiveTax). Each rounds half up once.
// - `totalTax` counts every tax line, inclusive ones too (a store transaction's totalTax);
//   `priceWithTaxes` is the price plus the exclusive lines only.
import { add, compare, subtract, sum, zero, type Money } from "../shared/money";
import type { Percentage } from "../shared/percentage";
import { taxOf } from "../shared/taxAmount";

export type BundleTaxLine = { readonly key: string; readonly rate: Percentage; readonly inclusive: boolean };
export type BundleTaxInput = {
  readonly price: Money;
  readonly creditValue: Money;
  readonly taxRegistered: boolean;
  readonly taxes: ReadonlyArray<BundleTaxLine>;
};
export type BundleTax = {
  readonly taxable: Money;
  readonly taxTotals: ReadonlyArray<{ readonly key: string; readonly inclusive: boolean; readonly amount: Money }>;
  readonly totalTax: Money;
  readonly priceWithTaxes: Money;
};

export const bundleTax = ({ price, creditValue, taxRegistered, taxes }: BundleTaxInput): BundleTax => {
  const none = zero(price.currency, price.precision);
  const taxable = taxRegistered && compare(price, creditValue) > 0 ? subtract(price, creditValue) : none;
  const taxTotals = taxes.map((line) => ({
    key: line.key,
    inclusive: line.inclusive,
    amount: taxOf(taxable, line.rate, line.inclusive).tax,
  }));
  const exclusive = sum(taxTotals.filter((line) => !line.inclusive).map((line) => line.amount), price.currency, price.precision);
  return {
    taxable,
    taxTotals,
    totalTax: sum(taxTotals.map((line) => line.amount), price.currency, price.precision),
    priceWithTaxes: add(price, exclusive),
  };
};
