// Test support: menu import sheets (domain/menu/menuImportRow.ts columns) as CSV text or xlsx
// bytes, and the 50-row sheet with two bad rows the import suites read the report of.
import ExcelJS from "exceljs";

export type SheetRow = ReadonlyArray<string>;
export const SHEET_HEADER: SheetRow = ["Code", "Name", "Category", "Price", "Order from"];

const csvCell = (cell: string): string => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
export const csvOf = (rows: ReadonlyArray<SheetRow>): string => rows.map((row) => row.map(csvCell).join(",")).join("\r\n");

export const xlsxOf = async (rows: ReadonlyArray<SheetRow>): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Products");
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

/** 50 product rows (sheet rows 2-51); rows 12 and 37 are bad: a negative price, no name. */
export const fiftyRowsTwoBad = (): ReadonlyArray<SheetRow> => [
  SHEET_HEADER,
  ...Array.from({ length: 50 }, (_, i): SheetRow => {
    const n = i + 1;
    const code = `P${String(n).padStart(3, "0")}`;
    if (n === 11) return [code, `Product ${n}`, "Coffee", "-1.00", "ALL"];
    if (n === 36) return [code, "", "Tea", "5.00", "ALL"];
    return [code, `Product ${n}`, n % 2 === 0 ? "Coffee" : "Tea", `${n}.50`, n % 10 === 0 ? "POS_ONLY" : "ALL"];
  }),
];
