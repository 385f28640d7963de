// Owns: the business's menu products and categories as the marketing pickers, the receipts and the
// member stats name them (issue 16 item 9): one entry per product and per category of every
// restaurant's menu v3 document, with its restaurant, searched by name or code, paged, and looked
// up by id; and the response Schema the route encodes and the UI's client decodes.
// Decisions where the spec is silent:
// - Promotions and vouchers belong to the business while menus belong to restaurants, so the
//   index spans every restaurant of the business (a product the same id in two menus is listed
//   once per restaurant, each entry naming its restaurant).
// - The discount engine matches bill lines by product id only (domain/marketing/effects), so a
//   category entry carries the ids of its products: picking a category picks those products and
//   the stored effect keeps product ids, exactly as before.
// - Search matches a case-insensitive part of the name or the code (not the restaurant's name,
//   which would match every item of a restaurant named like a product); categories come first,
//   then products, each by name (then restaurant).
import { Schema } from "effect";
import type { Category } from "./category";
import type { Product } from "./product";

export const MENU_PRODUCT_KINDS = ["category", "product"] as const;
export type MenuProductKind = (typeof MENU_PRODUCT_KINDS)[number];

export const MenuProductEntry = Schema.Struct({
  kind: Schema.Literals(MENU_PRODUCT_KINDS),
  id: Schema.String,
  name: Schema.String,
  code: Schema.NullOr(Schema.String),
  restaurantId: Schema.String,
  restaurantName: Schema.String,
  /** A category's products (a product's own id alone). */
  productIds: Schema.Array(Schema.String),
});
export type MenuProductEntry = typeof MenuProductEntry.Type;

export const MenuProductPage = Schema.Struct({
  resources: Schema.Array(MenuProductEntry),
  pagination: Schema.Struct({ totalResources: Schema.Int }),
});
export type MenuProductPage = typeof MenuProductPage.Type;

const decodePage = Schema.decodeUnknownSync(MenuProductPage);

/** The client's strict decoding of a page (a field one side adds alone fails a test). */
export const decodeMenuProductPage = (answer: unknown): MenuProductPage => decodePage(answer, { onExcessProperty: "error" });

/** One restaurant's menu, as much of it as the index reads. */
export interface RestaurantMenu {
  readonly restaurantId: string;
  readonly restaurantName: string;
  readonly products: ReadonlyArray<Pick<Product, "id" | "name" | "code" | "category">>;
  readonly categories: ReadonlyArray<Pick<Category, "id" | "name">>;
}

const byKindThenName = (a: MenuProductEntry, b: MenuProductEntry): number =>
  a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name) || a.restaurantName.localeCompare(b.restaurantName) || a.id.localeCompare(b.id);

/** Every category and product of the menus, categories first, each by name. */
export const menuProductEntries = (menus: ReadonlyArray<RestaurantMenu>): ReadonlyArray<MenuProductEntry> =>
  menus
    .flatMap(({ restaurantId, restaurantName, products, categories }) => [
      ...categories.map((category): MenuProductEntry => ({
        kind: "category",
        id: category.id,
        name: category.name,
        code: null,
        restaurantId,
        restaurantName,
        productIds: products.filter((product) => product.category === category.id).map((product) => product.id),
      })),
      ...products.map((product): MenuProductEntry => ({
        kind: "product",
        id: product.id,
        name: product.name,
        code: product.code === undefined || product.code === "" ? null : product.code,
        restaurantId,
        restaurantName,
        productIds: [product.id],
      })),
    ])
    .sort(byKindThenName);

export interface MenuProductQuery {
  readonly search: string;
  readonly kind: MenuProductKind | null;
  /** Only these ids (a lookup of names); empty: every entry. */
  readonly ids: ReadonlyArray<string>;
  readonly offset: number;
  readonly limit: number;
}

const matches = (entry: MenuProductEntry, term: string): boolean =>
  term === "" || [entry.name, entry.code ?? ""].some((text) => text.toLowerCase().includes(term));

/** One page of the entries the query selects, and how many it selects. */
export const findMenuProducts = (entries: ReadonlyArray<MenuProductEntry>, query: MenuProductQuery): MenuProductPage => {
  const term = query.search.trim().toLowerCase();
  const ids = new Set(query.ids);
  const selected = entries.filter(
    (entry) => (query.kind === null || entry.kind === query.kind) && (ids.size === 0 || ids.has(entry.id)) && matches(entry, term),
  );
  return { resources: selected.slice(query.offset, query.offset + query.limit), pagination: { totalResources: selected.length } };
};

/** The name of each product id the entries know (the first restaurant's, by the entries' order). */
export const productNames = (entries: ReadonlyArray<MenuProductEntry>): ReadonlyMap<string, string> => {
  const names = new Map<string, string>();
  for (const entry of entries) if (entry.kind === "product" && !names.has(entry.id)) names.set(entry.id, entry.name);
  return names;
};
