// Owns: an import as a change set (issue 15 item 6): the rows of a sheet (menuImportRow.ts)
// validated with the same Schemas and rules as a single change (Product, unique keys), matched
// by product code so that importing the same sheet again changes nothing, and planned against
// the menu as one list of changes; the decider refuses the whole import when any row is refused.
// Decisions where the spec is silent (the messages are ours where the spec has none):
// - 'Code is required' for a row without a code; 'Duplicate code {code}' for a code a row above
//   already used; 'Invalid price' for a price that is not a number; 'Invalid order from' and
//   'Invalid available' (yes/no, true/false, 1/0) for those columns. A price takes the spec's
//   'Min price is 0.00' and 'Max 2 decimal places'; a name the Product Schema's messages.
// - A row refused by a rule (a name another product has: 'name has constraint') is refused and
//   leaves the plan as if it were absent, so a report lists every refused row at once.
// - A category named in a row that no category has is created once (first row naming it).
import { Result, Schema, SchemaIssue } from "effect";
import { MAX_PRICE_DECIMALS_MESSAGE, MIN_PRICE_MESSAGE, PRICE_DECIMALS } from "../shared/fieldRules";
import { sameItem } from "./menuChangeSet";
import { ZERO_PRICE } from "./menuFields";
import type { ImportRow } from "./menuImportRow";
import { type MenuChange, type MenuModules, itemsOf } from "./menuModel";
import type { MenuItem } from "./menuModules";
import { Product } from "./product";
import { constraintMessage, uniqueTextKey } from "./uniqueKeys";

export const CODE_REQUIRED = "Code is required";
export const INVALID_PRICE = "Invalid price";
export const INVALID_ORDER_FROM = "Invalid order from";
export const INVALID_AVAILABLE = "Invalid available";
export const duplicateCodeMessage = (code: string): string => `Duplicate code ${code}`;

export interface RejectedRow {
  readonly row: number;
  readonly code: string;
  readonly reason: string;
}

export interface ImportPlan {
  readonly changes: ReadonlyArray<MenuChange>;
  readonly rejected: ReadonlyArray<RejectedRow>;
  readonly created: number;
  readonly updated: number;
  readonly unchanged: number;
}

type Money = typeof ZERO_PRICE;
const PRICE_TEXT = /^(-?)(\d{1,15})(?:\.(\d+))?$/;

/** A price cell as Money in `currency`, or the message that refuses it. */
export const priceOf = (text: string, currency: string): Money | string => {
  const match = PRICE_TEXT.exec(text.replace(/,/g, ""));
  if (match === null) return INVALID_PRICE;
  const [, sign = "", whole = "0", fraction = ""] = match;
  if (sign === "-" && /[1-9]/.test(whole + fraction)) return MIN_PRICE_MESSAGE;
  if (fraction.replace(/0+$/, "").length > PRICE_DECIMALS) return MAX_PRICE_DECIMALS_MESSAGE;
  const amount = Number(whole) * 100 + Number(fraction.slice(0, PRICE_DECIMALS).padEnd(PRICE_DECIMALS, "0"));
  return Number.isSafeInteger(amount) ? { amount, precision: PRICE_DECIMALS, currency } : INVALID_PRICE;
};

const ORDER_FROM_TEXT: Readonly<Record<string, string>> = { ALL: "ALL", POS_ONLY: "POS_ONLY", "POS ONLY": "POS_ONLY", NONE: "NONE" };
const AVAILABLE_TEXT: Readonly<Record<string, boolean>> = { YES: true, Y: true, TRUE: true, "1": true, NO: false, N: false, FALSE: false, "0": false };

const format = SchemaIssue.makeFormatterStandardSchemaV1();
const decodeProduct = Schema.decodeUnknownResult(Product);

type ProductItem = MenuModules["product"][number];

/** The plan so far, indexed so that a 5,000-row sheet is planned in linear time. */
interface Working {
  readonly changes: MenuChange[];
  readonly categoryIds: Map<string, string>;
  /** Product id by name (uniqueKeys.ts: unique ignoring case and surrounding spaces). */
  readonly productNames: Map<string, string>;
}

const keyOf = uniqueTextKey;

/** The product fields a row sets, or the message that refuses it. */
const fieldsOf = (row: ImportRow, existing: ProductItem | undefined): Record<string, unknown> | string => {
  const { cells } = row;
  const currency = existing?.price.currency ?? ZERO_PRICE.currency;
  const fields: Record<string, unknown> = {};
  for (const key of ["name", "name2", "description", "shortDescription"] as const) if (cells[key] !== undefined) fields[key] = cells[key];
  for (const key of ["price", "deliveryPrice", "cost"] as const) {
    const text = cells[key];
    if (text === undefined) continue;
    const price = priceOf(text, currency);
    if (typeof price === "string") return price;
    fields[key] = price;
  }
  if (cells.orderFrom !== undefined) {
    const orderFrom = ORDER_FROM_TEXT[cells.orderFrom.toUpperCase()];
    if (orderFrom === undefined) return INVALID_ORDER_FROM;
    fields.orderFrom = orderFrom;
  }
  if (cells.available !== undefined) {
    const available = AVAILABLE_TEXT[cells.available.toUpperCase()];
    if (available === undefined) return INVALID_AVAILABLE;
    fields.available = available;
  }
  return fields;
};

/** The category id a row's category names, creating the category in the plan when new. */
const categoryOf = (working: Working, name: string, newId: () => string): string => {
  const known = working.categoryIds.get(keyOf(name));
  if (known !== undefined) return known;
  const item = { id: newId(), name: name.trim(), name2: "" };
  working.changes.push({ operation: "create", module: "category", item });
  working.categoryIds.set(keyOf(name), item.id);
  return item.id;
};

type RowOutcome = { readonly kind: "rejected"; readonly reason: string } | { readonly kind: "created" | "updated" | "unchanged" };

const planRow = (working: Working, byCode: Map<string, ProductItem>, row: ImportRow, newId: () => string): RowOutcome => {
  const code = row.cells.code ?? "";
  const existing = byCode.get(code);
  const fields = fieldsOf(row, existing);
  if (typeof fields === "string") return { kind: "rejected", reason: fields };
  const decoded = decodeProduct({ ...(existing ?? {}), ...fields, code, id: existing?.id ?? "pending" });
  if (Result.isFailure(decoded)) return { kind: "rejected", reason: format(decoded.failure.issue).issues[0]?.message ?? INVALID_PRICE };
  const draft = decoded.success as ProductItem;
  const owner = working.productNames.get(keyOf(draft.name));
  if (owner !== undefined && owner !== existing?.id) return { kind: "rejected", reason: constraintMessage("name") };
  const category = row.cells.category === undefined ? draft.category : categoryOf(working, row.cells.category, newId);
  const item = { ...draft, category, id: existing?.id ?? newId() } as ProductItem;
  if (existing !== undefined && sameItem(existing as MenuItem, item as MenuItem)) return { kind: "unchanged" };
  if (existing !== undefined) working.productNames.delete(keyOf(existing.name));
  working.productNames.set(keyOf(item.name), item.id);
  working.changes.push(existing === undefined ? { operation: "create", module: "product", item } : { operation: "update", module: "product", item });
  return { kind: existing === undefined ? "created" : "updated" };
};

/** The changes a sheet's rows make to `modules`, and the rows refused with their reason. */
export const planImport = (modules: MenuModules, rows: ReadonlyArray<ImportRow>, newId: () => string): ImportPlan => {
  const working: Working = {
    changes: [],
    categoryIds: new Map(itemsOf(modules, "category").map((c) => [keyOf(c.name), c.id])),
    productNames: new Map(itemsOf(modules, "product").map((p) => [keyOf(p.name), p.id])),
  };
  const byCode = new Map(itemsOf(modules, "product").filter((p) => p.code !== "").map((p) => [p.code, p]));
  const seen = new Set<string>();
  const rejected: RejectedRow[] = [];
  const counts = { created: 0, updated: 0, unchanged: 0 };
  for (const row of rows) {
    const code = row.cells.code ?? "";
    const outcome: RowOutcome =
      code === "" ? { kind: "rejected", reason: CODE_REQUIRED }
      : seen.has(code) ? { kind: "rejected", reason: duplicateCodeMessage(code) }
      : planRow(working, byCode, row, newId);
    if (code !== "") seen.add(code);
    if (outcome.kind === "rejected") rejected.push({ row: row.row, code, reason: outcome.reason });
    else counts[outcome.kind] += 1;
  }
  return { changes: working.changes, rejected, ...counts };
};
