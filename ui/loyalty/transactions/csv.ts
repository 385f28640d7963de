// Owns: writing a table as CSV text (RFC 4180: comma separated, CRLF line ends, a field with a
// comma, quote or line break quoted with its quotes doubled), the report's CSV export.
// Decision where the spec is silent: a field starting with =, +, - or @ that is not a number is
// prefixed with ' so a spreadsheet opening the file never runs it as a formula.
const FORMULA = /^[=+\-@]/;

const field = (value: string | number): string => {
  if (typeof value === "number") return String(value);
  const safe = FORMULA.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

export const csvOf = (headers: ReadonlyArray<string>, records: ReadonlyArray<Readonly<Record<string, string | number>>>): string =>
  [headers.map(field).join(","), ...records.map((record) => headers.map((header) => field(record[header] ?? "")).join(","))].join("\r\n") + "\r\n";
