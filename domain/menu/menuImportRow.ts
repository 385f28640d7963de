// Owns: the columns of a menu import sheet (spec 4 §7 `PUT menu-v3/import`, payload not shown)
// and a row as read from it, before any validation (menuImport.ts validates and plans).
// Decisions where the spec is silent: a sheet imports products, one per row, matched by `Code`;
// the first row names the columns (any order, case and spaces ignored); Code, Name and Price
// must be present; a column that is absent, or a cell that is empty, keeps the product's value
// (its default for a new product); `Category` names a category (created when none has the name).
export const IMPORT_COLUMNS = [
  { key: "code", header: "Code", required: true, example: "LAT-01" },
  { key: "name", header: "Name", required: true, example: "Iced Latte" },
  { key: "name2", header: "Name 2", required: false, example: "" },
  { key: "category", header: "Category", required: false, example: "Coffee" },
  { key: "price", header: "Price", required: true, example: "12.50" },
  { key: "deliveryPrice", header: "Delivery price", required: false, example: "13.90" },
  { key: "cost", header: "Cost", required: false, example: "4.20" },
  { key: "orderFrom", header: "Order from", required: false, example: "ALL" },
  { key: "available", header: "Available", required: false, example: "yes" },
  { key: "description", header: "Description", required: false, example: "" },
  { key: "shortDescription", header: "Short description", required: false, example: "" },
] as const;

export type ImportColumn = (typeof IMPORT_COLUMNS)[number]["key"];

export interface ImportRow {
  /** The row's number in the sheet (the header is row 1). */
  readonly row: number;
  /** The trimmed text of each column the sheet has; empty cells are left out. */
  readonly cells: Readonly<Partial<Record<ImportColumn, string>>>;
}
