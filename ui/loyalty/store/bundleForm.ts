// Owns: the bundle side dialog's form (spec 2 §2 Member store, §3 Bundle, §5 Bundle): its values,
// the bundle input of PUT /membership/store-bundle they make, their messages (the domain's bundle
// Schema: 'Name is required', price 'Min price is 0.00' / 'Max 2 decimal places', title days 'Min
// is 1', condition bounds 'Min is 0' / 'Invalid integer'; and the domain's condition rule:
// 'Condition type must be unique', 'Min must smaller than max' at min with its twin 'Max must
// larger than min' at max), and the price-with-tax preview (domain/loyalty/bundleTax.ts).
// Decisions where the spec is silent:
// - The preview prices the bundle in the store company's currency at 2 decimals; the credit that
//   lowers the taxable part is the normal credit's money value (bundleTax.ts).
// - An empty condition bound is "no bound" (null).
import { Result } from "effect";
import { type BundleTax, bundleTax } from "../../../domain/loyalty/bundleTax";
import { moneyFromCredit } from "../../../domain/loyalty/creditMultiplier";
import { unitsOf } from "../../../domain/loyalty/member/creditUnits";
import { type StoreSettings, hasTaxRegistration } from "../../../domain/loyalty/programme/store";
import { BundleInput, MAX_LARGER_THAN_MIN, MIN_SMALLER_THAN_MAX, conditionProblem } from "../../../domain/loyalty/programme/storeBundles";
import { chosenCountryOrDefault, getCountryConfig } from "../../../domain/shared/country";
import { fromDecimalString } from "../../../domain/shared/money";
import { type FieldErrors, fieldErrorsOf } from "../../kit/forms/schemaErrors";

export type ConditionType = "topupCount";
export const CONDITION_TYPES: ReadonlyArray<{ readonly value: ConditionType; readonly label: string }> = [
  { value: "topupCount", label: "Top-up count" },
];

export interface BundleValues {
  readonly name: string;
  readonly price: number;
  readonly normal: number;
  readonly free: ReadonlyArray<{ readonly amount: number; readonly dayToExpire: number }>;
  readonly titles: ReadonlyArray<{ readonly id: string; readonly dayToExpire: number }>;
  readonly vouchers: ReadonlyArray<string>;
  readonly conditions: ReadonlyArray<{ readonly type: ConditionType; readonly min: number | null; readonly max: number | null }>;
  /** Ids of the menu products the bundle binds. */
  readonly products: ReadonlyArray<string>;
}

export const NEW_BUNDLE: BundleValues = { name: "", price: 0, normal: 0, free: [], titles: [], vouchers: [], conditions: [], products: [] };
/** A free-credit lot or title added in the form starts at 30 days. */
export const DEFAULT_DAYS = 30;

export const bundleValuesOf = (input: BundleInput): BundleValues => ({
  name: input.name,
  price: input.price,
  normal: input.credit?.normal ?? 0,
  free: (input.credit?.free ?? []).map((lot) => ({ amount: lot.amount, dayToExpire: lot.dayToExpire ?? DEFAULT_DAYS })),
  titles: input.titles ?? [],
  vouchers: input.vouchers ?? [],
  conditions: (input.conditions ?? []).map((c) => ({ type: c.type, min: c.min ?? null, max: c.max ?? null })),
  products: input.products ?? [],
});

export const bundleBodyOf = (values: BundleValues, id: string | undefined): BundleInput => ({
  ...(id === undefined ? {} : { id }),
  name: values.name.trim(),
  price: values.price,
  credit: { normal: values.normal, free: values.free },
  titles: values.titles,
  vouchers: values.vouchers,
  conditions: values.conditions,
  products: values.products,
});

/** Field messages keyed by dotted path (price, credit.free.0.amount, conditions.0.max, ...). */
export const checkBundle = (values: BundleValues): FieldErrors => {
  const body = bundleBodyOf(values, undefined);
  const errors: Record<string, string> = { ...fieldErrorsOf(BundleInput, body) };
  const problem = conditionProblem(body.conditions ?? [], ["conditions"]);
  if (problem !== null && Result.isFailure(problem)) {
    const { message, path } = problem.failure;
    errors[path.join(".")] ??= message;
    if (message === MIN_SMALLER_THAN_MAX) errors[[...path.slice(0, -1), "max"].join(".")] ??= MAX_LARGER_THAN_MIN;
  }
  return errors;
};

export interface TaxPreviewContext {
  readonly store: StoreSettings;
  readonly creditOneToOne: boolean;
  readonly creditPrecision: number;
}

export const storeCurrency = (store: StoreSettings): string =>
  getCountryConfig(chosenCountryOrDefault(store.company?.address.country)).currency.code;

/** The bundle's taxes and price with taxes, or null while the price or credit cannot be read. */
export const taxPreview = (values: BundleValues, { store, creditOneToOne, creditPrecision }: TaxPreviewContext): BundleTax | null => {
  const currency = storeCurrency(store);
  const price = Number.isFinite(values.price) && values.price >= 0 ? fromDecimalString(values.price.toFixed(2), currency, 2) : null;
  const normal = values.normal >= 0 ? unitsOf(values.normal, creditPrecision) : null;
  if (price === null || normal === null) return null;
  return bundleTax({
    price,
    creditValue: moneyFromCredit({ amount: normal, precision: creditPrecision }, creditOneToOne, currency, 2),
    taxRegistered: hasTaxRegistration(store.company),
    taxes: store.taxes.map((tax) => ({ key: tax.taxCode, rate: tax.rate, inclusive: tax.inclusive })),
  });
};
