// Owns: what picking a menu entry does to a list of stored product ids, and how a picked id reads.
// Decisions where the spec is silent (issue 16 item 9):
// - The stored value stays a list of product ids (the discount engine matches lines by product
//   id), so a category is a shortcut: ticking it adds its products, unticking it removes them; it
//   shows ticked when all its products are picked (and it has some).
// - A picked id no menu of the business knows any more reads 'Unknown product {id}', so nothing
//   is lost silently; an id not looked up yet reads as itself.
import type { MenuProductEntry } from "../../ports/menuPort";

/** The names found for the ids asked (an id not asked yet is not known to be unknown). */
export type NameLookup =
  | { readonly phase: "loading" }
  | { readonly phase: "ready"; readonly asked: ReadonlySet<string>; readonly names: ReadonlyMap<string, string> };

export const unknownProduct = (id: string): string => `Unknown product ${id}`;

export const isPicked = (entry: MenuProductEntry, picked: ReadonlyArray<string>): boolean =>
  entry.productIds.length > 0 && entry.productIds.every((id) => picked.includes(id));

/** The picked ids after ticking (or unticking) the entry, in the order they were picked. */
export const toggleEntry = (entry: MenuProductEntry, picked: ReadonlyArray<string>): ReadonlyArray<string> =>
  isPicked(entry, picked)
    ? picked.filter((id) => !entry.productIds.includes(id))
    : [...picked, ...entry.productIds.filter((id) => !picked.includes(id))];

export const pickedLabel = (id: string, lookup: NameLookup): string => {
  if (lookup.phase === "loading" || !lookup.asked.has(id)) return id;
  return lookup.names.get(id) ?? unknownProduct(id);
};

/** "Product · Kopi Kita Bangsar · K01", "Category · 4 products · Kopi Kita Bangsar". */
export const entryDetail = (entry: MenuProductEntry): string =>
  entry.kind === "category"
    ? `Category · ${entry.productIds.length} product${entry.productIds.length === 1 ? "" : "s"} · ${entry.restaurantName}`
    : ["Product", entry.restaurantName, ...(entry.code === null ? [] : [entry.code])].join(" · ");
