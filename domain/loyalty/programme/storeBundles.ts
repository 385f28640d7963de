// Owns: the member store's categories and bundles (spec 2 §2 Member store, §3 Bundle, §4
// "Category deletion removes all its bundles", §5 Bundle, §7 `PUT /membership/store-bundle`).
// The whole category list is written at once; a category holds its bundles, so a category left
// out of a write takes its bundles with it. A bundle: name ('Name is required'), price (not
// negative 'Min price is 0.00', at most 2 decimals 'Max 2 decimal places'), credit (normal and
// free lots), titles granted for a number of days, vouchers, and purchase conditions of type
// topupCount (min/max non-negative integers; each type at most once).
// Decisions where the spec is silent:
// - Credit is typed at the programme's credit precision (2 one-to-one, 0 points) and stored in
//   ledger units (member/creditUnits.ts); more decimals are 'Invalid credit amount'. A free lot
//   expires after `dayToExpire` days (1-29970, default 29970, the spec's cap).
// - A condition whose min is not below its max is refused at `min` with 'Min must smaller than
//   max' (the form's twin message 'Max must larger than min' is the same fact seen from max).
// - Title days and condition bounds say 'Min is 1' / 'Min is 0' and 'Invalid integer'; a
//   repeated condition type is 'Condition type must be unique'; a title must be one of the
//   programme's ('Title not found'); vouchers are checked by the server ('Invalid reward').
// - Price is Money in the store company's currency at precision 2. Ids: a category or bundle
//   without one is new; an unknown id is 'Category not found' / 'Bundle not found'.
import { Result, Schema } from "effect";
import { boundedId, boundedList } from "../../shared/inputBounds";
import { NAME_REQUIRED } from "../../auth/credentials";
import { PriceSchema, isAtLeast, isAtMost, requiredTrimmedText } from "../../shared/fieldRules";
import { Money, fromDecimalString } from "../../shared/money";
import { INVALID_CREDIT_AMOUNT, unitsOf } from "../member/creditUnits";
import { MAX_CREDIT } from "../member/memberInput";
import { maxCreditMessage } from "../member/memberCredit";
import { type Checked, checked, refuse } from "./checked";
import { TITLE_NOT_FOUND } from "./titles";

export const MAX_FREE_CREDIT_DAYS = 29970;
export const MIN_IS_1 = "Min is 1";
export const MIN_IS_0 = "Min is 0";
export const INVALID_INTEGER = "Invalid integer";
export const MIN_SMALLER_THAN_MAX = "Min must smaller than max";
/** The form's twin of MIN_SMALLER_THAN_MAX, shown at `max` (spec 2 §5). */
export const MAX_LARGER_THAN_MIN = "Max must larger than min";
export const CONDITION_TYPE_UNIQUE = "Condition type must be unique";
export const CATEGORY_NOT_FOUND = "Category not found";
export const BUNDLE_NOT_FOUND = "Bundle not found";
export const MAX_DAYS_MESSAGE = `Max day is ${MAX_FREE_CREDIT_DAYS}`;
export const MIN_CREDIT_MESSAGE = "Min credit is 0";
/** Upper bounds (spec silent): days at most 100 years, counts at most a million, 'Max is N' like 'Min is N'. */
export const MAX_DAYS = 36_500;
const MAX_COUNT = 1_000_000;
export const maxIsMessage = (maximum: number): string => `Max is ${maximum}`;

const WholeAtLeast = (minimum: number, message: string, maximum = MAX_COUNT) =>
  Schema.Finite.check(Schema.isInt({ message: INVALID_INTEGER }), isAtLeast(minimum, message), isAtMost(maximum, maxIsMessage(maximum)));
const CreditAmount = Schema.Finite.check(isAtLeast(0, MIN_CREDIT_MESSAGE), isAtMost(MAX_CREDIT, maxCreditMessage(MAX_CREDIT)));
/** Per bundle: free-credit grants, titles, vouchers and conditions; per category: bundles; per store: categories. */
const MAX_BUNDLE_ITEMS = 20;
export const MAX_BUNDLE_PRODUCTS = MAX_BUNDLE_ITEMS;
const MAX_BUNDLES = 100;
const MAX_CATEGORIES = 50;

const Condition = Schema.Struct({
  type: Schema.Literal("topupCount"),
  min: Schema.NullOr(Schema.Number),
  max: Schema.NullOr(Schema.Number),
});
const ConditionInput = Schema.Struct({
  type: Schema.Literal("topupCount"),
  min: Schema.optionalKey(Schema.NullOr(WholeAtLeast(0, MIN_IS_0))),
  max: Schema.optionalKey(Schema.NullOr(WholeAtLeast(0, MIN_IS_0))),
});

export const Bundle = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  price: Money,
  credit: Schema.Struct({
    normal: Schema.Number,
    free: Schema.Array(Schema.Struct({ amount: Schema.Number, dayToExpire: Schema.Number })),
  }),
  titles: Schema.Array(Schema.Struct({ id: Schema.String, dayToExpire: Schema.Number })),
  vouchers: Schema.Array(Schema.String),
  conditions: Schema.Array(Condition),
  products: Schema.optionalKey(Schema.Array(Schema.String)),
});
export type Bundle = typeof Bundle.Type;

export const Category = Schema.Struct({ id: Schema.String, name: Schema.String, bundles: Schema.Array(Bundle) });
export type Category = typeof Category.Type;

export const BundleInput = Schema.Struct({
  id: Schema.optionalKey(boundedId(BUNDLE_NOT_FOUND)),
  name: requiredTrimmedText(NAME_REQUIRED),
  price: PriceSchema,
  credit: Schema.optionalKey(Schema.Struct({
    normal: Schema.optionalKey(CreditAmount),
    free: Schema.optionalKey(boundedList(Schema.Struct({
      amount: CreditAmount,
      dayToExpire: Schema.optionalKey(WholeAtLeast(1, MIN_IS_1).check(isAtMost(MAX_FREE_CREDIT_DAYS, MAX_DAYS_MESSAGE))),
    }), MAX_BUNDLE_ITEMS, "free credits")),
  })),
  titles: Schema.optionalKey(boundedList(Schema.Struct({ id: boundedId(TITLE_NOT_FOUND), dayToExpire: WholeAtLeast(1, MIN_IS_1, MAX_DAYS) }), MAX_BUNDLE_ITEMS, "titles")),
  vouchers: Schema.optionalKey(boundedList(boundedId(), MAX_BUNDLE_ITEMS, "vouchers")),
  conditions: Schema.optionalKey(boundedList(ConditionInput, MAX_BUNDLE_ITEMS, "conditions")),
  products: Schema.optionalKey(boundedList(boundedId(), MAX_BUNDLE_PRODUCTS, "products")),
});
export type BundleInput = typeof BundleInput.Type;

export const CategoryInput = Schema.Struct({
  id: Schema.optionalKey(boundedId(CATEGORY_NOT_FOUND)),
  name: requiredTrimmedText(NAME_REQUIRED),
  bundles: Schema.optionalKey(boundedList(BundleInput, MAX_BUNDLES, "bundles")),
});
export type CategoryInput = typeof CategoryInput.Type;

export const CategoriesInput = boundedList(CategoryInput, MAX_CATEGORIES, "categories");

type Path = ReadonlyArray<string | number>;
type ConditionIn = typeof ConditionInput.Type;

/** The first broken condition rule (a repeated type, min not below max), else null. */
export const conditionProblem = (conditions: ReadonlyArray<ConditionIn>, path: Path): Checked<never> | null => {
  const types = new Set<string>();
  for (const [index, condition] of conditions.entries()) {
    if (types.has(condition.type)) return refuse(CONDITION_TYPE_UNIQUE, [...path, index, "type"]);
    types.add(condition.type);
    const { min, max } = condition;
    if (min !== undefined && min !== null && max !== undefined && max !== null && min >= max) {
      return refuse(MIN_SMALLER_THAN_MAX, [...path, index, "min"]);
    }
  }
  return null;
};

export interface BundleContext {
  readonly titleIds: ReadonlySet<string>;
  readonly creditPrecision: number;
  readonly currency: string;
  readonly newId: () => string;
}

const units = (amount: number, precision: number, path: Path): Checked<number> => {
  const value = unitsOf(amount, precision);
  return value === null ? refuse(INVALID_CREDIT_AMOUNT, path) : checked(value);
};

const nextBundle = (input: BundleInput, known: Bundle | undefined, ctx: BundleContext, path: Path): Checked<Bundle> => {
  const titles = input.titles ?? [];
  const badTitle = titles.findIndex((t) => !ctx.titleIds.has(t.id));
  if (badTitle >= 0) return refuse(TITLE_NOT_FOUND, [...path, "titles", badTitle, "id"]);
  const conditionsProblem = conditionProblem(input.conditions ?? [], [...path, "conditions"]);
  if (conditionsProblem !== null) return conditionsProblem;
  const normal = units(input.credit?.normal ?? 0, ctx.creditPrecision, [...path, "credit", "normal"]);
  if (Result.isFailure(normal)) return Result.fail(normal.failure);
  const free: Array<{ amount: number; dayToExpire: number }> = [];
  for (const [index, lot] of (input.credit?.free ?? []).entries()) {
    const amount = units(lot.amount, ctx.creditPrecision, [...path, "credit", "free", index, "amount"]);
    if (Result.isFailure(amount)) return Result.fail(amount.failure);
    free.push({ amount: amount.success, dayToExpire: lot.dayToExpire ?? MAX_FREE_CREDIT_DAYS });
  }
  const price = fromDecimalString(input.price.toFixed(2), ctx.currency, 2);
  if (price === null) return refuse(INVALID_CREDIT_AMOUNT, [...path, "price"]);
  return checked({
    id: known?.id ?? ctx.newId(),
    name: input.name,
    price,
    credit: { normal: normal.success, free },
    titles: titles.map((t) => ({ id: t.id, dayToExpire: t.dayToExpire })),
    vouchers: [...new Set(input.vouchers ?? [])],
    conditions: (input.conditions ?? []).map((c) => ({ type: c.type, min: c.min ?? null, max: c.max ?? null })),
    products: [...new Set(input.products ?? [])],
  });
};

/** The categories a write leaves; refused at the first broken field. */
export const nextCategories = (
  current: ReadonlyArray<Category>,
  input: ReadonlyArray<CategoryInput>,
  ctx: BundleContext,
): Checked<ReadonlyArray<Category>> => {
  const categories = new Map(current.map((c) => [c.id, c]));
  const bundles = new Map(current.flatMap((c) => c.bundles.map((b) => [b.id, b] as const)));
  const next: Category[] = [];
  for (const [ci, category] of input.entries()) {
    const known = category.id === undefined ? undefined : categories.get(category.id);
    if (category.id !== undefined && known === undefined) return refuse(CATEGORY_NOT_FOUND, ["categories", ci, "id"]);
    const nextBundles: Bundle[] = [];
    for (const [bi, bundle] of (category.bundles ?? []).entries()) {
      const path = ["categories", ci, "bundles", bi];
      const knownBundle = bundle.id === undefined ? undefined : bundles.get(bundle.id);
      if (bundle.id !== undefined && knownBundle === undefined) return refuse(BUNDLE_NOT_FOUND, [...path, "id"]);
      const result = nextBundle(bundle, knownBundle, ctx, path);
      if (Result.isFailure(result)) return Result.fail(result.failure);
      nextBundles.push(result.success);
    }
    next.push({ id: known?.id ?? ctx.newId(), name: category.name, bundles: nextBundles });
  }
  return checked(next);
};

/** Ids of the titles the store's bundles grant. */
export const bundleTitleIds = (categories: ReadonlyArray<Category>): ReadonlySet<string> =>
  new Set(categories.flatMap((c) => c.bundles.flatMap((b) => b.titles.map((t) => t.id))));
