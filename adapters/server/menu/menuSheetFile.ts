// Reading a menu import sheet (xlsx or CSV) into rows (domain/menu/menuImportRow.ts), and writing
// the template. Bounded: at most MAX_IMPORT_BYTES of file and MAX_IMPORT_ROWS rows, refused with
// a message beyond, before any row is validated.
// Decisions where the spec is silent (the messages are ours):
// - The type is told by the bytes: a zip (PK) is xlsx, anything else is read as UTF-8 CSV
//   (comma, or semicolon when the header has more of them; quotes per RFC 4180).
// - The first sheet of a workbook is read; a cell's text is what the sheet shows.
// - 'File is too large (max 2 MB)', 'Too many rows (max 5000)', 'Invalid file' (unreadable),
//   'Missing column {header}', 'The file has no rows'.
import ExcelJS from "exceljs";
import { DomainError } from "../../../domain/engine/decider";
import { MENU_MODULE_LIMIT } from "../../../domain/menu/menuFields";
import { IMPORT_COLUMNS, type ImportColumn, type ImportRow } from "../../../domain/menu/menuImportRow";

export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
export const MAX_IMPORT_ROWS = MENU_MODULE_LIMIT;
export const FILE_TOO_LARGE = "File is too large (max 2 MB)";
export const TOO_MANY_ROWS = `Too many rows (max ${MAX_IMPORT_ROWS})`;
export const INVALID_FILE = "Invalid file";
export const NO_ROWS = "The file has no rows";
export const missingColumnMessage = (header: string): string => `Missing column ${header}`;
export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const refuse = (message: string): never => {
  throw new DomainError(message, 400, ["file"]);
};

/** RFC 4180 lines of a CSV text (quoted fields may hold separators, quotes and newlines). */
const csvLines = (text: string, separator: string): string[][] => {
  const lines: string[][] = [];
  let line: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') { field += '"'; i++; }
      else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === "") quoted = true;
    else if (ch === separator) { line.push(field); field = ""; }
    else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      line.push(field); lines.push(line); line = []; field = "";
      if (lines.length > MAX_IMPORT_ROWS + 1) refuse(TOO_MANY_ROWS);
    } else field += ch;
  }
  if (field !== "" || line.length > 0) { line.push(field); lines.push(line); }
  return lines;
};

const csvTable = (bytes: Uint8Array): string[][] => {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/, "");
  } catch {
    return refuse(INVALID_FILE);
  }
  const header = text.slice(0, text.search(/\r|\n/) === -1 ? text.length : text.search(/\r|\n/));
  const separator = (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ";" : ",";
  return csvLines(text, separator);
};

const xlsxTable = async (bytes: Uint8Array): Promise<string[][]> => {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  } catch {
    return refuse(INVALID_FILE);
  }
  const sheet = workbook.worksheets[0];
  if (sheet === undefined) return refuse(NO_ROWS);
  if (sheet.actualRowCount > MAX_IMPORT_ROWS + 1) refuse(TOO_MANY_ROWS);
  const table: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cell.text;
    });
    table[number - 1] = Array.from(cells, (cell) => cell ?? "");
  });
  return Array.from(table, (line) => line ?? []);
};

const headerKey = (text: string): string => text.replace(/\s+/g, "").toLowerCase();

/** The rows of a sheet's bytes: the header row names the columns, empty lines are skipped. */
export const readImportSheet = async (bytes: Uint8Array): Promise<ReadonlyArray<ImportRow>> => {
  if (bytes.byteLength > MAX_IMPORT_BYTES) refuse(FILE_TOO_LARGE);
  if (bytes.byteLength === 0) refuse(NO_ROWS);
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  const table = isZip ? await xlsxTable(bytes) : csvTable(bytes);
  const [header = [], ...lines] = table;
  const columnAt = new Map<number, ImportColumn>();
  header.forEach((text, index) => {
    const column = IMPORT_COLUMNS.find((c) => headerKey(c.header) === headerKey(text));
    if (column !== undefined && ![...columnAt.values()].includes(column.key)) columnAt.set(index, column.key);
  });
  const missing = IMPORT_COLUMNS.find((c) => c.required && ![...columnAt.values()].includes(c.key));
  if (missing !== undefined) refuse(missingColumnMessage(missing.header));
  const rows: ImportRow[] = [];
  lines.forEach((line, index) => {
    const cells: Partial<Record<ImportColumn, string>> = {};
    for (const [at, key] of columnAt) {
      const text = (line[at] ?? "").trim();
      if (text !== "") cells[key] = text;
    }
    if (Object.keys(cells).length > 0) rows.push({ row: index + 2, cells });
  });
  if (rows.length === 0) refuse(NO_ROWS);
  if (rows.length > MAX_IMPORT_ROWS) refuse(TOO_MANY_ROWS);
  return rows;
};

/** The template: the header row and one example row. */
export const importTemplate = async (): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Products");
  sheet.columns = IMPORT_COLUMNS.map((column) => ({ header: column.header, key: column.key, width: Math.max(12, column.header.length + 4) }));
  sheet.addRow(Object.fromEntries(IMPORT_COLUMNS.map((column) => [column.key, column.example])));
  sheet.getColumn("code").numFmt = "@";
  sheet.getColumn("price").numFmt = "@";
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
