// Owns: writing rows to an .xlsx workbook of one sheet (exceljs, which runs in the browser and in
// Node), for the exports (members, transactions report, sales report).
// Decisions where the spec is silent: the first row holds the column names, in the given order;
// exceljs (about 1 MB) is loaded on the first export, not with the page.

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export const workbookOf = async <C extends string>(
  sheet: string,
  columns: ReadonlyArray<C>,
  rows: ReadonlyArray<Readonly<Record<C, string | number>>>,
): Promise<ArrayBuffer> => {
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet(sheet);
  worksheet.columns = columns.map((column) => ({ header: column, key: column, width: Math.max(12, column.length + 2) }));
  for (const row of rows) worksheet.addRow(columns.map((column) => row[column]));
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
};
