// Owns: writing a table as CSV text (RFC 4180: comma separated, CRLF line ends, a field with a
// comma, quote or line break quoted with its quotes doubled), for the reports' CSV exports.
// Decisions where the spec is silent:
// - A field starting with =, +, - or @ that is not a number is prefixed with ' so a spreadsheet
//   opening the file never runs it as a formula.
// - A phone number (+ and 7 to 15 digits) is written as the text formula ="+60123330111": a
//   spreadsheet shows exactly +60123330111, as text, where the bare phone would be read as a number
//   (the + and any leading zero lost, long ones shown as 6.01E+10) and the ' guard would be shown.
//   The formula holds only that constant text, so it cannot run anything.
const FORMULA = /^[=+\-@]/;
const PHONE = /^\+\d{7,15}$/;

const quoted = (text: string): string => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

const field = (value: string | number): string => {
  if (typeof value === "number") return String(value);
  if (PHONE.test(value)) return quoted(`="${value}"`);
  return quoted(FORMULA.test(value) ? `'${value}` : value);
};

export const csvOf = (headers: ReadonlyArray<string>, records: ReadonlyArray<Readonly<Record<string, string | number>>>): string =>
  [headers.map(field).join(","), ...records.map((record) => headers.map((header) => field(record[header] ?? "")).join(","))].join("\r\n") + "\r\n";
