// Owns: the variant-combination matrix of a product (spec 4 §3 variantCombination: combinationKey,
// active, codeSuffix, code, price): one row per combination of one option of each variant the
// product uses, in the variants' and options' order.
// Decisions where the spec is silent: a combination's key is its option ids joined by '_'; a
// combination kept across an edit keeps its suffix, price and active flag; a new one starts
// active at the product's price with no suffix; its code is the product's code followed by the
// suffix.
import type { Product, VariantCombination } from "../../../domain/menu/product";
import type { Variant } from "../../../domain/menu/variant";

export interface MatrixRow {
  readonly key: string;
  /** The options' names, 'Large / Iced'. */
  readonly label: string;
}

export const combinationRows = (variants: ReadonlyArray<Variant>): ReadonlyArray<MatrixRow> => {
  const used = variants.filter((v) => v.options.length > 0);
  if (used.length === 0) return [];
  return used.reduce<ReadonlyArray<{ readonly ids: ReadonlyArray<string>; readonly names: ReadonlyArray<string> }>>(
    (rows, variant) => rows.flatMap((row) => variant.options.map((o) => ({ ids: [...row.ids, o.id], names: [...row.names, o.name] }))),
    [{ ids: [], names: [] }],
  ).map((row) => ({ key: row.ids.join("_"), label: row.names.join(" / ") }));
};

/** The product's combinations for `variants`, keeping what it held for the same keys. */
export const matrixOf = (product: Product, variants: ReadonlyArray<Variant>): ReadonlyArray<VariantCombination> => {
  const held = new Map(product.variantCombination.map((c) => [c.combinationKey, c]));
  return combinationRows(variants).map((row) => {
    const kept = held.get(row.key);
    const codeSuffix = kept?.codeSuffix ?? "";
    return { combinationKey: row.key, active: kept?.active ?? true, codeSuffix, code: `${product.code}${codeSuffix}`, price: kept?.price ?? product.price };
  });
};
