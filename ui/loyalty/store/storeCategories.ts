// Owns: the member store's category list as the store page edits it (spec 2 §2 Member store, §4
// "Category deletion removes all its bundles", §7 PUT /membership/store-bundle): the stored
// categories turned back into the write's input (prices as numbers, credit as typed at the
// programme's credit precision, domain/loyalty/member/creditUnits.ts), and the list one change
// leaves. Every write sends the whole list; categories and bundles keep their ids, a new one has
// none.
import { amountOf } from "../../../domain/loyalty/member/creditUnits";
import type { Bundle, BundleInput, Category, CategoryInput } from "../../../domain/loyalty/programme/storeBundles";
import { toDecimal } from "../../../domain/shared/money";
import type { LoyaltyProgramme } from "../../ports/loyaltyPort";

/** The whole-list write (PUT /membership/store-bundle) at the revision read. */
export type CategoriesWrite = (list: ReadonlyArray<CategoryInput>, rev: number) => Promise<LoyaltyProgramme>;

export const bundleInputOf = (bundle: Bundle, creditPrecision: number): BundleInput => ({
  id: bundle.id,
  name: bundle.name,
  price: toDecimal(bundle.price),
  credit: {
    normal: amountOf(bundle.credit.normal, creditPrecision),
    free: bundle.credit.free.map((lot) => ({ amount: amountOf(lot.amount, creditPrecision), dayToExpire: lot.dayToExpire })),
  },
  titles: bundle.titles,
  vouchers: bundle.vouchers,
  conditions: bundle.conditions,
  ...(bundle.products === undefined ? {} : { products: bundle.products }),
});

export const categoryInputsOf = (categories: ReadonlyArray<Category>, creditPrecision: number): ReadonlyArray<CategoryInput> =>
  categories.map((category) => ({
    id: category.id,
    name: category.name,
    bundles: category.bundles.map((bundle) => bundleInputOf(bundle, creditPrecision)),
  }));

/** A new category at the end (`index` null) or the one at `index` renamed. */
export const withCategoryName = (list: ReadonlyArray<CategoryInput>, index: number | null, name: string): ReadonlyArray<CategoryInput> =>
  index === null ? [...list, { name, bundles: [] }] : list.map((category, i) => (i === index ? { ...category, name } : category));

/** Without the category at `index`, and so without its bundles. */
export const withoutCategory = (list: ReadonlyArray<CategoryInput>, index: number): ReadonlyArray<CategoryInput> =>
  list.filter((_, i) => i !== index);

/** The bundle added to the category at `categoryIndex` (`bundleIndex` null) or put in place. */
export const withBundle = (
  list: ReadonlyArray<CategoryInput>,
  categoryIndex: number,
  bundleIndex: number | null,
  bundle: BundleInput,
): ReadonlyArray<CategoryInput> =>
  list.map((category, i) => {
    if (i !== categoryIndex) return category;
    const bundles = category.bundles ?? [];
    return { ...category, bundles: bundleIndex === null ? [...bundles, bundle] : bundles.map((b, j) => (j === bundleIndex ? bundle : b)) };
  });

export const withoutBundle = (list: ReadonlyArray<CategoryInput>, categoryIndex: number, bundleIndex: number): ReadonlyArray<CategoryInput> =>
  list.map((category, i) => (i === categoryIndex ? { ...category, bundles: (category.bundles ?? []).filter((_, j) => j !== bundleIndex) } : category));
