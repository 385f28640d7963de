// What a restaurant charges on top of prices: the service-charge-setting and the
// accounting-setting groups (spec 1 §3). Rates are typed as percents (10 or 6.5) and stored as
// Percentage {amount, precision 4} (spec 1 §9, domain/shared/percentage.ts).
// Decisions where the spec is silent:
// - A rate is 0 to 100 percent ('Rate must be between 0 and 100') with at most 2 decimals
//   ('Max 2 decimal places').
// - The service charge applies to the listed order types (DINE_IN, PICKUP, DELIVERY) and may
//   itself be taxed (`taxable`).
// - Accounting lists the taxes charged, each a tax setting {systemCode, taxCode} whose tax code
//   must be its system's ('Tax code does not match its tax system'), with its rate and whether
//   prices include it; and the cash rounding of bill totals (none, to 0.05 or to 0.10).
import { Schema } from "effect";
import { boundedList } from "../shared/inputBounds";
import { hasAtMostDecimals } from "../shared/fieldRules";
import { Percentage, percentageFromNumber } from "../shared/percentage";
import { TaxSetting, isConsistentTaxSetting } from "../shared/taxSystem";

export const RATE_RANGE = "Rate must be between 0 and 100";
export const TAX_CODE_MISMATCH = "Tax code does not match its tax system";

const PercentRate = Schema.Finite.check(
  Schema.isBetween({ minimum: 0, maximum: 100 }, { message: RATE_RANGE }),
  hasAtMostDecimals(2, "Max 2 decimal places"),
);

export const OrderType = Schema.Literals(["DINE_IN", "PICKUP", "DELIVERY"]);

export const ServiceChargeInput = Schema.Struct({
  enable: Schema.Boolean,
  rate: PercentRate,
  orderTypes: boundedList(OrderType, 10, "order types"),
  taxable: Schema.Boolean,
});
export type ServiceChargeInput = typeof ServiceChargeInput.Type;

const TaxCharge = Schema.Struct({ ...TaxSetting.fields, rate: PercentRate, inclusive: Schema.Boolean }).check(
  Schema.makeFilter((tax: { systemCode: TaxSetting["systemCode"]; taxCode: TaxSetting["taxCode"] }) =>
    isConsistentTaxSetting(tax) || TAX_CODE_MISMATCH),
);

export const AccountingInput = Schema.Struct({
  taxes: boundedList(TaxCharge, 20, "taxes"),
  cashRounding: Schema.Literals(["NONE", "0.05", "0.10"]),
});
export type AccountingInput = typeof AccountingInput.Type;

/** The groups as stored and answered: rates as Percentage. */
export const ServiceCharge = Schema.Struct({
  enable: Schema.Boolean,
  rate: Percentage,
  orderTypes: Schema.Array(OrderType),
  taxable: Schema.Boolean,
});
export type ServiceCharge = typeof ServiceCharge.Type;

export const Accounting = Schema.Struct({
  taxes: Schema.Array(Schema.Struct({ ...TaxSetting.fields, rate: Percentage, inclusive: Schema.Boolean })),
  cashRounding: AccountingInput.fields.cashRounding,
});
export type Accounting = typeof Accounting.Type;

const stored = (rate: number): Percentage => percentageFromNumber(rate) ?? { amount: 0, precision: 4 };

export const serviceChargeFromInput = ({ rate, orderTypes, ...rest }: ServiceChargeInput): ServiceCharge => ({
  ...rest,
  rate: stored(rate),
  orderTypes: OrderType.literals.filter((type) => orderTypes.includes(type)),
});

export const accountingFromInput = ({ taxes, cashRounding }: AccountingInput): Accounting => ({
  taxes: taxes.map((tax) => ({ ...tax, rate: stored(tax.rate) })),
  cashRounding,
});
