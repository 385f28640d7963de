// Owns: the columns of each transactions report tab (spec 2 §2 Transactions report; §3 Credit
// transaction: source, ref, restaurant, member, normal, free, seqNo, remark, reverted; Store
// transaction: createdAt, bundle, restaurant, totalTax, priceWithTax, status 'Reverted' if
// reverted, otherwise 'Completed'), as headers and cell texts that the table and both exports
// (Excel, CSV) share, so a file reads like the screen.
// Decisions where the spec is silent: the time is 'DD/MM/YYYY HH:mm' in the business's time zone;
// the credit amounts follow the member (what a reader looks for first stays on a 1280 px screen);
// on screen the member's phone sits under the name, the files keep it in its own column;
// the member is its name and phone; a restaurant is its name (its id when not in the list, empty
// for none); a credit row's status is 'Reverted' or empty; the online tab has no restaurant.
import type { CreditTransactionRow, StoreTransactionRow, TransactionKind, TransactionRows } from "../../ports/loyaltyMembersPort";
import { displayTime } from "../../../domain/loyalty/member/memberDates";

export interface ReportContext {
  readonly restaurantName: (id: string | null | undefined) => string;
  readonly timeZone?: string;
}

export interface ReportColumn<R> {
  readonly header: string;
  readonly value: (row: R, context: ReportContext) => string | number;
  /** How the table fits a long cell: kept on one line (phones) or broken anywhere (refs). */
  readonly fit?: "oneLine" | "anywhere";
  /** A column only the exports write: the screen shows it as the `detail` of another. */
  readonly exportOnly?: boolean;
  /** A second line under the cell on screen (the member's phone under the name). */
  readonly detail?: (row: R) => string;
}

export const TAB_LABELS: Readonly<Record<TransactionKind, string>> = {
  credit: "Credit transaction",
  store: "Store transaction",
  "online-store": "Online store transaction",
};

export const TRANSACTION_KINDS: ReadonlyArray<TransactionKind> = ["credit", "store", "online-store"];


const when = <R extends { readonly createdAt: string }>(): ReportColumn<R> => ({
  header: "Date",
  value: (row, context) => displayTime(row.createdAt, context.timeZone),
});

const CREDIT: ReadonlyArray<ReportColumn<CreditTransactionRow>> = [
  when(),
  { header: "Member", value: (row) => row.member.name ?? "", detail: (row) => row.member.phoneNumber ?? "" },
  { header: "Phone", value: (row) => row.member.phoneNumber ?? "", exportOnly: true },
  { header: "Credit", value: (row) => row.normal },
  { header: "Free credit", value: (row) => row.free },
  { header: "Source", value: (row) => row.source },
  { header: "Ref", value: (row) => row.ref ?? "", fit: "anywhere" },
  { header: "Restaurant", value: (row, context) => context.restaurantName(row.restaurantId) },
  { header: "Seq no.", value: (row) => row.seqNo },
  { header: "Remark", value: (row) => row.remark },
  { header: "Status", value: (row) => (row.reverted ? "Reverted" : "") },
];

const bundleName = (row: StoreTransactionRow): string =>
  typeof row.bundle === "string" ? row.bundle : (row.bundle?.name ?? "");

const storeColumns = (withRestaurant: boolean): ReadonlyArray<ReportColumn<StoreTransactionRow>> => [
  when(),
  { header: "Bundle", value: bundleName },
  ...(withRestaurant ? [{ header: "Restaurant", value: (row: StoreTransactionRow, context: ReportContext) => context.restaurantName(row.restaurantId) }] : []),
  { header: "Total tax", value: (row) => row.totalTax },
  { header: "Price with tax", value: (row) => row.priceWithTax },
  { header: "Status", value: (row) => (row.reverted ? "Reverted" : "Completed") },
];

export const REPORT_COLUMNS: { readonly [K in TransactionKind]: ReadonlyArray<ReportColumn<TransactionRows[K]>> } = {
  credit: CREDIT,
  store: storeColumns(true),
  "online-store": storeColumns(false),
};

/** The rows as records keyed by header, for the exports. */
export const reportRecords = <K extends TransactionKind>(
  kind: K,
  rows: ReadonlyArray<TransactionRows[K]>,
  context: ReportContext,
): { readonly headers: ReadonlyArray<string>; readonly records: ReadonlyArray<Readonly<Record<string, string | number>>> } => {
  const columns = REPORT_COLUMNS[kind] as ReadonlyArray<ReportColumn<TransactionRows[K]>>;
  return {
    headers: columns.map((column) => column.header),
    records: rows.map((row) => Object.fromEntries(columns.map((column) => [column.header, column.value(row, context)]))),
  };
};
